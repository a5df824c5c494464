/**
 * The export unit's shell (EXP-004…006) as a configuration of the shared UnitShell: the management
 * bar by role and state (EXP-005, exportBar.ts) and its children; a unit not pre-advised goes to the
 * new form, a pre-advised one to its detail (EXP-006). Also its delivery calendar and gate pass, on
 * the shared screens.
 */
import { Chip, Typography } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { can } from '../../domain/permissions';
import { formatDateTime } from '../../domain/formats';
import { exportStateLabel, stateOnScreen } from '../../domain/transitStates';
import { operationTypeLabel } from '../../i18n/codeLabels';
import { exportMessages } from '../../i18n/exportMessages';
import { unitMessages } from '../../i18n/unitMessages';
import { exportApi } from '../terminal/api/exportApi';
import { Fact, FactList } from '../terminal/units/Facts';
import { UnitCalendarScreen } from '../terminal/units/UnitCalendarScreen';
import { UnitGatePassScreen } from '../terminal/units/UnitGatePassScreen';
import { UnitShell, type UnitShellConfig } from '../terminal/units/UnitShell';
import { exportBarEntries, type BarEntry } from './exportBar';
import { ExportCosts } from './ExportCosts';
import { ExportDetail } from './ExportDetail';
import { ExportEdit } from './ExportEdit';
import { ExportTrucking } from './ExportTrucking';
import {
  ExportUnitContext,
  useExportAction,
  useExportUnit,
  useExportUnitLoad,
  type ExportUnitView,
} from './exportUnit';
import { exportPath, fill, type ExportChild } from './paths';
import { PreadviceForm } from './PreadviceForm';

const t = exportMessages;

export const exportShell: UnitShellConfig<ExportUnitView, BarEntry> = {
  searchPath: '/export',
  useLoad: useExportUnitLoad,
  Context: ExportUnitContext,
  header: ({ preadvice }) => {
    const { unit, operation } = preadvice;
    return {
      unitNbr: unit.number,
      state: stateOnScreen(exportStateLabel(unit.transitState)),
      chips: operation && (
        <Chip
          label={operationTypeLabel(operation.operationType)}
          color="primary"
          variant="outlined"
          size="small"
          data-testid="export-operation-type"
        />
      ),
      subtitle: [
        preadvice.vesselName,
        operation?.vesselVisitId,
        unit.booking && `Booking ${unit.booking.id}`,
        unit.container.type.length,
      ],
    };
  },
  bar: ({ preadvice }, roles) => exportBarEntries(preadvice.operation !== null, roles),
  barLabels: { new: t.bar.new, exportDetail: t.bar.exportDetail, costs: t.bar.costs, gatePass: t.bar.gatePass },
  path: ({ preadvice }, child) =>
    exportPath(preadvice.unit.number, preadvice.operation?.id, child as ExportChild | undefined),
  index: ({ preadvice: { unit, operation } }, _, entries) => (
    <Navigate
      to={exportPath(
        unit.number,
        operation?.id,
        operation ? 'exportDetail' : entries.includes('new') ? 'new' : 'exportDetail',
      )}
      replace
    />
  ),
  children: ({ preadvice }, roles, entries) => {
    // A child the unit's state (the server's allowed actions) or the user's role does not offer falls back to the shell's start.
    const action = (a: keyof typeof preadvice.actions) => preadvice.actions[a] === null;
    return [
      // The form sends a pre-advised unit on by itself (to the calendar or the detail, as the save answered).
      { path: 'new', element: <PreadviceForm roles={roles} />, allowed: can(roles, 'exports', 'preadvise') },
      { path: 'exportDetail', element: <ExportDetail /> },
      { path: 'exportApp', element: <ExportCalendar />, allowed: action('coordinate') },
      { path: 'costs', element: <ExportCosts />, allowed: entries.includes('costs') },
      { path: 'gatePass', element: <ExportGatePass />, allowed: entries.includes('gatePass') },
      { path: 'trucking', element: <ExportTrucking />, allowed: action('reassignTrucking') },
      { path: 'edit', element: <ExportEdit />, allowed: action('editPreadvice') && can(roles, 'exports', 'edit') },
    ];
  },
  testIds: {
    title: 'export-title',
    state: 'export-state',
    error: 'export-error',
    bar: 'export-bar',
    barEntry: (e) => `export-bar-${e}`,
  },
};

/** /export/management/{containerId}/{operationId}/*. */
export const ExportShell = () => <UnitShell config={exportShell} />;

/**
 * /exportApp: the delivery coordination calendar (EXP-059…064; ruling P55): the unit's visit's export
 * delivery quotas within the booking's stacking window, booking or re-coordinating (POST
 * /api/export/saveCoordinacion/{id}). Outside the rules the detail does not offer it (the shell sends it back).
 */
const ExportCalendar = () => {
  const { preadvice } = useExportUnit();
  const action = useExportAction();
  const { unit, operation } = preadvice;
  const start = preadvice.stackingDateStart ?? '';
  const end = preadvice.stackingDateEnd ?? '';
  return (
    <UnitCalendarScreen
      title={preadvice.appointment !== null ? t.calendar.recoordinateTitle : t.calendar.title}
      loadingLabel={t.calendar.title}
      note={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="delivery-window">
          {fill(t.calendar.window, { from: formatDateTime(start), to: formatDateTime(end) })}
        </Typography>
      }
      quotas={{
        queryKey: ['exportArea', unit.number, 'quotas', start, end],
        load: () => exportApi.quotas(unit.number, start, end),
      }}
      book={(day, slot) => exportApi.coordinate(unit.number, day, slot)}
      booked={t.calendar.booked}
      slotFigures={{ kind: 'exportDelivery', visitId: operation?.vesselVisitId }}
      detailPath={exportPath(unit.number, operation?.id, 'exportDetail')}
      action={action}
    />
  );
};

/** /gatePass (EXP-079): the delivery appointment as the gate pass carries it and its PDF — the import gate pass's calls — or why it cannot print. */
const ExportGatePass = () => {
  const { preadvice } = useExportUnit();
  const nbr = preadvice.unit.number;
  const a = preadvice.appointment;
  const g = unitMessages.gatePass;
  return (
    <UnitGatePassScreen
      texts={t.gatePass}
      queryKey={['exportArea', nbr, 'gatePass', a?.nbr]}
      canPrint={() => exportApi.canPrintGatePass(nbr)}
      pdf={() => exportApi.gatePassPdf(nbr)}
      facts={
        a ? (
          <FactList>
            <Fact label={g.appointment} value={a.nbr} testId="export-gate-pass-nbr" />
            <Fact label={g.dateApp} value={formatDateTime(preadvice.dateApp)} />
            <Fact label={g.trucking} value={a.truckingCompany} />
          </FactList>
        ) : null
      }
      printTestId="export-print-gate-pass"
    />
  );
};

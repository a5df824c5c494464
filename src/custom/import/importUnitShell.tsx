/**
 * The import unit's shell (D2 §2 Container import; IMP-003…007) as a configuration of the shared
 * UnitShell: the management bar by role and state (managementBar.ts), its children, and the start:
 * the detail when there is an operation, else the request form (IMP-007), else the unit alone for a
 * role that may not request (SHIPPINGCO, IMP-006). Also its calendar and gate pass, on the shared screens.
 */
import { Alert, Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { quotaAddDays } from '../../domain/appointments';
import { slotRange } from '../../domain/appointmentSlot';
import { importStateLabel, stateOnScreen } from '../../domain/transitStates';
import { pickupConditionLabel } from '../../i18n/codeLabels';
import { importMessages } from '../../i18n/importMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { unitMessages } from '../../i18n/unitMessages';
import { importApi } from '../terminal/api/importApi';
import { UnitCalendarScreen } from '../terminal/units/UnitCalendarScreen';
import { UnitGatePassScreen } from '../terminal/units/UnitGatePassScreen';
import { UnitLoading, UnitShell, type UnitShellConfig } from '../terminal/units/UnitShell';
import { EditCdaScreen, EditTatcScreen } from './CodeEditScreens';
import { ConditionChangeButton } from './ConditionChangeButton';
import { CostsScreen } from './CostsScreen';
import { EditDocumentScreen } from './EditDocumentScreen';
import { EirButton } from './EirButton';
import { GuideUploadScreen } from './GuideUploadScreen';
import { ImportUnitContext, useImportUnit, useImportUnitLoad, useUnitAction, type ImportUnitView } from './importUnit';
import { barEntries, type BarEntry } from './managementBar';
import { APPOINTMENT_ENTRY, managementPath } from './paths';
import { PickupDetail } from './PickupDetail';
import { PickupForm } from './PickupForm';
import { TruckingScreen } from './TruckingScreen';
import { Facts, UnitData } from './UnitData';

const t = importMessages;

export const importShell: UnitShellConfig<ImportUnitView, BarEntry> = {
  searchPath: '/import',
  useLoad: useImportUnitLoad,
  Context: ImportUnitContext,
  header: ({ unit }) => ({
    unitNbr: unit.unitNbr,
    state: stateOnScreen(importStateLabel(unit.transitState)),
    chips: unit.condicionRetiro && (
      <Chip
        label={pickupConditionLabel(unit.condicionRetiro)}
        color="primary"
        variant="outlined"
        size="small"
        data-testid="import-condition"
      />
    ),
    subtitle: [unit.vesselName, unit.vesselVisitId, unit.contents.consigneeName],
  }),
  bar: ({ unit }, roles) =>
    barEntries(
      {
        transitState: unit.transitState,
        hasOperation: unit.operationId != null,
        condicionRetiro: unit.condicionRetiro,
        actions: unit.actions,
      },
      roles,
    ),
  barLabels: {
    detailRetiro: t.bar.detail,
    retiro: t.bar.retiro,
    appointment: t.bar.appointment,
    costs: t.bar.costs,
    gatePass: t.bar.gatePass,
    trucking: t.bar.trucking,
    editCDA: t.bar.editCda,
    edit: t.bar.edit,
    guiaDespacho: t.bar.guiaDespacho,
    editTATC: t.bar.editTatc,
  },
  barExtra: (roles) => <ConditionChangeButton roles={roles} />,
  path: ({ unit }, child) => managementPath(unit.unitNbr, unit.operationId, child as BarEntry | undefined),
  index: (_, roles, entries) => <ShellIndex roles={roles} entries={entries} />,
  children: ({ op, opPending }, roles, entries) => {
    const offered = (e: BarEntry) => entries.includes(e);
    return [
      { path: 'retiro', element: <PickupForm roles={roles} /> },
      {
        path: 'detailRetiro',
        element: op ? (
          <PickupDetail roles={roles} />
        ) : opPending ? (
          <UnitLoading />
        ) : (
          <ShellIndex roles={roles} entries={entries} />
        ),
      },
      { path: 'appointment', element: opPending ? <UnitLoading /> : <AppointmentScreen /> },
      { path: 'costs', element: <CostsScreen />, allowed: offered('costs') },
      { path: 'gatePass', element: <GatePassScreen />, allowed: offered('gatePass') },
      { path: 'trucking', element: <TruckingScreen roles={roles} />, allowed: offered('trucking') },
      { path: 'editCDA', element: <EditCdaScreen />, allowed: offered('editCDA') },
      { path: 'edit', element: <EditDocumentScreen roles={roles} />, allowed: offered('edit') },
      { path: 'guiaDespacho', element: <GuideUploadScreen />, allowed: offered('guiaDespacho') },
      { path: 'editTATC', element: <EditTatcScreen />, allowed: offered('editTATC') },
    ];
  },
  testIds: {
    title: 'import-title',
    state: 'import-state',
    error: 'import-error',
    bar: 'management-bar',
    barEntry: (e) => `bar-${e}`,
  },
};

/** /import/management/{containerId}/{operationId}/*. */
export const ImportShell = () => <UnitShell config={importShell} />;

/** Start: the calendar for the visit list's entry point; the detail when there is an operation, else the request form (IMP-007), else the unit alone (IMP-006). */
const ShellIndex = ({ roles, entries }: { roles: readonly string[]; entries: readonly BarEntry[] }) => {
  const { unit } = useImportUnit();
  const { operationId } = useParams();
  // importAppointmentVessel: the visit list opens the calendar with operationId 'appointment' (D2 §2).
  if (operationId === APPOINTMENT_ENTRY && entries.includes('appointment')) {
    return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'appointment')} replace />;
  }
  if (entries.includes('detailRetiro'))
    return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'detailRetiro')} replace />;
  if (entries.includes('retiro'))
    return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'retiro')} replace />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.unit.title}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="view-only">
          {t.pickup.viewOnly}
        </Alert>
        <UnitData unit={unit} roles={roles} />
        <Box sx={{ mt: 2 }}>
          <EirButton unit={unit} roles={roles} />
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * /appointment: the pickup calendar (IMP-033…040; Q20): quotas of the unit's visit from today (+1 day
 * for a physical inspection), booking (POST /api/appointment) or re-coordination (POST
 * /api/import/saveCoordinacionRetiro/{id}). No pickup is cancelled from here (IMP-039).
 */
const AppointmentScreen = () => {
  const { unit, op } = useImportUnit();
  const recoordinate = unit.actions.includes('recoordinate');
  const book = unit.actions.includes('bookAppointment');
  const addDays = quotaAddDays(unit.inspeccionSAG);
  // An empty brought by truck has no vessel visit, and so no import quotas.
  const visitId = unit.vesselVisitId;
  const action = useUnitAction();
  return (
    <UnitCalendarScreen
      title={recoordinate ? t.appointment.recoordinateTitle : t.appointment.title}
      loadingLabel={t.appointment.calendar}
      // IMP-037 (and a direct pickup, which the terminal schedules: IMP-044).
      refusal={
        (!op || (!book && !recoordinate)) && (
          <Alert severity="warning" data-testid="not-coordinable">
            {unit.refusals.bookAppointment ?? operationsMessages.refusals.coordination}
          </Alert>
        )
      }
      quotas={{
        queryKey: ['importArea', unit.unitNbr, 'quotas', addDays, visitId],
        load: () => importApi.quotas(addDays, visitId!),
        enabled: (book || recoordinate) && visitId !== null,
      }}
      book={(day, start) =>
        recoordinate
          ? importApi.recoordinate(unit.unitNbr, day, start)
          : importApi.book(unit.unitNbr, day, start, op!.truckingId)
      }
      booked={t.appointment.booked}
      slotFigures={{ kind: 'importPickup', visitId }}
      detailPath={managementPath(unit.unitNbr, unit.operationId, 'detailRetiro')}
      action={action}
    />
  );
};

/** /gatePass: the appointment as the gate pass carries it (nbr, dateApp, slot, trucking_name) and its PDF, or why it cannot print (IMP-073, IMP-074). */
const GatePassScreen = () => {
  const { unit } = useImportUnit();
  const key = ['importArea', unit.unitNbr, 'gatePass', unit.appointmentNbr];
  const appointment = useQuery({
    queryKey: [...key, 'appointment'],
    queryFn: () => importApi.appointment(unit.unitNbr),
    enabled: unit.appointmentNbr != null,
    retry: false,
  });
  const a = appointment.data;
  const g = unitMessages.gatePass;
  return (
    <UnitGatePassScreen
      texts={t.gatePass}
      queryKey={[...key, 'check']}
      canPrint={() => importApi.canPrintGatePass(unit.unitNbr)}
      pdf={() => importApi.gatePassPdf(unit.unitNbr)}
      loading={unit.appointmentNbr != null && appointment.isPending}
      facts={
        a ? (
          <Facts
            testId="gate-pass-data"
            rows={[
              [g.appointment, a.appointmentNbr],
              [g.dateApp, a.dateApp],
              [g.slot, slotRange(a.slotStartTime, a.slotEndTime)],
              [g.trucking, a.trucking_name],
            ]}
          />
        ) : null
      }
      printTestId="print-gate-pass"
    />
  );
};

/**
 * /import/management/{containerId}/{operationId}: the unit's header, the management bar by role
 * and state (managementBar.ts), and its children (D2 §2 Container import; IMP-003…007).
 * With no operation the user is taken to the request form (IMP-007); a role that may not
 * request (SHIPPINGCO) sees the unit only (IMP-006).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { importStateLabel, stateOnScreen } from '../../domain/transitStates';
import { importMessages } from '../../i18n/importMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { AppointmentScreen } from './AppointmentScreen';
import { ConditionChangeButton } from './ConditionChangeButton';
import { EirButton } from './EirButton';
import { CostsScreen } from './CostsScreen';
import { EditCdaScreen, EditTatcScreen } from './CodeEditScreens';
import { EditDocumentScreen } from './EditDocumentScreen';
import { GatePassScreen } from './GatePassScreen';
import { GuideUploadScreen } from './GuideUploadScreen';
import { barEntries, type BarEntry } from './managementBar';
import { APPOINTMENT_ENTRY, managementPath, NO_OPERATION, fill } from './paths';
import { PickupDetail } from './PickupDetail';
import { PickupForm } from './PickupForm';
import { TruckingScreen } from './TruckingScreen';
import { UnitData } from './UnitData';
import { ImportUnitContext, useImportUnit, useImportUnitQuery } from './useImportUnit';

const t = importMessages;

export const ManagementShell = () => {
  const { containerId = '' } = useParams();
  const nbr = containerId.toUpperCase();
  const { unit, op, refresh } = useImportUnitQuery(nbr);
  const { roles } = useRoles();

  // Only the first load blocks the shell: a refresh (a new operation) must not remount the child screens.
  if (unit.isPending) {
    return (
      <Box sx={{ p: 3 }} role="status" aria-label={t.shell.loading}>
        <CircularProgress />
      </Box>
    );
  }
  if (unit.isError || !unit.data || op?.isError) {
    const message = (unit.error ?? op?.error)?.message;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" data-testid="import-error">{message}</Alert>
        <Button component={Link} to="/import" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>{t.shell.back}</Button>
      </Box>
    );
  }
  return (
    <ImportUnitContext.Provider value={{ unit: unit.data, op: op?.data, opPending: op?.isPending === true, refresh }}>
      <ShellBody roles={roles} />
    </ImportUnitContext.Provider>
  );
};

const ShellBody = ({ roles }: { roles: readonly string[] }) => {
  const { unit, op, opPending } = useImportUnit();
  const { pathname } = useLocation();
  const facts = { transitState: unit.transitState, hasOperation: unit.operationId != null, condicionRetiro: unit.condicionRetiro, actions: unit.actions };
  const entries = useMemo(() => barEntries(facts, roles), [unit, roles]); // eslint-disable-line react-hooks/exhaustive-deps
  const child = pathname.split('/')[5] as BarEntry | undefined;

  // The bar's links name the unit's current operation; the screens that create or cancel one
  // navigate to its URL themselves (a URL-syncing effect here would race with them).
  const currentOp = unit.operationId != null ? String(unit.operationId) : NO_OPERATION;

  const title = fill(t.shell.title, { unit: unit.unitNbr });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid="import-title">{title}</Typography>
            <Chip label={stateOnScreen(importStateLabel(unit.transitState))} data-testid="import-state" size="small" />
            {unit.condicionRetiro && <Chip label={unit.condicionRetiro} color="primary" variant="outlined" size="small" data-testid="import-condition" />}
            <Box sx={{ flex: 1 }} />
            <Button component={Link} to="/import" startIcon={<ArrowBackIcon />} size="small">{t.shell.back}</Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[unit.vesselName, unit.vesselVisitId, unit.contents.consigneeName].filter(Boolean).join(' · ')}
          </Typography>
          <Box component="nav" aria-label={t.shell.bar} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }} data-testid="management-bar">
            {entries.map((e) => (
              <Button
                key={e}
                component={Link}
                to={managementPath(unit.unitNbr, currentOp, e)}
                variant={child === e ? 'contained' : 'outlined'}
                size="small"
                aria-current={child === e ? 'page' : undefined}
                data-testid={`bar-${e}`}
              >
                {barLabel(e)}
              </Button>
            ))}
            <ConditionChangeButton roles={roles} />
          </Box>
        </CardContent>
      </Card>
      <Routes>
        <Route index element={<ShellIndex roles={roles} entries={entries} />} />
        <Route path="retiro" element={<PickupForm roles={roles} />} />
        <Route path="detailRetiro" element={op ? <PickupDetail roles={roles} /> : opPending ? <Loading /> : <ShellIndex roles={roles} entries={entries} />} />
        <Route path="appointment" element={opPending ? <Loading /> : <AppointmentScreen />} />
        <Route path="costs" element={<Guarded entry="costs" entries={entries}><CostsScreen /></Guarded>} />
        <Route path="gatePass" element={<Guarded entry="gatePass" entries={entries}><GatePassScreen /></Guarded>} />
        <Route path="trucking" element={<Guarded entry="trucking" entries={entries}><TruckingScreen roles={roles} /></Guarded>} />
        <Route path="editCDA" element={<Guarded entry="editCDA" entries={entries}><EditCdaScreen /></Guarded>} />
        <Route path="edit" element={<Guarded entry="edit" entries={entries}><EditDocumentScreen roles={roles} /></Guarded>} />
        <Route path="guiaDespacho" element={<Guarded entry="guiaDespacho" entries={entries}><GuideUploadScreen /></Guarded>} />
        <Route path="editTATC" element={<Guarded entry="editTATC" entries={entries}><EditTatcScreen /></Guarded>} />
        <Route path="*" element={<Navigate to={managementPath(unit.unitNbr, currentOp)} replace />} />
      </Routes>
    </Box>
  );
};

const Loading = () => <CircularProgress aria-label={t.shell.loading} />;

const BAR_LABELS: Record<BarEntry, string> = {
  detailRetiro: t.bar.detail, retiro: t.bar.retiro, appointment: t.bar.appointment, costs: t.bar.costs, gatePass: t.bar.gatePass,
  trucking: t.bar.trucking, editCDA: t.bar.editCda, edit: t.bar.edit, guiaDespacho: t.bar.guiaDespacho, editTATC: t.bar.editTatc,
};
export const barLabel = (e: BarEntry) => BAR_LABELS[e];

/** A child the bar does not offer this user for this unit falls back to the shell's start. */
const Guarded = ({ entry, entries, children }: { entry: BarEntry; entries: readonly BarEntry[]; children: ReactNode }) => {
  const { unit } = useImportUnit();
  return entries.includes(entry) ? <>{children}</> : <Navigate to={managementPath(unit.unitNbr, unit.operationId)} replace />;
};

/** Start: the calendar for the visit list's entry point; the detail when there is an operation, else the request form (IMP-007), else the unit alone (IMP-006). */
const ShellIndex = ({ roles, entries }: { roles: readonly string[]; entries: readonly BarEntry[] }) => {
  const { unit } = useImportUnit();
  const { operationId } = useParams();
  // importAppointmentVessel: the visit list opens the calendar with operationId 'appointment' (D2 §2).
  if (operationId === APPOINTMENT_ENTRY && entries.includes('appointment')) {
    return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'appointment')} replace />;
  }
  if (entries.includes('detailRetiro')) return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'detailRetiro')} replace />;
  if (entries.includes('retiro')) return <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'retiro')} replace />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t.unit.title}</Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="view-only">{t.pickup.viewOnly}</Alert>
        <UnitData unit={unit} roles={roles} />
        <Box sx={{ mt: 2 }}><EirButton unit={unit} roles={roles} /></Box>
      </CardContent>
    </Card>
  );
};

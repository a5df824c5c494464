/**
 * /export/management/{containerId}/{operationId}: the unit's header, the management bar by role
 * and state (EXP-005, exportBar.ts) and its children (EXP-004). A unit not pre-advised goes to
 * the new form, a pre-advised one to its detail (EXP-006).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { can } from '../../domain/permissions';
import { exportStateLabel, stateOnScreen } from '../../domain/transitStates';
import { exportMessages } from '../../i18n/exportMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { ExportCalendar } from './ExportCalendar';
import { ExportCosts } from './ExportCosts';
import { ExportDetail } from './ExportDetail';
import { ExportEdit } from './ExportEdit';
import { ExportGatePass } from './ExportGatePass';
import { ExportTrucking } from './ExportTrucking';
import { exportBarEntries, type BarEntry } from './exportBar';
import { exportPath, fill, type ExportChild } from './paths';
import { PreadviceForm } from './PreadviceForm';
import { ExportUnitContext, useExportUnit, useExportUnitQuery } from './useExportUnit';

const t = exportMessages;

export const ExportShell = () => {
  const { containerId = '' } = useParams();
  const { unit, refresh } = useExportUnitQuery(containerId.toUpperCase());
  const { roles } = useRoles();
  if (unit.isPending) {
    return <Box sx={{ p: 3 }} role="status" aria-label={t.shell.loading}><CircularProgress /></Box>;
  }
  if (unit.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" data-testid="export-error">{unit.error.message}</Alert>
        <Button component={Link} to="/export" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>{t.shell.back}</Button>
      </Box>
    );
  }
  return (
    <ExportUnitContext.Provider value={{ preadvice: unit.data, refresh }}>
      <ShellBody roles={roles} />
    </ExportUnitContext.Provider>
  );
};

const BAR_LABELS: Record<BarEntry, string> = { new: t.bar.new, exportDetail: t.bar.exportDetail, costs: t.bar.costs, gatePass: t.bar.gatePass };

const ShellBody = ({ roles }: { roles: readonly string[] }) => {
  const { preadvice } = useExportUnit();
  const { unit, operation } = preadvice;
  const { pathname } = useLocation();
  const entries = useMemo(() => exportBarEntries(operation !== null, roles), [operation, roles]);
  const child = pathname.split('/')[5] as ExportChild | undefined;
  const title = fill(t.shell.title, { unit: unit.number });
  const opId = operation?.id;
  // A child the unit's state or the user's role does not offer falls back to the shell's start.
  const guard = (allowed: boolean, element: ReactNode) => (allowed ? element : <Navigate to={exportPath(unit.number, opId)} replace />);
  const action = (a: keyof typeof preadvice.actions) => preadvice.actions[a] === null;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid="export-title">{title}</Typography>
            <Chip label={stateOnScreen(exportStateLabel(unit.transitState))} size="small" data-testid="export-state" />
            {operation && <Chip label={operation.operationType} color="primary" variant="outlined" size="small" data-testid="export-operation-type" />}
            <Box sx={{ flex: 1 }} />
            <Button component={Link} to="/export" startIcon={<ArrowBackIcon />} size="small">{t.shell.back}</Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[preadvice.vesselName, operation?.vesselVisitId, unit.booking && `Booking ${unit.booking.id}`, unit.container.type.length].filter(Boolean).join(' · ')}
          </Typography>
          <Box component="nav" aria-label={t.shell.bar} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }} data-testid="export-bar">
            {entries.map((e) => (
              <Button key={e} component={Link} to={exportPath(unit.number, opId, e)} size="small" variant={child === e ? 'contained' : 'outlined'}
                aria-current={child === e ? 'page' : undefined} data-testid={`export-bar-${e}`}>
                {BAR_LABELS[e]}
              </Button>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Routes>
        <Route index element={<Navigate to={exportPath(unit.number, opId, operation ? 'exportDetail' : entries.includes('new') ? 'new' : 'exportDetail')} replace />} />
        {/* The form sends a pre-advised unit on by itself (to the calendar or the detail, as the save answered). */}
        <Route path="new" element={guard(can(roles, 'exports', 'preadvise'), <PreadviceForm roles={roles} />)} />
        <Route path="exportDetail" element={<ExportDetail />} />
        <Route path="exportApp" element={guard(action('coordinate'), <ExportCalendar />)} />
        <Route path="costs" element={guard(entries.includes('costs'), <ExportCosts />)} />
        <Route path="gatePass" element={guard(entries.includes('gatePass'), <ExportGatePass />)} />
        <Route path="trucking" element={guard(action('reassignTrucking'), <ExportTrucking />)} />
        <Route path="edit" element={guard(action('editPreadvice') && can(roles, 'exports', 'edit'), <ExportEdit />)} />
        <Route path="*" element={<Navigate to={exportPath(unit.number, opId)} replace />} />
      </Routes>
    </Box>
  );
};

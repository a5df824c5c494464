/**
 * A visit's manifested units (VV-010…021, VV-033…036): the filtered page of 8, the count (not for
 * SHIPPINGCO), checkboxes kept across pages, mass gate-pass print and reassignment of the
 * selection, the per-row actions, and the spec's empty text. Filters and page live in the URL.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Checkbox, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { importStateLabel } from '../../domain/transitStates';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { useApiError } from '../layout/useApiError';
import { useTerminalNow } from '../terminal/terminalClock';
import { PageLinks } from './PageLinks';
import { hasUnitActions, mayPrint, mayReassign, rowActions, showsUnitCount, type RowAction } from './rowActions';
import { UnitRowActions } from './UnitRowActions';
import { unitsKey, useVisitActions } from './useVisitActions';
import { vesselVisitsApi } from './vesselVisitsApi';
import { filterUnits, massPrintDisabled, pageOf, type UnitStatus, type VisitUnitRow } from './visitUnits';

const V = 'app.visitScreens.vesselVisits';
const COLUMNS = ['unitNbr', 'typeLength', 'apptTime', 'apptNbr', 'patente', 'transitState', 'condicionDeRetiro'] as const;

export interface UnitsPanelProps {
  visitId: string;
  roles: readonly string[];
  container: string;
  status: UnitStatus;
  page: number;
  onPage: (page: number) => void;
  /** The edit state (VV-016): selection and actions; off, the list only reads. */
  editing: boolean;
  /**
   * The management view (VV-014): its empty list is the generic 'No hay contenedores.' (Q14,
   * ERR-015; P46); the search's is the storekeeper's text (VV-013).
   */
  management?: boolean;
}

const cell = (row: VisitUnitRow, column: (typeof COLUMNS)[number]) =>
  column === 'transitState' ? importStateLabel(row.transitState) : row[column] ?? '';

export const UnitsPanel = ({ visitId, roles, container, status, page, onPage, editing, management = false }: UnitsPanelProps) => {
  const translate = useTranslate();
  const onError = useApiError();
  const query = useQuery({ queryKey: unitsKey(visitId), queryFn: ({ signal }) => vesselVisitsApi.units(visitId, signal), retry: false });
  useEffect(() => {
    if (query.error) void onError(query.error);
  }, [query.error, onError]);
  const { now, ready } = useTerminalNow();
  const actions = useVisitActions(visitId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<string>();
  const all = query.data;
  // Checkboxes and the actions column only for a role with something to do with them (not SHIPPINGCO).
  const acting = editing && hasUnitActions(roles);
  const filtered = useMemo(() => filterUnits(all ?? [], container, status), [all, container, status]);
  const shown = pageOf(filtered, page);
  const selectedRows = (all ?? []).filter((r) => selected.has(r.unitNbr));
  const pageNbrs = shown.rows.map((r) => r.unitNbr);
  const pageChecked = pageNbrs.length > 0 && pageNbrs.every((n) => selected.has(n));

  const toggle = (nbrs: readonly string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const n of nbrs) if (on) next.add(n); else next.delete(n);
      return next;
    });
  const act = (row: VisitUnitRow, action: RowAction) => {
    if (action === 'printGatePass') void actions.printOne(row.unitNbr);
    else if (action === 'reassign') actions.reassign([row.unitNbr]);
    else if (action === 'appointment') actions.appointment(row.unitNbr);
    else setConfirming(row.unitNbr);
  };

  if (!all) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="visit-units">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        {showsUnitCount(roles) && (
          <Typography variant="subtitle1" component="p" data-testid="unit-count">
            {translate(`${V}.count`, { smart_count: all.length })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {editing && selected.size > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="selected-count">
            {translate(`${V}.selected`, { smart_count: selected.size })}
          </Typography>
        )}
        {editing && mayPrint(roles) && (
          <Tooltip title={translate(`${V}.printSelectedHint`)}>
            <span>
              <Button
                variant="outlined"
                size="small"
                startIcon={<PrintIcon />}
                disabled={actions.busy || massPrintDisabled(selectedRows)}
                onClick={() => void actions.printMany(selectedRows.map((r) => r.unitNbr))}
                data-testid="print-selected"
              >
                {translate(`${V}.printSelected`)}
              </Button>
            </span>
          </Tooltip>
        )}
        {editing && mayReassign(roles) && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<LocalShippingIcon />}
            disabled={actions.busy || selected.size === 0}
            onClick={() => actions.reassign(selectedRows.map((r) => r.unitNbr))}
            data-testid="reassign-selected"
          >
            {translate(`${V}.reassignSelected`)}
          </Button>
        )}
      </Stack>
      {filtered.length === 0 ? (
        <Alert severity="info" data-testid="units-empty">{translate(management ? `${V}.emptyGeneric` : `${V}.empty`)}</Alert>
      ) : (
        <>
          <Table size="small" data-testid="units-table">
            <TableHead>
              <TableRow>
                {acting && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={pageChecked}
                      indeterminate={!pageChecked && pageNbrs.some((n) => selected.has(n))}
                      onChange={(e) => toggle(pageNbrs, e.target.checked)}
                      slotProps={{ input: { 'aria-label': translate(`${V}.selectAll`) } }}
                    />
                  </TableCell>
                )}
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{translate(`${V}.columns.${c}`)}</TableCell>
                ))}
                {acting && <TableCell align="right">{translate(`${V}.actions`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.rows.map((row) => (
                <TableRow key={row.unitNbr} hover selected={selected.has(row.unitNbr)} data-testid="unit-row" data-unit={row.unitNbr}>
                  {acting && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row.unitNbr)}
                        onChange={(e) => toggle([row.unitNbr], e.target.checked)}
                        slotProps={{ input: { 'aria-label': translate(`${V}.selectUnit`, { unitNbr: row.unitNbr }) } }}
                      />
                    </TableCell>
                  )}
                  {COLUMNS.map((c) => (
                    <TableCell key={c} data-column={c}>{cell(row, c)}</TableCell>
                  ))}
                  {acting && (
                    <TableCell align="right">
                      {ready && <UnitRowActions unitNbr={row.unitNbr} states={rowActions(row, roles, now())} onAction={(a) => act(row, a)} busy={actions.busy} />}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {translate(`${V}.shown`, { from: (shown.page - 1) * 8 + 1, to: (shown.page - 1) * 8 + shown.rows.length, total: shown.total })}
          </Typography>
          <PageLinks page={shown.page} pageCount={shown.pageCount} onPage={onPage} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        content={translate(`${V}.changeConditionConfirm`, { unitNbr: confirming ?? '' })}
        busy={actions.busy}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const nbr = confirming;
          setConfirming(undefined);
          if (nbr) void actions.changeCondition(nbr);
        }}
      />
    </Box>
  );
};

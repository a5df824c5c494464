/**
 * A visit's manifested units (VV-010…021, VV-033…036) on the list framework's operational list:
 * 8 a page with at most 8 page links, the count (not for SHIPPINGCO), checkboxes kept across
 * pages, mass gate-pass print and reassignment of the selection, the per-row actions, and the
 * spec's empty text; plus what every list offers: search (not for the roles the spec hides the
 * container filter from, VV-009), sort, columns, saved queries and export. The visit's container
 * and status filters and the page live in the URL.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { UNIT_LIST_PAGING } from '../../domain/listPaging';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useApiError } from '../layout/useApiError';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import {
  hasUnitActions,
  mayPrint,
  mayReassign,
  rowActions,
  showsUnitCount,
  showsUnitFilters,
  type RowAction,
} from './rowActions';
import { UnitRowActions } from './UnitRowActions';
import { unitsKey, useVisitActions } from './useVisitActions';
import { vesselVisitsApi } from './vesselVisitsApi';
import {
  UNIT_COLUMNS,
  UNIT_SEARCH,
  filterUnits,
  massPrintDisabled,
  unitListRow,
  type UnitListRow,
  type UnitStatus,
  type VisitUnitRow,
} from './visitUnits';

const V = 'app.visitScreens.vesselVisits';
const NO_SEARCH: readonly string[] = [];

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

export const UnitsPanel = ({
  visitId,
  roles,
  container,
  status,
  page,
  onPage,
  editing,
  management = false,
}: UnitsPanelProps) => {
  const translate = useTranslate();
  const onError = useApiError();
  const query = useQuery({
    queryKey: unitsKey(visitId),
    queryFn: ({ signal }) => vesselVisitsApi.units(visitId, signal),
    retry: false,
  });
  useEffect(() => {
    if (query.error) void onError(query.error);
  }, [query.error, onError]);
  const { now, ready } = useTerminalNow();
  const actions = useVisitActions(visitId);
  const [confirming, setConfirming] = useState<string>();
  const all = query.data;
  // Checkboxes and the actions column only for a role with something to do with them (not SHIPPINGCO).
  const acting = editing && hasUnitActions(roles);
  const rows = useMemo(() => filterUnits(all ?? [], container, status).map(unitListRow), [all, container, status]);
  const columns = useMemo<ListColumn[]>(
    () =>
      UNIT_COLUMNS.map((c) => ({
        source: c,
        label: translate(`${V}.columns.${c}`),
        kind: c === 'apptTime' ? 'datetime' : 'text',
      })),
    [translate],
  );

  const act = (row: VisitUnitRow, action: RowAction) => {
    if (action === 'pickup') actions.pickup(row.unitNbr);
    else if (action === 'printGatePass') void actions.printOne(row.unitNbr);
    else if (action === 'reassign') actions.reassign([row.unitNbr]);
    else if (action === 'appointment') actions.appointment(row.unitNbr);
    else setConfirming(row.unitNbr);
  };

  /** The mass actions, over the selected units of the whole visit (a filter does not unselect). */
  const bulkActions = (selectedIds: readonly Identifier[]) => {
    if (!editing) return null;
    const selectedRows = (all ?? []).filter((r) => selectedIds.includes(r.unitNbr));
    return (
      <>
        {selectedIds.length > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="selected-count">
            {translate(`${V}.selected`, { smart_count: selectedIds.length })}
          </Typography>
        )}
        {mayPrint(roles) && (
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
        {mayReassign(roles) && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<LocalShippingIcon />}
            disabled={actions.busy || selectedRows.length === 0}
            onClick={() => actions.reassign(selectedRows.map((r) => r.unitNbr))}
            data-testid="reassign-selected"
          >
            {translate(`${V}.reassignSelected`)}
          </Button>
        )}
      </>
    );
  };

  if (!all) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="visit-units">
      {showsUnitCount(roles) && (
        <Typography variant="subtitle1" component="p" data-testid="unit-count" sx={{ mb: 1 }}>
          {translate(`${V}.count`, { smart_count: all.length })}
        </Typography>
      )}
      <RowsList<UnitListRow>
        id="visitUnits"
        title={translate(`${V}.exportTitle`, { visit: visitId })}
        rows={rows}
        columns={columns}
        search={showsUnitFilters(roles) ? UNIT_SEARCH : NO_SEARCH}
        perPage={UNIT_LIST_PAGING.perPage}
        maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
        page={page}
        onPageChange={onPage}
        empty={
          <Alert severity="info" data-testid="units-empty">
            {translate(management ? `${V}.emptyGeneric` : `${V}.empty`)}
          </Alert>
        }
        selectable={acting}
        selectionLabels={{
          page: translate(`${V}.selectAll`),
          row: ({ unit }) => translate(`${V}.selectUnit`, { unitNbr: unit.unitNbr }),
        }}
        bulkActions={bulkActions}
        rowActions={
          acting
            ? {
                label: translate(`${V}.actions`),
                render: ({ unit }) =>
                  ready && (
                    <UnitRowActions
                      unitNbr={unit.unitNbr}
                      states={rowActions(unit, roles, now())}
                      onAction={(a) => act(unit, a)}
                      busy={actions.busy}
                    />
                  ),
              }
            : undefined
        }
        rowAttributes={({ unit }) => ({ 'data-testid': 'unit-row', 'data-unit': unit.unitNbr })}
        data-testid="units-table"
        pagesTestId="unit-pages"
      />
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

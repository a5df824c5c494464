/**
 * The empties pre-advice rows on the list framework (MTY-010, MTY-016, MTY-017, MTY-022…029):
 * contenedor, estado as its label, mensaje, isocode and tara_kg; 8 a page with 10 page links;
 * edit for NEW rows and delete for NEW or INBOUND ones, when the screen offers them.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { canDeleteRow, canEditRow, emptyStateLabel, type EmptyRow } from '../../domain/emptyPreadvice/emptyRows';
import { BOOKING_UNITS_PAGING } from '../../domain/listPaging';
import { stateOnScreen } from '../../domain/transitStates';
import { exportMessages } from '../../i18n/exportMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';

const t = exportMessages.empties;
type Row = EmptyRow & { id: string; estadoLabel: string };

const columns: readonly ListColumn[] = [
  { source: 'contenedor', label: t.container, kind: 'text', list: true },
  { source: 'estadoLabel', label: t.estado, kind: 'text', list: true },
  { source: 'mensaje', label: t.mensaje, kind: 'text', list: true },
  { source: 'isocode', label: t.isocode, kind: 'text', list: true },
  { source: 'tara_kg', label: t.tare, kind: 'number', list: true },
];
const SEARCH = ['contenedor', 'mensaje'] as const;

export interface EmptyRowsListProps {
  id: string;
  title: string;
  rows: readonly EmptyRow[];
  onEdit?: (row: EmptyRow) => void;
  onDelete?: (row: EmptyRow) => void;
}

export const EmptyRowsList = ({ id, title, rows, onEdit, onDelete }: EmptyRowsListProps) => {
  // A number may repeat in a grid (the repetition is its message): the row's id is its place; callbacks get the grid's own row.
  const list = useMemo<Row[]>(
    () => rows.map((r, i) => ({ ...r, id: String(i), estadoLabel: stateOnScreen(emptyStateLabel(r.estado)) })),
    [rows],
  );
  const own = (r: Row) => rows[Number(r.id)]!;
  return (
    <RowsList<Row>
      id={id}
      title={title}
      rows={list}
      columns={columns}
      search={SEARCH}
      perPage={BOOKING_UNITS_PAGING.perPage}
      maxPageLinks={BOOKING_UNITS_PAGING.maxPageLinks}
      empty={
        <Alert severity="info" data-testid="empties-none">
          {t.none}
        </Alert>
      }
      rowActions={
        onEdit || onDelete
          ? {
              label: t.actions,
              render: (r) => (
                <Stack direction="row">
                  {onEdit && canEditRow(r) && (
                    <Tooltip title={t.edit}>
                      <IconButton
                        size="small"
                        aria-label={`${t.edit} ${r.contenedor}`}
                        onClick={() => onEdit(own(r))}
                        data-testid="empty-edit"
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onDelete && canDeleteRow(r) && (
                    <Tooltip title={t.remove}>
                      <IconButton
                        size="small"
                        aria-label={`${t.remove} ${r.contenedor}`}
                        onClick={() => onDelete(own(r))}
                        data-testid="empty-delete"
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              ),
            }
          : undefined
      }
      rowAttributes={(r) => ({ 'data-testid': 'empty-row', 'data-unit': r.contenedor, 'data-estado': r.estado })}
      data-testid="empties-table"
    />
  );
};

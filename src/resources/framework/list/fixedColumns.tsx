/**
 * The grid's fixed columns, around the ones the column chooser shows, hides and moves: the
 * selection checkboxes first and the per-row action buttons last.
 *
 * The checkboxes are our own rather than react-admin's bulk-action ones: those put their
 * aria-label on the checkbox's wrapper, not on its input (react-admin 5 on MUI 9), so axe finds
 * unnamed inputs.
 */
import { Box, Checkbox } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useListContext, type Identifier } from 'react-admin';
import type { ListRecord } from './listColumns';

/** The per-row buttons: drawn in a fixed last column, never hidden by the column chooser. */
export interface RowActionsColumn {
  /** The column's header. */
  label: string;
  /** The header is read by assistive technology only: a column of one icon button needs no more room than the icon. */
  labelHidden?: boolean;
  render: (record: ListRecord) => ReactNode;
}

const ACTIONS_SOURCE = '__rowActions';
/** Out of sight, still read by assistive technology. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;
const SELECT_SOURCE = '__select';

const stopClick = (event: { stopPropagation(): void }) => event.stopPropagation();
// Space and Enter on a row's own control are that control's, not the row's.
const stopKeys = (event: { stopPropagation(): void }) => event.stopPropagation();

export interface SelectionLabels {
  /** The header's checkbox: the rows of the page. */
  page: string;
  row: (record: ListRecord) => string;
}

/** Selects or unselects the page's rows, keeping the rest of the selection (other pages). */
export const SelectPage = ({ label }: { label: string }) => {
  const { data, selectedIds, onSelect } = useListContext();
  const ids: Identifier[] = (data ?? []).map((r: ListRecord) => r.id);
  const chosen = ids.filter((id) => selectedIds.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={!all && chosen.length > 0}
      onChange={(e) =>
        onSelect(
          e.target.checked
            ? [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))]
            : selectedIds.filter((id) => !ids.includes(id)),
        )
      }
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};

export const SelectRow = ({ record, label }: { record: ListRecord; label: string }) => {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={stopClick}
      onKeyDown={stopKeys}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
};

export const selectionColumn = (labels: SelectionLabels) => (
  <DataTable.Col
    key={SELECT_SOURCE}
    source={SELECT_SOURCE}
    label={<SelectPage label={labels.page} />}
    disableSort
    padding="checkbox"
    render={(record: ListRecord) => <SelectRow record={record} label={labels.row(record)} />}
  />
);

export const rowActionsColumn = (actions: RowActionsColumn) => (
  <DataTable.Col
    key={ACTIONS_SOURCE}
    source={ACTIONS_SOURCE}
    label={
      actions.labelHidden ? (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {actions.label}
        </Box>
      ) : (
        actions.label
      )
    }
    disableSort
    align="right"
    // A button in the row must not also fire the row's click (or its Enter).
    render={(record: ListRecord) => (
      <span role="presentation" onClick={stopClick} onKeyDown={stopKeys}>
        {actions.render(record)}
      </span>
    )}
  />
);

/** Attributes a screen sets on each of its rows (test hooks, its unit's number…), as a table row or a phone card. */
export type RowAttributes = (record: ListRecord) => Record<`data-${string}`, string | undefined>;

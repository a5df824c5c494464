/**
 * The grid every list draws, resource list or operational list alike: react-admin's
 * DatagridConfigurable (the column chooser's preferences, per list id and column signature), the
 * columns read by kind, a row action on click or Enter (rows are then focusable), and the fixed
 * columns the chooser leaves alone: checkboxes first (the bulk actions themselves live in the
 * list's toolbar, shown even with no selection) and per-row action buttons last.
 */
import type { SxProps, Theme } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { DatagridConfigurable, DatagridRow, useListContext, useRecordContext, useTranslate, type DatagridRowProps } from 'react-admin';
import {
  FixedBody, FixedHeader, rowActionsColumn, selectionColumn, type FixedColumns, type RowActionsColumn, type SelectionLabels,
} from './fixedColumns';
import { columnElements, type ListColumn, type ListRecord } from './listColumns';
import { datagridPreferenceKey } from './visibleColumns';

/** Data attributes a row carries (e.g. a test hook naming the row's unit). */
export type RowAttributes = (record: ListRecord) => Record<`data-${string}`, string | undefined>;

export interface ListGridProps {
  /** The list's id (resource name or operational list id): its column preferences. */
  listId: string;
  columns: readonly ListColumn[];
  /** Row click and Enter on a focused row. */
  onRowClick?: (record: ListRecord) => void;
  rowSx?: (record: ListRecord) => SxProps<Theme>;
  /** Checkboxes for the toolbar's bulk actions, named by these (react-admin's 'Seleccionar todo' and '… esta fila' by default). */
  selectable?: boolean;
  selectionLabels?: SelectionLabels;
  rowActions?: RowActionsColumn;
  rowAttributes?: RowAttributes;
  /** Shown instead of the table when there are no rows (react-admin's own when absent). */
  empty?: ReactNode;
  'data-testid'?: string;
}

/** Enter on the focused row acts as its click; keys on the row's own controls stay theirs. */
function clickOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
}

const ListRow = ({ keyboard, rowAttributes, ...props }: DatagridRowProps & { keyboard: boolean; rowAttributes?: RowAttributes }) => {
  const record = useRecordContext<ListRecord>();
  return (
    <DatagridRow
      {...props}
      {...(record && rowAttributes ? rowAttributes(record) : {})}
      {...(keyboard ? { tabIndex: 0, onKeyDown: clickOnEnter } : {})}
    />
  );
};

const GRID_SX = {
  '& .RaDatagrid-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

export const ListGrid = (props: ListGridProps) => {
  const { listId, columns, onRowClick, rowSx, selectable = false, selectionLabels, rowActions, rowAttributes, empty, ...rest } = props;
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const fixed: FixedColumns = {
    first: selectable && selectionColumn(selectionLabels ?? { page: translate('ra.action.select_all'), row: () => translate('ra.action.select_row') }),
    last: rowActions && rowActionsColumn(rowActions),
  };
  return (
    <DatagridConfigurable
      preferenceKey={datagridPreferenceKey(listId, columns)}
      rowClick={
        onRowClick
          ? (_id, _resource, record) => {
              onRowClick(record as ListRecord);
              return false;
            }
          : false
      }
      rowSx={(record) => ({
        ...(selectable && selectedIds?.includes(record.id) ? { backgroundColor: 'action.selected' } : {}),
        ...(rowSx?.(record as ListRecord) as object | undefined),
      })}
      body={<FixedBody fixed={fixed} row={<ListRow keyboard={!!onRowClick} rowAttributes={rowAttributes} />} />}
      header={<FixedHeader fixed={fixed} />}
      // Not react-admin's bulk checkboxes and toolbar (see fixedColumns).
      bulkActionButtons={false}
      empty={empty}
      sx={GRID_SX}
      {...rest}
    >
      {columnElements(columns, translate)}
    </DatagridConfigurable>
  );
};

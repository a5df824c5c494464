/**
 * The grid every list draws, resource list or operational list alike (on a phone, as cards:
 * ListCards): react-admin's DataTable
 * (the columns the user hid and their order kept per user, per list: see visibleColumns), the
 * columns read by kind, a row action on click or Enter (rows are then in the tab order, with a
 * visible focus), and the fixed columns the chooser leaves alone: checkboxes first (the bulk
 * actions themselves live in the list's toolbar, shown even with no selection) and per-row
 * action buttons last.
 */
import { useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { createContext, useContext, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  useListContext,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { rowActionsColumn, selectionColumn, type RowActionsColumn, type SelectionLabels } from './fixedColumns';
import { ListCards } from './ListCards';
import { columnElements, type ListColumn, type ListRecord } from './listColumns';
import { useAriaSort } from './useAriaSort';
import { columnsStoreKey, useVisibleFields } from './visibleColumns';

/** Data attributes a row carries (e.g. a test hook naming the row's unit). */
export type { RowAttributes } from './fixedColumns';
import type { RowAttributes } from './fixedColumns';

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

const RowOptions = createContext<{ keyboard: boolean; rowAttributes?: RowAttributes }>({ keyboard: false });

const ListRow = (props: DataTableRowProps) => {
  const record = useRecordContext<ListRecord>();
  const { keyboard, rowAttributes } = useContext(RowOptions);
  return (
    <DataTableRow
      {...props}
      {...(record && rowAttributes ? rowAttributes(record) : {})}
      {...(keyboard ? { tabIndex: 0, onKeyDown: clickOnEnter } : {})}
    />
  );
};

const ListBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={ListRow} />;

const GRID_SX = {
  '& .RaDataTable-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '& .RaDataTable-headerCell': { fontWeight: 600 },
  // Half MUI's 16 px between columns: beside the detail panel a name keeps to one or two lines.
  '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { px: 1 },
  '& .RaDataTable-headerCell:first-of-type, & .RaDataTable-rowCell:first-of-type': { pl: 2 },
  '& .RaDataTable-headerCell:last-of-type, & .RaDataTable-rowCell:last-of-type': { pr: 2 },
} as const;

export const ListGrid = (props: ListGridProps) => {
  const {
    listId,
    columns,
    onRowClick,
    rowSx,
    selectable = false,
    selectionLabels,
    rowActions,
    rowAttributes,
    empty,
    ...rest
  } = props;
  const translate = useTranslate();
  const { selectedIds, sort } = useListContext();
  const grid = useRef<HTMLDivElement>(null);
  useAriaSort(grid, sort);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const visible = useVisibleFields(listId, columns, { leading: selectable ? 1 : 0 });
  const labels = selectionLabels ?? {
    page: translate('ra.action.select_all'),
    row: () => translate('ra.action.select_row'),
  };
  if (phone) {
    return (
      <ListCards
        columns={visible}
        onRowClick={onRowClick}
        selectionLabels={selectable ? labels : undefined}
        rowActions={rowActions}
        rowAttributes={rowAttributes}
        empty={empty}
        data-testid={rest['data-testid']}
      />
    );
  }
  return (
    <RowOptions.Provider value={{ keyboard: !!onRowClick, rowAttributes }}>
      {/* display: contents: a handle on the table for aria-sort, with no box of its own. */}
      <div ref={grid} style={{ display: 'contents' }}>
        <DataTable
          storeKey={columnsStoreKey(listId, columns)}
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
          body={ListBody}
          // Not react-admin's bulk checkboxes and toolbar (see fixedColumns).
          bulkActionButtons={false}
          empty={empty}
          sx={GRID_SX}
          {...rest}
        >
          {selectable && selectionColumn(labels)}
          {columnElements(columns, translate)}
          {rowActions && rowActionsColumn(rowActions)}
        </DataTable>
      </div>
    </RowOptions.Provider>
  );
};

/**
 * An operational list: rows a screen already holds or fetches itself (a visit's units, a tracking
 * search's results; invoices, payments and reports next), with what every resource list offers:
 * the search box (from 3 characters), the columns read by kind, sort by column header, pages, the
 * column chooser and saved queries kept per user, the export of every searched and sorted row in
 * the visible columns, a row action on click or Enter, and optionally checkboxes with bulk
 * actions and per-row action buttons. Built from the same pieces as ResourceList (list/, export/)
 * on a local list controller (list/useRowsListController) instead of the data provider.
 *
 * `id` names the list: its preferences ("preferences.<id>.datatable.*"), saved queries
 * ("<id>.savedQueries") and kept search and sort ("<id>.listParams"); it must not be a resource name.
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FilterContext,
  FilterForm,
  ListContextProvider,
  ResourceContextProvider,
  useTranslate,
  type Identifier,
  type SortPayload,
} from 'react-admin';
import { ExportMenuButton } from './export/ExportMenuButton';
import { ColumnChooserButton } from './list/ColumnChooserButton';
import type { ListColumn, ListRecord } from './list/listColumns';
import { fieldFilterInputs, searchInput } from './list/listFilters';
import { ListGrid, type RowAttributes } from './list/ListGrid';
import { PageLinks } from './list/PageLinks';
import { SavedQueriesMenu } from './list/SavedQueriesMenu';
import { useRowsListController } from './list/useRowsListController';
import { UserPreferences } from './list/UserPreferences';
import { useVisibleFields } from './list/visibleColumns';

export type { ListColumn, ListRecord };

/** A row needs only an id: the screen's own row type (an interface too) is taken as it is. */
export type RowWithId = { id: Identifier };

export interface RowsListProps<R extends RowWithId> {
  id: string;
  /** The list's name: the export's worksheet and file. */
  title: string;
  /** undefined while loading; memoised (a new array is a new search index). */
  rows: readonly R[] | undefined;
  columns: readonly ListColumn[];
  /** Dotted paths the search box searches; none: no search box. Memoised, as rows. */
  search: readonly string[];
  sort?: SortPayload;
  /** Rows a page, and the page sizes offered when more than one (the spec's per screen). */
  perPage: number;
  perPageOptions?: readonly number[];
  /** The most page links the pager shows (D2 §9: 8 in unit lists). */
  maxPageLinks: number;
  /** The page when the screen keeps it (e.g. in its URL). */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Shown instead of the table when no row matches. */
  empty: ReactNode;
  onRowClick?: (row: R) => void;
  /** Checkboxes; the selection goes to bulkActions. */
  selectable?: boolean;
  selectionLabels?: { page: string; row: (row: R) => string };
  /** Toolbar buttons acting on the selection (shown with nothing selected too, e.g. disabled). */
  bulkActions?: (selectedIds: readonly Identifier[]) => ReactNode;
  rowActions?: { label: string; render: (row: R) => ReactNode };
  rowAttributes?: (row: R) => ReturnType<RowAttributes>;
  /** The table's and the pager's test hooks. */
  'data-testid'?: string;
  pagesTestId?: string;
}

const Toolbar = <R extends RowWithId>({
  id,
  title,
  columns,
  bulkActions,
  selectedIds,
  selectable,
}: Pick<RowsListProps<R>, 'id' | 'title' | 'columns' | 'bulkActions' | 'selectable'> & {
  selectedIds: readonly Identifier[];
}) => {
  // The checkboxes are the grid's first, fixed column: the chosen columns come after it.
  const layout = { leading: selectable ? 1 : 0 };
  const visible = useVisibleFields(id, columns, layout);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0, '& .RaFilterForm-root': { minHeight: 0, p: 0 } }}>
        <FilterForm />
      </Box>
      {bulkActions?.(selectedIds)}
      {/* The list's own buttons wrap together on a narrow screen. */}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <SavedQueriesMenu />
        <ColumnChooserButton listId={id} fields={columns} layout={layout} />
        <ExportMenuButton title={title} fields={visible} />
      </Stack>
    </Stack>
  );
};

const RowsListBody = <R extends RowWithId>(props: RowsListProps<R>) => {
  const { id, columns, search, onRowClick, rowActions, rowAttributes } = props;
  const translate = useTranslate();
  // The list engine reads rows as plain records; the screen keeps its own row type.
  const list = useRowsListController<ListRecord>({ ...props, rows: props.rows as readonly ListRecord[] | undefined });
  return (
    <ResourceContextProvider value={id}>
      <ListContextProvider value={list}>
        <FilterContext.Provider
          value={[
            ...(search.length > 0 ? [searchInput(translate)] : []),
            ...fieldFilterInputs(columns, { alwaysOn: true }),
          ]}
        >
          <Toolbar
            id={id}
            title={props.title}
            columns={columns}
            bulkActions={props.bulkActions}
            selectedIds={list.selectedIds}
            selectable={props.selectable}
          />
        </FilterContext.Provider>
        {/* A table wider than the screen scrolls inside its box rather than widening the page. */}
        <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <ListGrid
            listId={id}
            columns={columns}
            selectable={props.selectable}
            selectionLabels={
              props.selectionLabels && {
                page: props.selectionLabels.page,
                row: (record) => props.selectionLabels!.row(record as unknown as R),
              }
            }
            empty={props.empty}
            onRowClick={onRowClick && ((record) => onRowClick(record as unknown as R))}
            rowActions={
              rowActions && { label: rowActions.label, render: (record) => rowActions.render(record as unknown as R) }
            }
            rowAttributes={rowAttributes && ((record) => rowAttributes(record as unknown as R))}
            data-testid={props['data-testid']}
          />
        </Box>
        <PageLinks
          maxLinks={props.maxPageLinks}
          perPageOptions={props.perPageOptions}
          data-testid={props.pagesTestId}
        />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

export const RowsList = <R extends RowWithId>(props: RowsListProps<R>) => (
  <UserPreferences>
    <RowsListBody {...props} />
  </UserPreferences>
);

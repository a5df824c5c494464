/**
 * The list controller of an operational list: rows the screen already holds (or fetched itself)
 * searched, filtered and sorted by the same in-memory engine the data layer answers the resource
 * lists with (providers/listQuery: search from 3 characters, Spanish collation), then paged. It
 * returns react-admin's ListContext value, so the grid, filter form, column chooser, saved queries
 * and export work on it as they do on a resource list.
 *
 * Search, filters, sort and page size are kept in react-admin's session store under
 * "<id>.listParams" (as a resource list's are), so coming back to the screen finds them; the page
 * may instead be the caller's (e.g. in its URL). The selection is the screen's own (not stored): it
 * belongs to the rows the screen shows now.
 */
import { sameQuery } from './sameQuery';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useRecordSelection,
  useStoreContext,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { listQuery } from '../../../providers/listQuery';
import { pageOf } from './paging';

export interface RowsListOptions<R extends RaRecord> {
  /** The list's id: its store keys, preferences and saved queries (must not be a resource name). */
  id: string;
  /** undefined while loading. The array must not be mutated once given (the search index is kept per array). */
  rows: readonly R[] | undefined;
  /** Dotted paths the search box searches. */
  search: readonly string[];
  sort?: SortPayload;
  perPage: number;
  /** Page sizes the user may choose (a kept or saved one outside them gives way to perPage). */
  perPageOptions?: readonly number[];
  /** The page when the caller keeps it (e.g. in its URL); it is then told of every change. */
  page?: number;
  onPageChange?: (page: number) => void;
}

interface Params {
  filter: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  sort: SortPayload;
  perPage: number;
  page: number;
}

const NO_SORT: SortPayload = { field: '', order: 'ASC' };

/** A filter without its empty entries (an emptied search box is no filter). */
function withoutBlanks(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const nested = withoutBlanks(value as Record<string, unknown>);
      if (Object.keys(nested).length > 0) out[key] = nested;
    } else out[key] = value;
  }
  return out;
}

export function useRowsListController<R extends RaRecord>(options: RowsListOptions<R>): ListControllerResult<R> {
  const { id, rows, search, perPage: defaultPerPage, onPageChange } = options;
  const defaultSort = options.sort ?? NO_SORT;
  const store = useStoreContext();
  const storeKey = `${id}.listParams`;
  const [params, setParams] = useState<Params>(() => ({
    filter: {},
    displayedFilters: {},
    sort: defaultSort,
    perPage: defaultPerPage,
    page: 1,
    ...store.getItem<Partial<Params>>(storeKey),
  }));
  useEffect(() => store.setItem(storeKey, params), [store, storeKey, params]);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  const perPage = (options.perPageOptions ?? []).includes(params.perPage) ? params.perPage : defaultPerPage;
  const controlled = options.page !== undefined;
  const requestedPage = controlled ? options.page! : params.page;
  // The page a filter or sort change goes back to; a caller-kept page is told, not set.
  const pageRef = useRef(requestedPage);
  pageRef.current = requestedPage;
  const toFirstPage = useCallback(() => {
    if (pageRef.current === 1) return;
    if (controlled) onPageChange?.(1);
    else setParams((p) => ({ ...p, page: 1 }));
  }, [controlled, onPageChange]);

  const matched = useMemo(
    () =>
      rows
        ? listQuery(rows, { search, filter: params.filter, sort: params.sort.field ? params.sort : undefined }).data
        : undefined,
    [rows, search, params.filter, params.sort],
  );
  const shown = matched ? pageOf(matched, requestedPage, perPage) : undefined;

  const [selectedIds, selection] = useRecordSelection<R>({ disableSyncWithStore: true });

  const setPage = useCallback(
    (page: number) => {
      if (controlled) onPageChange?.(page);
      else setParams((p) => ({ ...p, page }));
    },
    [controlled, onPageChange],
  );
  const setFilters = useCallback(
    (filters: Record<string, unknown>, displayedFilters?: Record<string, boolean>) => {
      const filter = withoutBlanks(filters);
      // The filter form also submits values that did not change (e.g. on mount): the page stays then.
      const changed = !sameQuery(filter, paramsRef.current.filter);
      if (!changed && !displayedFilters) return;
      setParams((p) => ({ ...p, filter, displayedFilters: displayedFilters ?? p.displayedFilters }));
      if (changed) toFirstPage();
    },
    [toFirstPage],
  );
  const setSort = useCallback(
    (sort: SortPayload) => {
      setParams((p) => ({ ...p, sort }));
      toFirstPage();
    },
    [toFirstPage],
  );
  const setPerPage = useCallback(
    (perPage: number) => {
      setParams((p) => ({ ...p, perPage }));
      toFirstPage();
    },
    [toFirstPage],
  );
  const showFilter = useCallback(
    (name: string, defaultValue: unknown) =>
      setParams((p) => ({
        ...p,
        displayedFilters: { ...p.displayedFilters, [name]: true },
        filter: withoutBlanks({ ...p.filter, [name]: defaultValue }),
      })),
    [],
  );
  const hideFilter = useCallback(
    (name: string) =>
      setParams((p) => {
        const { [name]: _hidden, ...displayedFilters } = p.displayedFilters;
        const { [name]: _value, ...filter } = p.filter;
        return { ...p, displayedFilters, filter };
      }),
    [],
  );
  const getData = useCallback(
    async ({ maxResults }: { maxResults?: number } = {}) => (matched ?? []).slice(0, maxResults ?? undefined),
    [matched],
  );

  const base = {
    sort: params.sort,
    defaultTitle: '',
    displayedFilters: params.displayedFilters,
    exporter: false as const,
    getData,
    filterValues: params.filter,
    hideFilter,
    onSelect: selection.select,
    onSelectAll: () => selection.select((matched ?? []).map((r) => r.id)),
    onToggleItem: selection.toggle,
    onUnselectItems: () => selection.clearSelection(),
    page: shown?.page ?? requestedPage,
    perPage,
    refetch: () => undefined,
    resource: id,
    selectedIds: selectedIds as Identifier[],
    setFilters,
    setPage,
    setPerPage,
    setSort,
    showFilter,
    hasNextPage: shown ? shown.page < shown.pageCount : false,
    hasPreviousPage: shown ? shown.page > 1 : false,
    isFetching: false,
    isLoading: !shown,
    isPaused: false,
    isPlaceholderData: false,
  };
  return shown
    ? { ...base, data: shown.rows, total: shown.total, meta: undefined, error: null, isPending: false }
    : { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
}

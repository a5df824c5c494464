/**
 * Paging of a list held in memory (the operational lists): one page of the matched rows, the page
 * clamped to the pages there are, and the window of page links a pager shows (D2 §9, CONST-012:
 * unit lists 8 a page with at most 8 page links; D3 §9.1: payments 10 page buttons).
 */

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  total: number;
}

export const pageCountOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));

export function pageOf<T>(rows: readonly T[], page: number, size: number): Page<T> {
  const pageCount = pageCountOf(rows.length, size);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { rows: rows.slice((p - 1) * size, p * size), page: p, pageCount, total: rows.length };
}

/** The page links a pager shows: at most `max`, a window around the current page. */
export function pageLinks(page: number, pageCount: number, max: number): number[] {
  const count = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

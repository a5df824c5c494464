/**
 * The sorted column's header says so to assistive technology (aria-sort, WCAG 1.3.1):
 * react-admin's DataTable shows the sort with an arrow only. Its head cells take no attribute of
 * their own (a column's extra props reach its body cells too), so the attribute is set on the
 * rendered header cell, `th.column-<field>`, after every render (columns shown and sort may change).
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { SortPayload } from 'react-admin';

export function useAriaSort(container: RefObject<HTMLElement | null>, sort: SortPayload | undefined): void {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const th of root.querySelectorAll('th[aria-sort]')) th.removeAttribute('aria-sort');
    if (!sort?.field) return;
    const th = [...root.querySelectorAll('th')].find((cell) => cell.classList.contains(`column-${sort.field}`));
    th?.setAttribute('aria-sort', sort.order === 'DESC' ? 'descending' : 'ascending');
  });
}

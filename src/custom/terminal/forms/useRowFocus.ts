/**
 * Focus that follows the rows a form adds and removes (issue 30): after 'Agregar línea' the
 * keyboard is in the first field of the line just added, not left on the button under it; after
 * a line is removed, in a neighbour's first field (or on a fallback such as the add button when
 * no line is left), not lost with the removed line's button.
 *
 * The focus moves after the render that shows the change: `focusRow(i)` (the i-th child of the
 * element under `listRef`) or `focusIn(() => element)`, called in the same handler as the change.
 */
import { useCallback, useEffect, useRef } from 'react';

/** A form field (MUI's select is a combobox), before any other control of the row. */
const FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([aria-hidden="true"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="combobox"]:not([aria-disabled="true"])';
const CONTROL = 'button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/** The first field in `container` (or, without one, its first control; or itself when focusable). */
export function firstField(container: Element | null | undefined): HTMLElement | null {
  if (!container) return null;
  if (container.matches(FIELD)) return container as HTMLElement;
  return (
    container.querySelector<HTMLElement>(FIELD) ??
    (container.matches(CONTROL) ? (container as HTMLElement) : container.querySelector<HTMLElement>(CONTROL))
  );
}

type Find = () => Element | null | undefined;

export function useRowFocus<T extends HTMLElement = HTMLElement>(fallback?: Find) {
  const listRef = useRef<T>(null);
  const pending = useRef<Find | undefined>(undefined);

  // After every render: cheap when nothing waits.
  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = undefined;
    (firstField(find()) ?? firstField(fallback?.()))?.focus();
  });

  const focusIn = useCallback((find: Find) => {
    pending.current = find;
  }, []);
  const focusRow = useCallback((index: number) => focusIn(() => listRef.current?.children[index]), [focusIn]);
  return { listRef, focusRow, focusIn };
}

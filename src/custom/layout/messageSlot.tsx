/**
 * Where the message bar goes inside the page (issue 30): a slot at the top of the page's content,
 * so a message takes its own room and pushes the page down instead of lying over its controls.
 * The bar is rendered by react-admin outside the layout, so the slot is handed over through this
 * small store rather than a context.
 */
import { useCallback, useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The slot's element while a page frame is mounted (none on the sign-in page). */
export const useMessageSlot = (): HTMLElement | null =>
  useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );

/** The layout's slot: an empty block until a message is shown in it. */
export const MessageSlot = () => {
  const ref = useCallback((element: HTMLDivElement | null) => {
    slot = element;
    for (const listener of listeners) listener();
  }, []);
  return <div ref={ref} data-testid="message-slot" />;
};

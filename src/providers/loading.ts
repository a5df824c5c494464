/**
 * How many non-silent /api calls are in flight (ACC-046: the loading modal). A tiny external
 * store for React's useSyncExternalStore, so the http client needs no React context.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export const pendingCalls = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot(): number {
    return pending;
  },
  begin(): void {
    pending += 1;
    emit();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
};

/** Number of pending non-silent calls; > 0 means show the loading modal. */
export function usePendingCalls(): number {
  return useSyncExternalStore(pendingCalls.subscribe, pendingCalls.getSnapshot, pendingCalls.getSnapshot);
}

/**
 * Records fetched ahead of their view (the boot prefetch of a show or edit route): each is taken
 * once by the view's getOne instead of asking again; `arrived` once it has come (what peekOne hands
 * over at once). One nobody asked for within PREFETCHED_ONE_TTL_MS is dropped.
 */
import type { Identifier } from 'ra-core';
import type { Rec } from './recordPaths';

/** A prefetched record nobody asked for within this is dropped: the view fetches its own. */
const PREFETCHED_ONE_TTL_MS = 10_000;

interface Prefetched {
  pending: Promise<Rec>;
  arrived?: Rec;
}

export function createPrefetchedRecords(
  getOne: (resource: string, id: Identifier) => Promise<Rec>,
  login: () => string | undefined,
) {
  const prefetchedOnes = new Map<string, Prefetched>();
  const oneKey = (resource: string, id: Identifier) => `${resource}\u0000${String(id)}\u0000${login() ?? ''}`;
  return {
    /** The record's prefetch, taken (a second getOne asks the server). */
    take(resource: string, id: Identifier): Promise<Rec> | undefined {
      const key = oneKey(resource, id);
      const early = prefetchedOnes.get(key);
      prefetchedOnes.delete(key);
      return early?.pending;
    },
    // Read, not taken: the view's refetch on mount then takes the same answer instead of asking again.
    peek: (resource: string, id: Identifier) => prefetchedOnes.get(oneKey(resource, id))?.arrived,
    /** Starts fetching one record; settles when it has come or failed, never rejects. */
    async prefetch(resource: string, id: Identifier) {
      const key = oneKey(resource, id);
      const entry: Prefetched = { pending: getOne(resource, id) };
      prefetchedOnes.set(key, entry);
      const { pending } = entry;
      void pending.then(
        (record) => (entry.arrived = record),
        () => undefined,
      );
      setTimeout(() => {
        if (prefetchedOnes.get(key) === entry) prefetchedOnes.delete(key);
      }, PREFETCHED_ONE_TTL_MS);
      await pending.then(
        () => undefined,
        () => undefined,
      );
    },
    /** Drops the prefetched records (one resource's, or all). */
    invalidate(resource?: string) {
      for (const key of [...prefetchedOnes.keys()])
        if (resource === undefined || key.startsWith(`${resource}\u0000`)) prefetchedOnes.delete(key);
    },
  };
}

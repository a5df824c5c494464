/**
 * What the store is seeded with, for the server and `npm run mock:reset` alike: the core's seed
 * (seed/index.ts, the terminal's kinds included) completed by the mock areas' own collections.
 */
import { areaCollections, withAreaSeeds } from './areas/registry';
import { buildSeed } from './seed/index';
import type { StoreOptions } from './store';
import type { Db } from './types';

/**
 * A process that starts many servers (the tests, the harness) builds a small seed once — the
 * demo passwords' scrypt hashes are most of its cost — and gives each store its own copy. Large
 * scales are built each time rather than held in memory.
 */
const CACHED_UP_TO_SCALE = 4;
const built = new Map<number, Promise<string>>();

async function seedAt(scale: number): Promise<Db> {
  if (scale > CACHED_UP_TO_SCALE) return withAreaSeeds(await buildSeed(scale), scale);
  if (!built.has(scale)) {
    const building = buildSeed(scale).then((db) => JSON.stringify(withAreaSeeds(db, scale)));
    building.catch(() => built.delete(scale)); // a failed build is tried again next time
    built.set(scale, building);
  }
  return JSON.parse(await built.get(scale)!) as Db;
}

export const seeding = (): Pick<StoreOptions, 'seed' | 'collections'> => ({
  seed: seedAt,
  collections: areaCollections(),
});

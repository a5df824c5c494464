/**
 * What the store is seeded with, for the server and `npm run mock:reset` alike: the core's seed
 * (seed/index.ts, the terminal's kinds included) completed by the mock areas' own collections.
 */
import { areaCollections, withAreaSeeds } from './areas/registry';
import { buildSeed } from './seed/index';
import type { StoreOptions } from './store';

export const seeding = (): Pick<StoreOptions, 'seed' | 'collections'> => ({
  seed: async (scale) => withAreaSeeds(await buildSeed(scale), scale),
  collections: areaCollections(),
});

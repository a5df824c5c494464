/**
 * The yard-block sequencing, as it registers (kinds/registry.ts): its records, and its settle — a
 * sequencing whose processing time has come on the demo clock is processed before any signed-in
 * call reads the terminal. No seed: the yard starts with no sequencing (the list's empty text).
 */
import type { TerminalModule } from '../../kinds/module';
import { settleSequencings } from './transitions';
import { SEQUENCING_COLLECTIONS } from './types';

export const sequencingModule: TerminalModule = {
  name: 'sequencing',
  collections: SEQUENCING_COLLECTIONS,
  settle: (ctx) => settleSequencings(ctx.store, ctx.clock.now()),
};

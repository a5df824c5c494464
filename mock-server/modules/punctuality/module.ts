/** The punctuality figures' demo history, as it registers (kinds/registry.ts): a seed step only, no collections. */
import type { TerminalModule } from '../../kinds/module';
import { seedPunctuality } from './seed';

export const punctualityModule: TerminalModule = {
  name: 'punctuality',
  seed: (s) => seedPunctuality(s),
};

/**
 * The empty pre-advice kind, as it registers (kinds/registry.ts): its transitions and spreadsheets.
 * No seed of its own: its pre-advices are made on the lines' MTY bookings (modules/bookings).
 */
import type { TerminalModule } from '../module';
import * as spreadsheets from './spreadsheet';
import * as transitions from './transitions';

export const emptyPreadviceKind: TerminalModule = {
  name: 'emptyPreadvice',
  history: { created: 'emptyPreadvised' },
  provides: { transitions, spreadsheets },
};

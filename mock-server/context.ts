/** What the route handlers share. */
import type { ListCache } from './listCache';
import type { Outbox } from './outbox';
import type { OneTimeTokens } from './oneTimeTokens';
import type { Sessions } from './auth';
import type { Store } from './store';
import type { DemoClock } from './terminalModel/clock';
import type { AuditTrail } from './audit/trail';

export interface AppContext {
  store: Store;
  /** List answers cached per collection version, with ETags. */
  lists: ListCache;
  outbox: Outbox;
  sessions: Sessions;
  /** One-time tokens of the 426/428 login answers. */
  changeTokens: OneTimeTokens;
  /** Session lifetime without remember-me (TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /** Lifetime of a recovery link and of a 426/428 change token (RESET_TTL_SECONDS). */
  resetTtlSeconds: number;
  /** The terminal operator's name (TERMINAL_NAME, DECISIONS Q05). */
  terminalName: string;
  log: (message: string) => void;
  /** The terminal's simulated now (MOCK_NOW, POST /__mock/clock); sessions use the real time. */
  clock: DemoClock;
  /** Who changed what (mock-server/audit/trail.ts); absent only where a test builds a context by hand. */
  audit?: AuditTrail;
}

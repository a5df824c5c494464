/** What the route handlers share. */
import type { Outbox } from './outbox';
import type { Sessions } from './auth';
import type { Store } from './store';

export interface AppContext {
  store: Store;
  outbox: Outbox;
  sessions: Sessions;
  /** Session lifetime without remember-me (TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  log: (message: string) => void;
}

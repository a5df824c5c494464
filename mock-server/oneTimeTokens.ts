/**
 * The one-time change tokens that POST /login hands out with 426/428 (for /expiredPass).
 * In memory like the sessions: a restart asks the user to log in again for a new one.
 */
import { randomBytes } from 'node:crypto';

interface Entry {
  login: string;
  /** Epoch milliseconds. */
  expires: number;
}

export class OneTimeTokens {
  private readonly byToken = new Map<string, Entry>();

  issue(login: string, ttlMs: number): string {
    if (this.byToken.size >= 10_000) this.sweep();
    const token = randomBytes(32).toString('hex');
    this.byToken.set(token, { login, expires: Date.now() + ttlMs });
    return token;
  }

  /** The login of a live token (an expired one is dropped). Not consumed: see consume(). */
  loginOf(token: string): string | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.byToken.delete(token);
      return undefined;
    }
    return entry.login;
  }

  consume(token: string): void {
    this.byToken.delete(token);
  }

  /** Drops every token of a login (its password just changed). */
  revokeLogin(login: string): void {
    const wanted = login.toLowerCase();
    for (const [token, entry] of this.byToken) if (entry.login.toLowerCase() === wanted) this.byToken.delete(token);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [token, entry] of this.byToken) if (entry.expires <= now) this.byToken.delete(token);
  }
}

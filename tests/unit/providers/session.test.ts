import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getCachedIdentity,
  getToken,
  saveIdentity,
  saveSession,
  sessionExpired,
} from '../../../src/providers/session';

const account = { login: 'servicio', name: 'Servicio al Cliente', authorities: ['ROLE_CUSTOMER_SERVICE'] };

describe('session', () => {
  afterEach(() => clearSession());

  it('ACC-010: keeps the token while its expires is in the future', () => {
    const now = 1_700_000_000_000;
    saveSession({ token: 'abc', expires: now + 1000 });
    expect(getToken(now)).toBe('abc');
    expect(getToken(now + 999)).toBe('abc');
    expect(sessionExpired(now)).toBe(false);
  });

  it('ACC-011: a token past its expires is never handed out', () => {
    const now = 1_700_000_000_000;
    saveSession({ token: 'abc', expires: now + 1000 });
    expect(getToken(now + 1000)).toBeNull();
    expect(getToken(now + 5000)).toBeNull();
    expect(sessionExpired(now + 1000)).toBe(true);
  });

  it('ACC-020: clearSession forgets token and identity; never logged in is not "expired"', () => {
    saveSession({ token: 'abc', expires: Date.now() + 60_000 });
    saveIdentity(account);
    expect(getCachedIdentity()?.login).toBe('servicio');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getCachedIdentity()).toBeNull();
    expect(sessionExpired()).toBe(false);
  });

  it('ACC-010: a new session drops the previous identity', () => {
    saveSession({ token: 'one', expires: Date.now() + 60_000 });
    saveIdentity(account);
    saveSession({ token: 'two', expires: Date.now() + 60_000 });
    expect(getCachedIdentity()).toBeNull();
  });

  it('ACC-011: the cached identity is not served once the session expired', () => {
    saveSession({ token: 'abc', expires: Date.now() - 1 });
    saveIdentity(account);
    expect(getCachedIdentity()).toBeNull();
  });
});

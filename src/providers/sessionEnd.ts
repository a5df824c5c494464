/**
 * Sign-out in one place (issue 30): whatever keeps something of the signed-in user — messages,
 * collections, records fetched ahead, calls started early, inactive queries, the session's
 * sessionStorage — registers here, and endSession() clears it all and drops the stored session.
 * The authProvider calls it on every way out (sign-out, a lost or expired session, a failed login)
 * and when a new sign-in begins, so nothing of one user reaches the next.
 *
 * Each end also starts a new session number: work begun in one session (a call still on its
 * way) compares it to know the session it was begun in is over, and then shows nothing.
 */
import { clearSession } from './session';

type Clear = () => void;

const clears = new Map<string, Clear>();
let serial = 0;

/**
 * The session's sessionStorage: every key under this prefix belongs to the session that wrote it
 * (the drafts previewed in it, the last payment's result) and goes with it.
 */
export const SESSION_STORAGE_PREFIX = 'portal.';

function clearSessionStorage(): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(SESSION_STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Refused storage (privacy mode): there is nothing of ours in it.
  }
}

/**
 * Registers what to clear when the session ends, under a name (one entry per name: a component
 * mounting again replaces its own). Returns the unregistration, for a component's cleanup.
 */
export function onSessionEnd(name: string, clear: Clear): () => void {
  clears.set(name, clear);
  return () => {
    if (clears.get(name) === clear) clears.delete(name);
  };
}

/** Ends the session: every registered clear runs (one failing does not stop the others), then the stored session and its sessionStorage go. */
export function endSession(): void {
  serial += 1;
  for (const clear of [...clears.values()]) {
    try {
      clear();
    } catch {
      // A clear that fails must not keep the rest, nor the sign-out, from happening.
    }
  }
  clearSessionStorage();
  clearSession();
}

/** The current session's number: it changes at every endSession(). */
export const sessionSerial = (): number => serial;

/** Whether the session of `since` (a sessionSerial() taken earlier) is still the current one. */
export const sameSession = (since: number): boolean => since === serial;

/** The names registered (for tests and diagnostics). */
export const sessionEndNames = (): string[] => [...clears.keys()];

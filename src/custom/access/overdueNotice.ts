/**
 * After login, AGA and functionary users with overdue invoices get an info message (ACC-021,
 * DECISIONS Q05): an AGA reads its own login's invoice state, a functionary its parent agent's.
 */
import { appMessages } from '../../i18n/appMessages';
import type { Account } from '../../providers/session';

/** Whose invoice information the user reads, or null when the notice does not apply. */
export function invoiceOwnerOf(account: Pick<Account, 'login' | 'authorities' | 'agentId'>): string | null {
  const roles = account.authorities ?? [];
  if (roles.includes('ROLE_AGA')) return account.login;
  if (roles.includes('ROLE_FUNCTIONARY')) return account.agentId || null;
  return null;
}

/** The notice text with the terminal's name (identity `terminal`, else 'el Terminal'). */
export const overdueText = (terminal: string | null | undefined): string =>
  appMessages.access.invoiceOverdue.replace('%{terminal}', terminal?.trim() || appMessages.terminal.name);

/**
 * The notice to show, or null. `get` is the GET call (GET /api/agent/getinvoiceinformation/{id});
 * a failed read shows nothing: the notice is a courtesy, it must not block the login.
 */
export async function overdueNotice(
  account: Pick<Account, 'login' | 'authorities' | 'agentId' | 'terminal'>,
  get: (path: string) => Promise<unknown>,
): Promise<string | null> {
  const owner = invoiceOwnerOf(account);
  if (!owner) return null;
  try {
    const info = (await get(`/api/agent/getinvoiceinformation/${encodeURIComponent(owner)}`)) as {
      invoiceOverdue?: unknown;
    } | null;
    return info?.invoiceOverdue === true ? overdueText(account.terminal) : null;
  } catch {
    return null;
  }
}

/**
 * The terminal operator's name (DECISIONS Q05): configuration TERMINAL_NAME, default 'el Terminal'.
 * The one place it is read; GET /api/account, the password policy, the manual and the logo use it.
 */
import { appMessages } from '../src/i18n/appMessages';

export const DEFAULT_TERMINAL_NAME: string = appMessages.terminal.name;

export const terminalNameFrom = (env: Record<string, string | undefined> = process.env): string =>
  env.TERMINAL_NAME?.trim() || DEFAULT_TERMINAL_NAME;

/** Role codes → Spanish words (appMessages.roleNames); an unknown role shows its code without the ROLE_ prefix. */
import { appMessages } from '../../i18n/appMessages';

const NAMES: Record<string, string> = appMessages.roleNames;

export const roleName = (role: string): string =>
  NAMES[role] ??
  role
    .replace(/^ROLE_/, '')
    .replace(/_/g, ' ')
    .toLowerCase();

/** The user's roles in Spanish, without repeats, in the server's order. */
export const roleNames = (roles: readonly string[] | undefined): string[] => [...new Set((roles ?? []).map(roleName))];

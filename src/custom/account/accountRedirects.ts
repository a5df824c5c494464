/**
 * Where the two account redirect screens send the user (ACT-014, ACT-015): their login as
 * agentId into the functionary or the import area. Neither area exists yet (later issues), so
 * for now the catch-all takes these URLs and sends the user to their landing page.
 */
export const ACCOUNT_REDIRECTS = {
  functionaries: '/functionaries',
  imports: '/import',
} as const;

export type RedirectArea = keyof typeof ACCOUNT_REDIRECTS;

export const redirectTarget = (area: RedirectArea, login: string) =>
  `${ACCOUNT_REDIRECTS[area]}?agentId=${encodeURIComponent(login)}`;

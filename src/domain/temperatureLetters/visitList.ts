/**
 * The visits the /cartas search offers (D2 §6; TMP-002, TMP-003): a customs agent its own and a
 * shipping company its line operators' — both read GET /vesselvisit/lineop, which the server scopes
 * to the user — and the terminal's desks (customer service, documentary) the active visits.
 */
export const OWN_VISIT_LETTER_ROLES: readonly string[] = [
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_AGA_SHIPPER',
  'ROLE_SHIPPINGCO',
];

/** The shared list (src/providers/sharedLists.ts) the search reads for these roles. */
export const letterVisitList = (roles: readonly string[]): 'lineOperatorVisits' | 'vesselVisits' =>
  roles.some((r) => OWN_VISIT_LETTER_ROLES.includes(r)) ? 'lineOperatorVisits' : 'vesselVisits';

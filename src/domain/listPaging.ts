/**
 * Page sizes the spec gives lists, one place for every screen that shows such a list (D2 §9,
 * CONST-012): unit lists (a visit's units, tracking results) show 8 a page with at most 8 page links.
 */
export const UNIT_LIST_PAGING = { perPage: 8, maxPageLinks: 8 } as const;

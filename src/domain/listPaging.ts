/**
 * Page sizes the spec gives lists, one place for every screen that shows such a list (D2 §9,
 * CONST-012): unit lists (a visit's units, tracking results) show 8 a page with at most 8 page links.
 */
export const UNIT_LIST_PAGING = { perPage: 8, maxPageLinks: 8 } as const;

/**
 * The import area's grids (D2 §9; IMP-088, CONST-013): 10 a page by default, 25 or 50 on request.
 * The spec gives no page-link maximum for them: the unit lists' 8.
 */
export const IMPORT_GRID_PAGING = { perPage: 10, perPageOptions: [10, 25, 50], maxPageLinks: 8 } as const;

/** A booking's unit list (D2 §9; CONST-012, MTY-029, TMP-011): 8 a page like every unit list, with at most 10 page links. */
export const BOOKING_UNITS_PAGING = { perPage: UNIT_LIST_PAGING.perPage, maxPageLinks: 10 } as const;

/** The invoice, charge and report result lists (D3 §9.1; CONST-015, INV-018, INV-042): 8 a page. */
export const INVOICE_LIST_PAGING = { perPage: 8, maxPageLinks: 8 } as const;
/** RPT-022 (D3 §9.1): the report result lists have a page size of 8. */
export const REPORT_LIST_PAGING = { perPage: 8, maxPageLinks: 8 } as const;

/** The payment group list (D3 §9.1; CONST-014, PAY-010): 10 a page with 10 page buttons. */
export const PAYMENT_LIST_PAGING = { perPage: 10, maxPageLinks: 10 } as const;

/** A trucking company's drivers and plates (D1 §9; CONST-011, ADM-TRK-019): 6 a page. */
export const FLEET_LIST_PAGING = { perPage: 6, maxPageLinks: 8 } as const;

/**
 * Lists D1–D3 give no page size (CONST-016, ruling of issue 34): the administration lists (P08) and
 * the vehicles' brand table, 10 a page with at most 8 page links. The reefer unit list is a booking's
 * unit list (BOOKING_UNITS_PAGING).
 */
export const UNSPECIFIED_LIST_PAGING = { perPage: 10, maxPageLinks: 8 } as const;

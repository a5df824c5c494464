/** The audit trail's wire types (GET /audit, beyond-spec): one entry per record a write changed. */

export type AuditAction = 'create' | 'update' | 'delete';

/**
 * One changed field, by its path in the record ('name', 'contactInfo.contactEmail', an element of
 * a list of records 'drivers[12345678-9]'). Absent before: it was added; absent after: removed.
 * A secret (a password hash, a recovery key) is only said to have changed: `hidden`, no values.
 */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
  hidden?: true;
}

export interface AuditEntry {
  /** 1, 2, 3… in the order written; never reused. */
  id: number;
  /** The demo clock's instant of the write (ISO). */
  at: string;
  user: string;
  roles: string[];
  /** The area the record type belongs to (areas.ts). */
  area: string;
  /** The store's collection ('agent', 'operation'…). */
  recordType: string;
  recordId: string;
  action: AuditAction;
  /** The call that made it ('PUT /api/agent/12'). */
  call: string;
  changes: AuditChange[];
}

export interface AuditPage {
  rows: AuditEntry[];
  /** Entries matching the filters, all pages. */
  total: number;
  page: number;
  size: number;
}

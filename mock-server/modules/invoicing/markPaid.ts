/**
 * POST /invoice/markpaid {drafts} (INV-046, INV-052; ruling P72): finance marks final unpaid
 * invoices as paid (settled outside the portal). All or none: one invoice that is a draft or
 * already paid refuses the lot, naming it; nothing is half-written.
 */
import { payable } from '../../../src/domain/invoicing/invoiceLifecycle';
import { invoiceRuleMessages as r } from '../../../src/i18n/invoiceRuleMessages';
import { badRequest } from '../../errors';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import { refused } from '../../terminalModel/errors';
import type { Moment } from '../../terminalModel/history';
import type { Invoice } from './types';
import { invoiceAt } from './drafts';

export function markPaid(store: Store, drafts: readonly number[], user: UserRecord, t: Moment): Invoice[] {
  const ids = [...new Set(drafts)];
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0))
    throw badRequest(r.selectInvoices, { drafts: r.selectInvoices });
  const invoices = ids.map((id) => invoiceAt(store, String(id), user));
  const blocked = invoices.filter((i) => !payable(i));
  if (blocked.length > 0) throw refused(`${r.notPayable} (${blocked.map((i) => i.finalNumber ?? i.id).join(', ')})`);
  for (const invoice of invoices) {
    invoice.paid = true;
    invoice.paidAt = t.now.toISOString();
    store.touch('invoice', invoice);
  }
  return invoices;
}

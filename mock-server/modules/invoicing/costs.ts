/**
 * An operation's costs answer with the invoices that hold its charges (IMP-075, EXP-078, CAR-055;
 * IMP-053): the ledger's lines (terminalModel/ledger.ts) and invoicing's drafts and invoices.
 */
import type { Charges } from '../../../src/domain/terminalWire/charges';
import type { Store } from '../../store';
import { operationCosts, owedLines } from '../../terminalModel/ledger';
import type { Operation } from '../../terminalModel/types';
import { invoiceState } from './invoiceState';

/**
 * The legacy costs answer of an operation (IMP-075, EXP-078, CAR-055): its lines, USD total, and the
 * no-charges text when it has none; and the invoices holding them, as `login` sees them (IMP-053).
 */
export function chargesAnswer(store: Store, op: Operation, noCharges: string, login = '', now = new Date()): Charges {
  const lines = operationCosts(store, op.id);
  const owed = owedLines(store, op.id);
  const invoices = [...new Set(owed.map((l) => l.invoiceId).filter((id): id is number => typeof id === 'number'))]
    .map((id) => store.findById('invoice', id))
    .filter((i) => i !== undefined)
    .map((i) => invoiceState(i, login, now));
  return {
    draftNumber: op.draftNumber,
    ...lines,
    totalTaxes: 0,
    currency: 'USD',
    hasCredit: false,
    ...(lines.summaryCharges.length === 0 ? { message: noCharges } : {}),
    invoices,
    pendingInvoicing: owed.some((l) => l.status === 'PENDING'),
  };
}

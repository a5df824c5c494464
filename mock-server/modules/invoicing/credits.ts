/**
 * Credit notes (D3 §3 Credit note, §5 Payment registration, §7.2; ruling P69): a customer's
 * balance (saldo) in whole CLP, which a payment by credit note spends (the payments issue). Looked
 * up by number, or by number for a draft: not found, another customer's and no balance are each
 * refused with the reason.
 */
import { invoiceRuleMessages as r } from '../../../src/i18n/invoiceRuleMessages';
import { notFound } from '../../errors';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import type { CreditNote } from './types';
import type { TerminalDb } from '../../terminalModel/types';

/** A few credit notes for the seed's first (Chilean) clients: one spent, the others with balance. */
export function seedCreditNotes(
  db: TerminalDb,
  clients: readonly Record<string, unknown>[],
  created: string,
): CreditNote[] {
  return clients.slice(0, 6).map((c, i) => {
    const total = 50_000 + i * 37_500;
    return {
      id: 9001 + i,
      customerId: String(c.id),
      totalCredit: total,
      saldo: i === 2 ? 0 : total - i * 10_000,
      tasaCambio: db.exchangeRate.at(-60)?.rate ?? 94_357,
      created,
      reason: r.creditReason,
    };
  });
}

export const creditView = (n: CreditNote) => ({
  id: n.id,
  totalCredit: n.totalCredit,
  customerId: n.customerId,
  saldo: n.saldo,
  tasaCambio: n.tasaCambio / 100,
});

/** GET /credit/bynbr/{id}: the note, or not found. */
export function creditAt(store: Store, id: string): CreditNote {
  const note = store.findById('creditNote', Number(id));
  if (!note) throw notFound(r.creditNotFound);
  return note;
}

/** GET /credit/bynbrAndDraft/{id}/{draft}: the note, usable for the draft's customer (its own, with balance). */
export function creditForDraft(store: Store, id: string, customerId: string): CreditNote {
  const note = creditAt(store, id);
  if (note.customerId !== customerId) throw refused(r.creditOtherCustomer);
  if (note.saldo <= 0) throw refused(r.creditNoBalance);
  return note;
}

/**
 * The charge ledger: every operation kind says which tariffs an operation owes (a list of
 * {tariffId, quantity}); syncCharges makes the operation's PENDING lines match it, adding what is
 * owed and voiding what no longer is. INVOICED lines are never touched (invoicing owns them).
 * Amounts are integers in minor units (src/domain/money.ts): no floating point enters a sum.
 */
import { fromMinor, sumMinor, timesQuantity, type Currency } from '../../src/domain/money';
import type { Charges } from '../../src/domain/terminalWire/charges';
import type { Store } from '../store';
import { nextId } from './ids';
import { terminalIndex } from './indexes';
import type { ChargeLine, Operation } from './types';

export interface ChargeRequest {
  tariffId: string;
  quantity: number;
}

/** Makes the operation's pending lines match what its kind says it owes (one synchronous step). */
export function syncCharges(store: Store, op: Operation, owed: readonly ChargeRequest[], now: Date): void {
  const lines = terminalIndex(store).chargesOf(op.id);
  const wanted = new Map(owed.map((c) => [c.tariffId, c.quantity]));
  for (const line of lines) {
    if (line.status !== 'PENDING') continue;
    if (wanted.get(line.tariffId) === line.quantity) wanted.delete(line.tariffId);
    else {
      line.status = 'VOIDED';
      line.voidedAt = now.toISOString();
      store.touch('charge', line);
    }
  }
  const invoiced = new Set(lines.filter((l) => l.status === 'INVOICED').map((l) => l.tariffId));
  for (const [tariffId, quantity] of wanted) {
    if (invoiced.has(tariffId)) continue;
    const tariff = store.findById('tariff', tariffId);
    if (!tariff) continue;
    const line: ChargeLine = {
      id: nextId(store.db.charge, 0),
      operationId: op.id,
      operationKind: op.kind,
      unitVisitId: op.unitVisitId,
      tariffId,
      description: tariff.description,
      quantity,
      quantityUnit: tariff.quantityUnit,
      currency: tariff.currency,
      unitAmountMinor: tariff.amountMinor,
      amountMinor: timesQuantity(tariff.amountMinor, quantity),
      status: 'PENDING',
      createdAt: now.toISOString(),
      voidedAt: null,
    };
    store.insert('charge', line);
  }
}

/** What the operation owes now: its pending and invoiced lines, in the ledger's order. */
export const owedLines = (store: Store, operationId: number): ChargeLine[] =>
  terminalIndex(store)
    .chargesOf(operationId)
    .filter((l) => l.status !== 'VOIDED');

/** Total per currency, in minor units. */
export function totalsByCurrency(lines: readonly ChargeLine[]): Partial<Record<Currency, number>> {
  const out: Partial<Record<Currency, number>> = {};
  for (const c of new Set(lines.map((l) => l.currency)))
    out[c] = sumMinor(lines.filter((l) => l.currency === c).map((l) => l.amountMinor));
  return out;
}

/** The costs answer's lines and USD total of an operation (the legacy's decimals, made from exact minor units). */
export function operationCosts(store: Store, operationId: number): Pick<Charges, 'summaryCharges' | 'totalCharges'> {
  const lines = owedLines(store, operationId);
  const summaryCharges = lines.map((l) => ({
    tarifId: l.tariffId,
    description: l.description,
    quantity: l.quantity,
    quantityUnit: l.quantityUnit,
    currency: l.currency,
    unitAmount: fromMinor(l.unitAmountMinor, l.currency),
    totalAmount: fromMinor(l.amountMinor, l.currency),
  }));
  return { summaryCharges, totalCharges: fromMinor(totalsByCurrency(lines).USD ?? 0, 'USD') };
}

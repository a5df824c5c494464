/**
 * What an export pre-advice owes, from the tariff table (D2 §9): the security fee PCE-B126 when it
 * goes on the same invoice (uniqueInvoice), and weighing PCE-E244 + PCE-E231 when the terminal's
 * weighbridge weighs the unit (romana; EXP-053, CONST-052). The ledger keeps the lines; the costs
 * screen and document read them (GET /api/report/costosexpo/{id}); invoicing drafts from them.
 */
import { WEIGHING_TARIFFS } from '../../../src/domain/exportPreadvice/preadviceRules';
import type { Store } from '../../store';
import { syncCharges, type ChargeRequest } from '../../terminalModel/ledger';
import type { ExportOperation } from './types';

/** A cancelled pre-advice owes nothing. */
export function owedByPreadvice(op: ExportOperation): ChargeRequest[] {
  if (op.status !== 'ACTIVE') return [];
  const codes = [...(op.uniqueInvoice ? ['PCE-B126'] : []), ...(op.weighbridge ? WEIGHING_TARIFFS : [])];
  return codes.map((tariffId) => ({ tariffId, quantity: 1 }));
}

/** Brings the ledger in step with the pre-advice (after every transition that changes what it owes). */
export const syncExportCharges = (store: Store, op: ExportOperation, now: Date) =>
  syncCharges(store, op, owedByPreadvice(op), now);

/** The weighing fee's amount in minor units (USD), from the tariff table: the romaneo value call's answer (EXP-053). */
export function weighingFeeMinor(store: Store): number {
  return WEIGHING_TARIFFS.reduce((sum, id) => sum + (store.findById('tariff', id)?.amountMinor ?? 0), 0);
}

/**
 * What a pickup owes, from the tariff table (D2 §9): the security fee PCE-B126 when includeSF, the
 * delivery-guide service PCE-E213 when checkGuia, weighing PCE-E244 + PCE-E231. The ledger
 * (terminalModel/ledger.ts) keeps the lines; the costs screen reads them (GET /api/import/chargesdir/{opId}).
 */
import type { Store } from '../../store';
import { operationCosts, syncCharges, type ChargeRequest } from '../../terminalModel/ledger';
import type { ImportOperation } from './types';

/** A cancelled pickup owes nothing. */
export function owedByPickup(op: ImportOperation): ChargeRequest[] {
  if (op.status !== 'ACTIVE') return [];
  const codes = [
    ...(op.includeSF ? ['PCE-B126'] : []),
    ...(op.checkGuia ? ['PCE-E213'] : []),
    ...(op.weighing ? ['PCE-E244', 'PCE-E231'] : []),
  ];
  return codes.map((tariffId) => ({ tariffId, quantity: 1 }));
}

/** Brings the ledger in step with the pickup (after every transition that changes what it owes). */
export const syncPickupCharges = (store: Store, op: ImportOperation, now: Date) =>
  syncCharges(store, op, owedByPickup(op), now);

/** The pickup's costs answer (GET /api/import/chargesdir/{opId}). */
export const pickupCosts = (store: Store, op: ImportOperation) => operationCosts(store, op.id);

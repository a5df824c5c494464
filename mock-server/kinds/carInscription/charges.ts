/**
 * What a car inscription owes (ruling P62): the handling of each vehicle from ship to yard
 * (PCE-V110) and, for each vehicle leaving on a direct pickup (DIRECTO or P. DESPACHO), the direct
 * dispatch (PCE-V120). The ledger keeps the lines; the inscription detail shows them; invoicing
 * drafts from them. A cancelled inscription owes nothing.
 */
import { isDirectPickup } from '../../../src/domain/cars/inscriptionRules';
import type { Store } from '../../store';
import { syncCharges, type ChargeRequest } from '../../terminalModel/ledger';
import type { CarInscriptionOperation } from './types';

export const CAR_HANDLING_TARIFF = 'PCE-V110';
export const CAR_DIRECT_TARIFF = 'PCE-V120';

export function owedByInscription(op: CarInscriptionOperation): ChargeRequest[] {
  if (op.status !== 'ACTIVE') return [];
  const direct = op.items.filter((i) => isDirectPickup(i.condicionRetiro)).length;
  return [
    { tariffId: CAR_HANDLING_TARIFF, quantity: op.items.length },
    ...(direct > 0 ? [{ tariffId: CAR_DIRECT_TARIFF, quantity: direct }] : []),
  ];
}

export const syncInscriptionCharges = (store: Store, op: CarInscriptionOperation, now: Date) =>
  syncCharges(store, op, owedByInscription(op), now);

/**
 * The charges of a pickup operation from the tariff table (D2 §9): security fee PCE-B126 when
 * includeSF, the delivery-guide service PCE-E213 when checkGuia, weighing PCE-E244 + PCE-E231.
 * The costs screen reads them (GET /api/import/chargesdir/{opId}); invoicing builds on them.
 */
import type { Db } from '../types';
import type { ImportOperation, Tariff } from './types';

export interface ChargeLine {
  tarifId: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  currency: Tariff['currency'];
  unitAmount: number;
  totalAmount: number;
}

export function chargesOf(db: Pick<Db, 'tariff'>, op: ImportOperation): ChargeLine[] {
  const codes = [...(op.includeSF ? ['PCE-B126'] : []), ...(op.checkGuia ? ['PCE-E213'] : []), ...(op.weighing ? ['PCE-E244', 'PCE-E231'] : [])];
  return codes.flatMap((code) => {
    const t = db.tariff.find((x) => x.id === code);
    return t ? [{ tarifId: t.id, description: t.description, quantity: 1, quantityUnit: 'UNIDAD', currency: t.currency, unitAmount: t.amount, totalAmount: t.amount }] : [];
  });
}

/** Sum with cents kept exact (amounts are USD with 2 decimals). */
export const totalOf = (lines: readonly ChargeLine[]) => Math.round(lines.reduce((s, l) => s + l.totalAmount * 100, 0)) / 100;

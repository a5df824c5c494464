/**
 * The import boxes as the TEUs report reads them (src/domain/reports/teuRows.ts): each import
 * container visit with its pickup's condition and agent (the box's manifested agent without one),
 * its entry, its exit and plate from the truck that took it (the PICKUP gate visit), and its yard
 * place when the yard gives one. Read-only over the store.
 */
import type { TeuFact } from '../../../src/domain/reports/teuRows';
import type { Store } from '../../store';
import { placeLabel } from '../../../src/domain/yard/layout';
import { positionOf } from '../../modules/yard/positions';
import type { ContainerVisit, GateVisit, Operation } from '../../terminalModel/types';

type WithCondition = Operation & { condicionRetiro?: string };

/** The box's place in the yard ('A1 03B2': block, then stack, row and tier), while it holds one. */
function placeOf(store: Store, unit: ContainerVisit): string | null {
  const place = positionOf(store, unit.id);
  return place ? `${place.block} ${placeLabel(place)}` : null;
}

/** A fact and what the scope reads (the box's line and consignee). */
export type ScopedTeuFact = TeuFact & { line: string; consigneeId: string };

export function teuFacts(store: Store): ScopedTeuFact[] {
  const { db } = store;
  const pickups = new Map<string, WithCondition>();
  for (const op of db.operation as WithCondition[]) {
    if (op.condicionRetiro === undefined) continue;
    const held = pickups.get(op.unitVisitId);
    // The live pickup wins over a cancelled one; among equals, the latest.
    if (
      !held ||
      (held.status !== 'ACTIVE' && op.status === 'ACTIVE') ||
      (held.status === op.status && op.date > held.date)
    )
      pickups.set(op.unitVisitId, op);
  }
  const exits = new Map<string, GateVisit>();
  for (const g of db.gateVisit) if (g.move === 'PICKUP') exits.set(g.unitVisitId, g);
  return db.unitVisit
    .filter((u): u is ContainerVisit => u.kind === 'container' && u.category === 'IMPORT')
    .map((u) => {
      const op = pickups.get(u.id);
      const exit = exits.get(u.id);
      return {
        unitNbr: u.unitNbr,
        category: u.category,
        ubicacion: placeOf(store, u),
        condicionRetiro: op?.condicionRetiro ?? null,
        ingreso: u.timeIn,
        salida: exit ? (exit.timeOut ?? exit.timeIn) : null,
        license: exit?.plate ?? null,
        agentId: op?.agentId ?? u.agentId,
        line: u.line,
        consigneeId: u.consigneeId,
      };
    });
}

/**
 * Derived lookups over the terminal's collections (unit visits by number, operations by unit
 * visit, the booked appointment of an operation, gate visits and charge lines by owner), rebuilt
 * only when their collections' versions move: a visit list of thousands of units reads each in O(1).
 */
import type { CollectionName, Store } from '../store';
import type { Appointment, ChargeLine, GateVisit, Operation, UnitVisit } from './types';

type Built = { key: string; value: unknown };

function group<T, K>(items: readonly T[], keyOf: (t: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export class TerminalIndex {
  private readonly built = new Map<string, Built>();

  constructor(private readonly store: Store) {}

  private memo<T>(name: string, collections: readonly CollectionName[], build: () => T): T {
    const key = collections
      .map((c) => `${c}:${this.store.version(c)}:${(this.store.db[c] as unknown[]).length}`)
      .join('|');
    const hit = this.built.get(name);
    if (hit && hit.key === key) return hit.value as T;
    const value = build();
    this.built.set(name, { key, value });
    return value;
  }

  /** Every visit of a container number or VIN, oldest first (the box's history). */
  visitsOfNbr(unitNbr: string): readonly UnitVisit[] {
    const byNbr = this.memo('visitsOfNbr', ['unitVisit'], () => group(this.store.db.unitVisit, (u) => u.unitNbr));
    return byNbr.get(unitNbr) ?? [];
  }

  /** The unit visits of a vessel visit, in seed/creation order. */
  unitsOfVesselVisit(visitId: string): readonly UnitVisit[] {
    const byVisit = this.memo('unitsOfVesselVisit', ['unitVisit'], () =>
      group(this.store.db.unitVisit, (u) => u.visitId),
    );
    return byVisit.get(visitId) ?? [];
  }

  /** Every operation (any kind, any status) on a unit visit, oldest first. */
  operationsOf(unitVisitId: string): readonly Operation[] {
    const byUnit = this.memo('operationsOf', ['operation'], () => {
      const out = group(this.store.db.operation, (o) => o.unitVisitId);
      // An operation over several units is found from each of them.
      for (const op of this.store.db.operation) {
        for (const id of op.unitVisitIds ?? []) {
          if (id === op.unitVisitId) continue;
          const list = out.get(id);
          if (list) list.push(op);
          else out.set(id, [op]);
        }
      }
      return out;
    });
    return byUnit.get(unitVisitId) ?? [];
  }

  /** The operation's booked appointment, if it has one. */
  bookedAppointmentOf(operationId: number): Appointment | undefined {
    const byOp = this.memo(
      'bookedAppointmentOf',
      ['appointment'],
      () =>
        new Map(this.store.db.appointment.filter((a) => a.status === 'BOOKED').map((a) => [a.operationId, a] as const)),
    );
    return byOp.get(operationId);
  }

  /** The appointments (any status) of a unit visit, oldest first. */
  appointmentsOf(unitVisitId: string): readonly Appointment[] {
    const byUnit = this.memo('appointmentsOf', ['appointment'], () =>
      group(this.store.db.appointment, (a) => a.unitVisitId),
    );
    return byUnit.get(unitVisitId) ?? [];
  }

  /** The gate visits of a unit visit, oldest first. */
  gateVisitsOf(unitVisitId: string): readonly GateVisit[] {
    const byUnit = this.memo('gateVisitsOf', ['gateVisit'], () => group(this.store.db.gateVisit, (g) => g.unitVisitId));
    return byUnit.get(unitVisitId) ?? [];
  }

  /** The ledger lines of an operation (every status). */
  chargesOf(operationId: number): readonly ChargeLine[] {
    const byOp = this.memo('chargesOf', ['charge'], () => group(this.store.db.charge, (c) => c.operationId));
    return byOp.get(operationId) ?? [];
  }
}

const indexes = new WeakMap<Store, TerminalIndex>();

/** The store's index (one per store). */
export function terminalIndex(store: Store): TerminalIndex {
  let index = indexes.get(store);
  if (!index) {
    index = new TerminalIndex(store);
    indexes.set(store, index);
  }
  return index;
}

/**
 * The DRC register (`drcReceipt`, the collection the DRC area seeds), one receipt per unit visit
 * that has a DRC, holding its number. A module, because two areas read it: the DRC (its receipts)
 * and the reports (the old DRC files, type 11); areas never import each other. The number comes from a store sequence (terminalModel/ids.ts nextNumber:
 * past every number in use and every number ever given, kept across restarts), is assigned once —
 * the first time the terminal issues the unit's receipt (any DRC call), in the same synchronous
 * step — and never given to another unit. The seed numbers the units that already have one, in the
 * order the terminal received them. The receipt's facts are read from the unit when asked (server
 * facts), never stored twice.
 */
import { drcDataOf, hasDrc } from '../../../src/domain/drc/receipt';
import type { DrcData } from '../../../src/domain/terminalWire/drc';
import type { Store } from '../../store';
import { nextNumber } from '../../terminalModel/ids';
import { terminalIndex } from '../../terminalModel/indexes';
import type { ContainerVisit, UnitVisit, VesselVisit } from '../../terminalModel/types';
import type { Db } from '../../types';

export const RECEIPTS = 'drcReceipt';
/** The first DRC number; the sequence's name is 'drc'. */
export const FIRST_DRC_NUMBER = 300_000;

export interface DrcReceipt {
  /** The DRC number. */
  id: number;
  unitVisitId: string;
  unitNbr: string;
  visitId: string;
  /** ISO instant the number was given. */
  issuedAt: string;
}

/** A container visit that has a DRC now: import or export, on a vessel visit, in a state the rule admits. */
export type DrcUnit = ContainerVisit & { visitId: string; category: 'IMPORT' | 'EXPORT' };
export const withDrc = (u: UnitVisit): u is DrcUnit =>
  u.kind === 'container' &&
  u.visitId !== null &&
  (u.category === 'IMPORT' || u.category === 'EXPORT') &&
  hasDrc(u.category, u.transitState);

const receiptsOf = (db: Db) => db[RECEIPTS] as DrcReceipt[];

/** The seed's receipts: the units with a DRC, numbered from FIRST_DRC_NUMBER in the order they were received. */
export function seedReceipts(db: Db): DrcReceipt[] {
  const units = db.unitVisit
    .filter(withDrc)
    .sort(
      (a, b) => (a.timeIn ?? a.createdAt).localeCompare(b.timeIn ?? b.createdAt) || a.unitNbr.localeCompare(b.unitNbr),
    );
  return units.map((u, i) => ({
    id: FIRST_DRC_NUMBER + i,
    unitVisitId: u.id,
    unitNbr: u.unitNbr,
    visitId: u.visitId,
    issuedAt: u.timeIn ?? u.createdAt,
  }));
}

/** Receipts by unit visit, rebuilt when the collection moves. */
const indexes = new WeakMap<Store, { key: string; byUnit: Map<string, DrcReceipt> }>();
function byUnitVisit(store: Store): Map<string, DrcReceipt> {
  const list = receiptsOf(store.db);
  const key = `${store.version(RECEIPTS)}:${list.length}`;
  const hit = indexes.get(store);
  if (hit?.key === key) return hit.byUnit;
  const byUnit = new Map(list.map((r) => [r.unitVisitId, r] as const));
  indexes.set(store, { key, byUnit });
  return byUnit;
}

/**
 * The units' receipts, in their order: the existing ones, and a number for each unit without one
 * (one synchronous step; the caller commits when `issued` is more than 0).
 */
export function receiptsFor(
  store: Store,
  units: readonly DrcUnit[],
  now: Date,
): { receipts: DrcReceipt[]; issued: number } {
  const known = byUnitVisit(store);
  let issued = 0;
  const receipts = units.map((u) => {
    const found = known.get(u.id);
    if (found) return found;
    // The first number is past every one in use; the sequence then holds the last given.
    const id = nextNumber(store, 'drc', issued === 0 ? receiptsOf(store.db) : [], FIRST_DRC_NUMBER - 1);
    const receipt: DrcReceipt = {
      id,
      unitVisitId: u.id,
      unitNbr: u.unitNbr,
      visitId: u.visitId,
      issuedAt: now.toISOString(),
    };
    store.insert(RECEIPTS, receipt);
    known.set(u.id, receipt);
    issued++;
    return receipt;
  });
  return { receipts, issued };
}

/**
 * When the terminal received the unit: its time in (discharge, or the gate-in of the box), else
 * the first truck that delivered it, else when its receipt was issued.
 */
function receivedAt(store: Store, u: DrcUnit, receipt: DrcReceipt): string {
  if (u.timeIn) return u.timeIn;
  const delivery = terminalIndex(store)
    .gateVisitsOf(u.id)
    .find((g) => g.move === 'DELIVERY');
  return delivery?.timeIn ?? receipt.issuedAt;
}

/** The receipt as it travels, from the unit's records. */
export function drcDataAt(
  store: Store,
  u: DrcUnit,
  receipt: DrcReceipt,
  visit: Pick<VesselVisit, 'id' | 'vesselName' | 'inVoyNbr'>,
): DrcData {
  return drcDataOf(receipt.id, visit, {
    unitNbr: u.unitNbr,
    isoType: u.isoType,
    typeLength: u.typeLength,
    category: u.category,
    line: u.line,
    transitState: u.transitState,
    consigneeId: u.consigneeId,
    consigneeName: u.consigneeName,
    weightKg: u.weightKg,
    tareWeightKg: u.tareWeightKg,
    impediments: u.impediments,
    freight: u.freight,
    hazardous: u.hazards.length > 0,
    reefer: u.reefer !== null,
    oog: u.oog !== null,
    receivedAt: receivedAt(store, u, receipt),
  });
}

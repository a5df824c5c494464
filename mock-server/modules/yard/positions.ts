/**
 * Keeping the yard's positions in step with the boxes (issue 32 §1; ruling in the yard report): a
 * container holds a place while it is at the terminal's side of the gate — ECIN (arrived, its place
 * planned) and YARD (stacked); one that moves on (to the ship, out by road) frees it and the boxes
 * above it come down a tier; one that arrives takes the first place of its block's front
 * (src/domain/yard/occupancy.ts). Kind-neutral: it reads only unit visits and their states, so
 * every kind's transitions (gate in, stack, load, pickup, a demo control) are followed without
 * naming them. Brought in step before any signed-in call reads the terminal (the module's settle).
 */
import { blockFor } from '../../../src/domain/yard/layout';
import { YardOccupancy } from '../../../src/domain/yard/occupancy';
import type { Store } from '../../store';
import type { ContainerVisit, UnitVisit } from '../../terminalModel/types';
import type { YardPosition } from './types';

/** The states in which a box has a place in the yard. */
export const HOLDS_PLACE: readonly string[] = ['ECIN', 'YARD'];

const holdsPlace = (u: UnitVisit): u is ContainerVisit =>
  u.kind === 'container' && HOLDS_PLACE.includes(u.transitState);
const blockOf = (u: ContainerVisit) => blockFor(u.category, u.reefer !== null, u.unitNbr);

/** The occupancy of a list of positions. */
export const occupancyOf = (positions: readonly YardPosition[]) => new YardOccupancy(positions);

/**
 * Places every box that holds a place and has none, frees the places of boxes that left. Pure
 * over the lists it is given (the seed uses it on its arrays); returns what changed.
 */
export function reconcilePositions(units: readonly UnitVisit[], positions: readonly YardPosition[]) {
  const occupancy = occupancyOf(positions);
  const byId = new Map(positions.map((p) => [p.id, p] as const));
  const holding = new Map<string, ContainerVisit>();
  for (const u of units) if (holdsPlace(u)) holding.set(u.id, u);
  const removed: YardPosition[] = [];
  const moved = new Map<string, YardPosition>();
  for (const p of positions) {
    if (holding.has(p.id)) continue;
    removed.push(p);
    for (const m of occupancy.remove(p.id)) {
      const record = byId.get(m.id)!;
      moved.set(m.id, { ...record, tier: m.place.tier });
    }
  }
  const added: YardPosition[] = [];
  for (const u of holding.values()) {
    if (occupancy.placeOf(u.id)) continue;
    const place = occupancy.place(u.id, blockOf(u), u.unitNbr);
    if (place) added.push({ id: u.id, unitNbr: u.unitNbr, ...place });
  }
  const gone = new Set(removed.map((p) => p.id));
  return { removed, moved: [...moved.values()].filter((m) => !gone.has(m.id)), added };
}

const seen = new WeakMap<Store, string>();

/** Brings the store's positions in step with its unit visits (only when either changed since the last time). */
export function syncYard(store: Store): boolean {
  const key = `${store.version('unitVisit')}:${store.db.unitVisit.length}:${store.version('yardPosition')}:${store.db.yardPosition.length}`;
  if (seen.get(store) === key) return false;
  const { removed, moved, added } = reconcilePositions(store.db.unitVisit, store.db.yardPosition);
  if (removed.length > 0) store.remove('yardPosition', ...removed);
  for (const m of moved) {
    const record = store.findById('yardPosition', m.id)!;
    record.tier = m.tier;
    store.touch('yardPosition', record);
  }
  for (const a of added) store.insert('yardPosition', a);
  seen.set(
    store,
    `${store.version('unitVisit')}:${store.db.unitVisit.length}:${store.version('yardPosition')}:${store.db.yardPosition.length}`,
  );
  return removed.length + moved.length + added.length > 0;
}

/** The unit visit's place, if it has one. */
export const positionOf = (store: Store, unitVisitId: string): YardPosition | undefined =>
  store.findById('yardPosition', unitVisitId);

/**
 * Finding unit visits: by their own id, by container number or VIN (the live visit of the wanted
 * category, else its latest visit), or by an operation's number; and a box's history.
 */
import { isGone } from '../../src/domain/transitStates';
import type { Store } from '../store';
import { terminalIndex } from './indexes';
import type { Operation, UnitCategory, UnitVisit } from './types';

const UNIT_VISIT_KEY = /^UV\d{7}$/;

/** Latest first by creation (ties: later record first). */
const newestFirst = (visits: readonly UnitVisit[]) =>
  [...visits]
    .map((u, i) => [u, i] as const)
    .sort(([a, i], [b, j]) => b.createdAt.localeCompare(a.createdAt) || j - i)
    .map(([u]) => u);

/** Of one unit's visits, the one a call about `category` means: live of that category, latest of it, live, latest. */
export function pickVisit(visits: readonly UnitVisit[], category?: UnitCategory): UnitVisit | undefined {
  const ordered = newestFirst(visits);
  const ofCategory = category ? ordered.filter((u) => u.category === category) : [];
  return (
    ofCategory.find((u) => !isGone(u.transitState)) ??
    ofCategory[0] ??
    ordered.find((u) => !isGone(u.transitState)) ??
    ordered[0]
  );
}

/**
 * A unit visit id ('UV0001234'), a container number or VIN (any case, spaces ignored) or an
 * operation number → the unit visit.
 */
export function findUnitVisit(store: Store, key: string, category?: UnitCategory): UnitVisit | undefined {
  const text = key.trim().toUpperCase().replace(/\s+/g, '');
  if (UNIT_VISIT_KEY.test(text)) return store.findById('unitVisit', text);
  const visits = terminalIndex(store).visitsOfNbr(text);
  if (visits.length > 0) return pickVisit(visits, category);
  if (/^\d{1,9}$/.test(text)) {
    const op = store.findById('operation', Number(text));
    if (op) return store.findById('unitVisit', op.unitVisitId);
  }
  return undefined;
}

/** Every visit of a container or vehicle, oldest first: what the box went through at the terminal. */
export const historyOf = (store: Store, unitNbr: string): UnitVisit[] =>
  newestFirst(terminalIndex(store).visitsOfNbr(unitNbr.trim().toUpperCase())).reverse();

/** The unit visit's active operations, any kind (access scopes and views read them). */
export const activeOperations = (store: Store, unitVisitId: string): Operation[] =>
  terminalIndex(store)
    .operationsOf(unitVisitId)
    .filter((o) => o.status === 'ACTIVE');

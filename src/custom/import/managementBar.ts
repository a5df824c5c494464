/**
 * The import shell's management bar (D2 §2 Container import; IMP-004, IMP-005, IMP-048, IMP-049,
 * IMP-061, IMP-077): which children it offers this user for this unit. Role rows come from
 * permissions.ts, state rules from the server's allowed actions (src/domain/importPickup/unitActions.ts).
 */
import type { UnitAction } from '../../domain/importPickup/unitActions';
import { can } from '../../domain/permissions';
import { isGone } from '../../domain/transitStates';

export const BAR_ENTRIES = [
  'detailRetiro',
  'retiro',
  'appointment',
  'costs',
  'gatePass',
  'trucking',
  'editCDA',
  'edit',
  'guiaDespacho',
  'editTATC',
] as const;
export type BarEntry = (typeof BAR_ENTRIES)[number];

export interface BarFacts {
  transitState: string;
  hasOperation: boolean;
  condicionRetiro: 'DIRECTO' | 'INDIRECTO' | null;
  actions: readonly UnitAction[];
}

/** The entries shown, in bar order. */
export function barEntries(u: BarFacts, roles: readonly string[]): BarEntry[] {
  const has = (a: UnitAction) => u.actions.includes(a);
  const gone = isGone(u.transitState);
  // Costs, gate pass, guide, trucking and edit: the "desk" roles only (IMP-005).
  const desk = can(roles, 'imports.charges', 'show');
  const shown: Record<BarEntry, boolean> = {
    detailRetiro: u.hasOperation,
    retiro: !u.hasOperation && can(roles, 'imports', 'pickup'),
    appointment: u.hasOperation && (has('bookAppointment') || has('recoordinate')),
    costs: u.hasOperation && desk,
    gatePass: u.hasOperation && desk && !gone,
    trucking: u.hasOperation && desk && has('reassignTrucking'),
    editCDA: u.hasOperation && has('editCda'),
    // IMP-055/056: the customs document is editable in some states only.
    edit: u.hasOperation && desk && has('editDocument'),
    guiaDespacho: u.hasOperation && desk && !gone,
    editTATC: u.hasOperation && has('editTatc'),
  };
  return BAR_ENTRIES.filter((e) => shown[e]);
}

/** The condition-change button: offered to AGA roles and functionary on a DIRECTO pickup (IMP-077), enabled once allowed (IMP-078). */
export function conditionChangeButton(u: BarFacts, roles: readonly string[]): 'hidden' | 'disabled' | 'enabled' {
  if (!u.hasOperation || u.condicionRetiro !== 'DIRECTO' || isGone(u.transitState)) return 'hidden';
  if (!can(roles, 'imports', 'changeCondition')) return 'hidden';
  return u.actions.includes('changeCondition') ? 'enabled' : 'disabled';
}

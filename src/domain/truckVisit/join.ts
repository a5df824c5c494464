/**
 * Which appointments may be joined into one truck visit (issue 31 §3, multi-move visits; beyond
 * the spec), pure: one truck of one company — both appointments checked in with the same plate
 * (the portal names no driver per appointment: the gate takes the carrier's on record, the same
 * for both) — in one slot, that drops a box (an export delivery) and picks up an import
 * box, each move still valid by its own rules (its gate pass's). First reason only, in Spanish.
 */
import { appointmentSlot } from '../appointmentSlot';
import type { AppointmentState } from '../appointmentCheckIn/rules';
import { appointmentCheckInMessages } from '../../i18n/appointmentCheckInMessages';
import { fillText } from '../../i18n/fillText';
import { truckVisitMessages as m } from '../../i18n/truckVisitMessages';

export type MoveRole = 'drop' | 'pickup';

/**
 * The appointment kinds a visit joins: an export delivery drops, an import pickup picks up. An empty's
 * pre-advice books no appointment (P60); once it books one, its kind joins here as a drop (the gate's
 * rule for the drop, P84, already takes full and empty boxes alike).
 */
export const MOVE_ROLES: Readonly<Record<string, MoveRole>> = { exportDelivery: 'drop', importPickup: 'pickup' };

/** What the rule reads of each appointment. */
export interface JoinMove {
  id: number;
  kind: string;
  truckingId: string;
  unitNbr: string;
  day: string;
  start: string;
  end: string;
  state: AppointmentState;
  /** The plate it was checked in with, if any. */
  plate: string | null;
  /** The visit it already belongs to, if any. */
  visitCode: string | null;
  /** Why its own rules would not let it through the gate (its gate pass's refusals); empty: valid. */
  refusals: readonly string[];
}

const slotOf = (x: JoinMove) => appointmentSlot(x.day, x.start, x.end);

/** One of the pair's reasons, in the order a person fixes them: the pair, each appointment, then truck and slot, then each move's rules. */
export function joinWhyNot(a: JoinMove, b: JoinMove): string | undefined {
  if (a.id === b.id) return m.refusals.same;
  if (a.truckingId !== b.truckingId) return m.refusals.companies;
  const roles = [MOVE_ROLES[a.kind], MOVE_ROLES[b.kind]];
  if (!roles.includes('drop') || !roles.includes('pickup')) return m.refusals.roles;
  for (const x of [a, b]) {
    if (x.state !== 'RESERVADA' && x.state !== 'PRESENTADA')
      return fillText(m.refusals.notBooked, { id: x.id, state: appointmentCheckInMessages.states[x.state] });
    if (x.visitCode) return fillText(m.refusals.joined, { id: x.id, code: x.visitCode });
    if (x.state !== 'PRESENTADA' || !x.plate) return fillText(m.refusals.notCheckedIn, { id: x.id });
  }
  if (a.plate !== b.plate) return fillText(m.refusals.plates, { a: a.plate ?? '', b: b.plate ?? '' });
  if (a.day !== b.day || a.start !== b.start || a.end !== b.end)
    return fillText(m.refusals.slots, { a: slotOf(a), b: slotOf(b) });
  for (const x of [a, b]) {
    if (x.refusals.length > 0) return fillText(m.refusals.move, { id: x.id, unit: x.unitNbr, reason: x.refusals[0] });
  }
  return undefined;
}

/** The pair in its order: the box the truck drops, then the one it picks up (undefined unless one of each). */
export function dropAndPickup<T extends Pick<JoinMove, 'kind'>>(a: T, b: T): { drop: T; pickup: T } | undefined {
  if (MOVE_ROLES[a.kind] === 'drop' && MOVE_ROLES[b.kind] === 'pickup') return { drop: a, pickup: b };
  if (MOVE_ROLES[a.kind] === 'pickup' && MOVE_ROLES[b.kind] === 'drop') return { drop: b, pickup: a };
  return undefined;
}

/** A visit's code as printed and scanned: 'V' and its number (one code for both moves). */
export const visitCode = (n: number): string => `V${n}`;

/** The visit's number from its code ('v800001' → 800001), or undefined. */
export function visitNumber(code: unknown): number | undefined {
  const match = /^V?(\d{1,9})$/i.exec(String(code ?? '').trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return n > 0 ? n : undefined;
}

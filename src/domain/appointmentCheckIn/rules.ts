/**
 * Check-in by plate and automatic release at the cut-off (issue 31 §3; rulings in the appts
 * report), pure: an appointment is checked in with a truck's plate up to its cut-off (slot start −
 * the terminal's cut-off minutes); one booked before its cut-off and not checked in by then is
 * released. A place booked after the cut-off (a released place rebooked) may be checked in until
 * its slot starts and is never released. Appointments booked before the rule was in force
 * (`releaseFrom`, the seed's now) keep the older rule (Q17: 'its time passed').
 */
import { santiagoDateTime, santiagoInstant } from '../santiagoTime';
import { appointmentCheckInMessages as m } from '../../i18n/appointmentCheckInMessages';
import { fillText } from '../../i18n/fillText';

/** The terminal's default check-in cut-off, in minutes before the slot starts. */
export const DEFAULT_CHECKIN_CUTOFF_MINUTES = 60;

/** What the rules read of an appointment (the core's record has these fields). */
export interface CheckInFacts {
  day: string;
  start: string;
  status: 'BOOKED' | 'CANCELLED' | 'USED';
  createdAt: string;
  checkedInAt?: string;
  checkInPlate?: string;
  releasedAt?: string;
}

/** What the screens show: Reservada, Presentada, Liberada, Usada, or Anulada (cancelled by its holder). */
export type AppointmentState = 'RESERVADA' | 'PRESENTADA' | 'LIBERADA' | 'USADA' | 'ANULADA';

export function appointmentState(a: CheckInFacts): AppointmentState {
  if (a.status === 'USED') return 'USADA';
  if (a.status === 'CANCELLED') return a.releasedAt ? 'LIBERADA' : 'ANULADA';
  return a.checkedInAt ? 'PRESENTADA' : 'RESERVADA';
}

const MINUTE = 60_000;

/** Slot starts already converted (the time-zone conversion is the costly part of a list of thousands); bounded. */
const starts = new Map<string, number>();

/** The slot's start instant (epoch ms), Santiago. */
export function slotStartMs(day: string, start: string): number {
  const key = `${day} ${start}`;
  let ms = starts.get(key);
  if (ms === undefined) {
    if (starts.size > 20_000) starts.clear();
    ms = santiagoInstant(day, start).getTime();
    starts.set(key, ms);
  }
  return ms;
}

/** The slot's cut-off instant: its start less the cut-off minutes. */
export const cutoffOf = (a: Pick<CheckInFacts, 'day' | 'start'>, cutoffMinutes: number): Date =>
  new Date(slotStartMs(a.day, a.start) - cutoffMinutes * MINUTE);

/** Booked before its cut-off: such an appointment must check in by then, or is released. */
const bookedBeforeCutoff = (a: CheckInFacts, cutoff: Date) => Date.parse(a.createdAt) < cutoff.getTime();

/** The last instant it may be checked in: the cut-off, or the slot start for a place booked after it. */
export function checkInDeadline(a: CheckInFacts, cutoffMinutes: number): Date {
  const cutoff = cutoffOf(a, cutoffMinutes);
  return bookedBeforeCutoff(a, cutoff) ? cutoff : new Date(slotStartMs(a.day, a.start));
}

/** Why it cannot be checked in now (Spanish), or undefined. The plate is checked apart (the company's trucks). */
export function checkInWhyNot(a: CheckInFacts, now: Date, cutoffMinutes: number): string | undefined {
  if (a.checkedInAt) return fillText(m.refusals.alreadyCheckedIn, { plate: a.checkInPlate ?? '' });
  if (a.status !== 'BOOKED') return fillText(m.refusals.notBooked, { state: m.states[appointmentState(a)] });
  const deadline = checkInDeadline(a, cutoffMinutes);
  if (now.getTime() >= deadline.getTime()) return fillText(m.refusals.pastCutoff, { at: santiagoDateTime(deadline) });
  return undefined;
}

/**
 * Due for release now: booked (not checked in), booked before its cut-off, booked while the rule
 * was in force, and the cut-off reached on the terminal's clock.
 */
export function releaseDue(a: CheckInFacts, now: Date, cutoffMinutes: number, releaseFrom: string): boolean {
  if (a.status !== 'BOOKED' || a.checkedInAt) return false;
  if (Date.parse(a.createdAt) < Date.parse(releaseFrom)) return false;
  const cutoff = cutoffOf(a, cutoffMinutes);
  return bookedBeforeCutoff(a, cutoff) && now.getTime() >= cutoff.getTime();
}

/** A plate as the master data writes it: upper case, without spaces, dots or dashes. */
export const normalizePlate = (plate: unknown): string =>
  String(plate ?? '')
    .toUpperCase()
    .replace(/[\s.\-·]/g, '');

/** The cut-off minutes a setting may take: a whole number from 0 to a day. */
export const validCutoffMinutes = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1440;

/**
 * Appointment rules of import pickups (D2 §3, §4, §7, §9; DECISIONS Q24), pure: which days a
 * visit's quotas start on, which slots can still be booked, third shift, when an appointment
 * has passed. The mock decides with these; the console shows the same answers.
 */
import { addDays, santiagoDay, santiagoInstant } from './santiagoTime';

/** A bookable window of a day ('HH:mm', Santiago); capacity and use per visit and day. */
export interface SlotQuota {
  day: string;
  start: string;
  end: string;
  capacity: number;
  used: number;
}

/** Coordination hours when the operation does not say (Q24: 08:00–20:00, America/Santiago), in 2-hour slots. */
export const DEFAULT_COORDINATION = { start: '08:00', end: '20:00', slotMinutes: 120 } as const;

/** Third-shift delivery window (D2 §9): no extra cost between 23:00 and 06:30. */
export const THIRD_SHIFT = { from: '23:00', to: '06:30' } as const;

/** addDays of quotasForImport: 1 for a physical inspection ('Fisico' or INSPECCION), else 0 (IMP-033, CONST-049). */
export function quotaAddDays(inspection: string | null | undefined): 0 | 1 {
  const v = String(inspection ?? '')
    .trim()
    .toUpperCase();
  return v === 'INSPECCION' || v === 'FISICO' || v === 'FÍSICO' ? 1 : 0;
}

/** The slots of a coordination window: '08:00'–'20:00' by 120 min → 08–10, 10–12, … 18–20. */
export function slotsOf(start: string, end: string, slotMinutes: number): { start: string; end: string }[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const out: { start: string; end: string }[] = [];
  for (let m = toMin(start); m + slotMinutes <= toMin(end); m += slotMinutes)
    out.push({ start: toTime(m), end: toTime(m + slotMinutes) });
  return out;
}

/** The first day quotas are offered on: today (Santiago) plus addDays. */
export const firstQuotaDay = (now: Date, add: number): string => addDays(santiagoDay(now), add);

/** A slot can be booked: on or after the first day, not started yet, and not full. */
export function isBookable(slot: SlotQuota, now: Date, add: number): boolean {
  if (slot.day < firstQuotaDay(now, add)) return false;
  if (santiagoInstant(slot.day, slot.start).getTime() <= now.getTime()) return false;
  return slot.used < slot.capacity;
}

/** Places left (never negative, whatever the record says). */
export const placesLeft = (slot: Pick<SlotQuota, 'capacity' | 'used'>): number =>
  Math.max(0, slot.capacity - slot.used);

/** The instant a slot ends: an overnight slot (the third shift, 23:00–06:30) ends the next day. */
export const slotEnd = (slot: { day: string; start?: string; end: string }): Date =>
  santiagoInstant(slot.start !== undefined && slot.end <= slot.start ? addDays(slot.day, 1) : slot.day, slot.end);

/** The appointment's window is over ('its time passed', DECISIONS Q17): its end is not after now. */
export const appointmentPassed = (appointment: { day: string; start?: string; end: string }, now: Date): boolean =>
  slotEnd(appointment).getTime() <= now.getTime();

/** The appointment has begun (its start is not after now): it can no longer be moved or cancelled. */
export const appointmentStarted = (appointment: { day: string; start: string }, now: Date): boolean =>
  santiagoInstant(appointment.day, appointment.start).getTime() <= now.getTime();

/** The third shift as one delivery slot of a day's export quotas (issue 16): from 23:00 to 06:30 the next morning. */
export const THIRD_SHIFT_SLOT = { start: THIRD_SHIFT.from, end: THIRD_SHIFT.to } as const;

/** 'HH:mm' within the third shift (23:00 to 06:30; IMP-032). */
export function isThirdShift(time: string): boolean {
  return time >= THIRD_SHIFT.from || time < THIRD_SHIFT.to;
}

/** The security-fee box starts ticked for a direct pickup of an INBOUND unit without hazards (IMP-029). */
export const securityFeeByDefault = (outType: string, transitState: string, hazardous: boolean): boolean =>
  outType === 'DIRECTO' && transitState === 'INBOUND' && !hazardous;

/**
 * An appointment as people read it: its day and the whole slot, 'DD/MM/YYYY HH:mm–HH:mm' (issue
 * 30 §4: a slot shown by its start alone reads as a time, not a window). The screens and the
 * mock's printed documents write it with these, so it reads one way everywhere.
 */
import { slashedDay } from './santiagoTime';

/** 'HH:mm–HH:mm'; the start alone when the end is unknown. */
export const slotRange = (start: string, end: string | null | undefined): string => (end ? `${start}–${end}` : start);

/** A day ('YYYY-MM-DD') and its slot: 'DD/MM/YYYY HH:mm–HH:mm'. */
export const appointmentSlot = (day: string, start: string, end: string | null | undefined): string =>
  `${slashedDay(day)} ${slotRange(start, end)}`;

/** An appointment start already written 'DD/MM/YYYY HH:mm' and its slot's end; empty without a start. */
export const withSlotEnd = (startText: string | null | undefined, end: string | null | undefined): string | null =>
  startText ? (end && !startText.endsWith(end) ? `${startText}–${end}` : startText) : null;

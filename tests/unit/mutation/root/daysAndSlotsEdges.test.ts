/**
 * Edges of the calendar days, Santiago's clock, appointment slots and a booking's slot request
 * (src/domain: calendarDay.ts, santiagoTime.ts, appointments.ts, slotRequest.ts) the rule tables leave open.
 */
import { describe, expect, it } from 'vitest';
import { appointmentStarted, quotaAddDays, slotEnd, slotsOf } from '../../../../src/domain/appointments';
import { isoDay, parseDay } from '../../../../src/domain/calendarDay';
import { santiagoInstant } from '../../../../src/domain/santiagoTime';
import { parseSlotRequest } from '../../../../src/domain/slotRequest';

describe('calendar days', () => {
  it('a typed day is read trimmed; months 1 to 12, years from 1900', () => {
    expect(parseDay(' 05/11/2025 ')).toEqual({ year: 2025, month: 11, day: 5 });
    expect(parseDay('05/12/2025')).toEqual({ year: 2025, month: 12, day: 5 });
    expect(parseDay('05/00/2025')).toBeUndefined();
    expect(parseDay('05/11/1900')).toEqual({ year: 1900, month: 11, day: 5 });
    expect(parseDay('05/11/1899')).toBeUndefined();
  });

  it('an ISO day has a four-digit year', () => {
    expect(isoDay({ year: 999, month: 1, day: 2 })).toBe('0999-01-02');
  });
});

describe("Santiago's clock", () => {
  it('the instant of a wall time on the days summer time starts and ends', () => {
    // 6 April 2025: clocks went back at midnight (UTC-3 → UTC-4); 7 September 2025: forward (UTC-4 → UTC-3).
    expect(santiagoInstant('2025-04-06', '02:00').toISOString()).toBe('2025-04-06T06:00:00.000Z');
    expect(santiagoInstant('2025-09-07', '02:00').toISOString()).toBe('2025-09-07T05:00:00.000Z');
  });
});

describe('appointments', () => {
  it('a physical inspection adds a day, however it is written', () => {
    expect(quotaAddDays(' fisico ')).toBe(1);
    expect(quotaAddDays('Físico')).toBe(1);
    expect(quotaAddDays('Documental')).toBe(0);
  });

  it('slots of a window that starts on the half hour', () => {
    expect(slotsOf('08:30', '12:30', 120)).toEqual([
      { start: '08:30', end: '10:30' },
      { start: '10:30', end: '12:30' },
    ]);
  });

  it('a slot ending when it starts ends the next day', () => {
    expect(slotEnd({ day: '2025-11-05', start: '08:00', end: '08:00' }).toISOString()).toBe('2025-11-06T11:00:00.000Z');
  });

  it('an appointment has begun at its start instant', () => {
    const at = santiagoInstant('2025-11-05', '08:00');
    expect(appointmentStarted({ day: '2025-11-05', start: '08:00' }, at)).toBe(true);
    expect(appointmentStarted({ day: '2025-11-05', start: '08:00' }, new Date(at.getTime() - 1))).toBe(false);
  });
});

describe('parseSlotRequest', () => {
  const slot = (day: string, start: string) => ({ day, start });

  it('YYYY-MM-DD with a wall time (T or space, seconds and fractions ignored), trimmed', () => {
    expect(parseSlotRequest('2025-11-05 08:00', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('  2025-11-05T08:00  ', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T08:00:30', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T08:00:30.123', undefined)).toEqual(slot('2025-11-05', '08:00'));
  });

  it('an instant with a zone is read on the Santiago clock', () => {
    expect(parseSlotRequest('2025-11-05T11:00:00Z', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T11:00:00.500+00:00', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T08:00-0300', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T08:00-03:00', null)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05T11:00Z', '09:00')).toEqual(slot('2025-11-05', '09:00'));
    expect(parseSlotRequest('2025-13-05T08:00Z', undefined)).toBeUndefined();
  });

  it('a separate start names the slot when it is a time (trimmed); otherwise the text’s own time', () => {
    expect(parseSlotRequest('2025-11-05 08:00', '10:00')).toEqual(slot('2025-11-05', '10:00'));
    expect(parseSlotRequest('2025-11-05 08:00', ' 10:00 ')).toEqual(slot('2025-11-05', '10:00'));
    expect(parseSlotRequest('2025-11-05 08:00', '24:00')).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05 08:00', 1000)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('2025-11-05', '10:00')).toEqual(slot('2025-11-05', '10:00'));
    expect(parseSlotRequest('2025-11-05Z', '10:00')).toEqual(slot('2025-11-05', '10:00'));
  });

  it('a day alone, a time that is none, a day that is none: no slot', () => {
    expect(parseSlotRequest('2025-11-05', undefined)).toBeUndefined();
    expect(parseSlotRequest('2025-11-05 25:00', undefined)).toBeUndefined();
    expect(parseSlotRequest('2025-02-30 08:00', undefined)).toBeUndefined();
    expect(parseSlotRequest('2025-13-01 08:00', undefined)).toBeUndefined();
    expect(parseSlotRequest(20251105, '08:00')).toBeUndefined();
    expect(parseSlotRequest(undefined, '08:00')).toBeUndefined();
  });

  it("the legacy's DD-MM-YYYY or DD/MM/YYYY, a time after any spaces", () => {
    expect(parseSlotRequest('05-11-2025 08:00', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('05/11/2025  08:00', undefined)).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('05/11/2025', '08:00')).toEqual(slot('2025-11-05', '08:00'));
    expect(parseSlotRequest('05/11/2025', undefined)).toBeUndefined();
    expect(parseSlotRequest('31/02/2025 08:00', undefined)).toBeUndefined();
    expect(parseSlotRequest('05.11.2025 08:00', undefined)).toBeUndefined();
    expect(parseSlotRequest('05/11/2025 8:00', undefined)).toBeUndefined();
  });

  it('nothing before or after the date', () => {
    for (const text of [
      'x2025-11-05 08:00',
      '2025-11-05 08:00x',
      'x05/11/2025 08:00',
      '05/11/2025 08:00x',
      '25-11-05 08:00',
    ])
      expect(parseSlotRequest(text, undefined), text).toBeUndefined();
  });
});

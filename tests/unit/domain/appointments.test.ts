import { describe, expect, it } from 'vitest';
import {
  appointmentPassed,
  isBookable,
  isThirdShift,
  placesLeft,
  quotaAddDays,
  securityFeeByDefault,
  slotsOf,
  type SlotQuota,
} from '../../../src/domain/appointments';
import { addDays, dashedDay, santiagoDay, santiagoInstant, santiagoWallClock } from '../../../src/domain/santiagoTime';
import { importMessages } from '../../../src/i18n/importMessages';

// 2025-11-05 10:00 in Santiago (summer time, UTC-3) = 13:00 UTC.
const NOW = new Date('2025-11-05T13:00:00Z');

describe('appointment rules', () => {
  it('IMP-033 CONST-049: quotas start 1 day later for a physical inspection (Fisico or INSPECCION), else the same day', () => {
    const cases = [
      ['INSPECCION', 1],
      ['Fisico', 1],
      ['FISICO', 1],
      ['SIN INSPECCION', 0],
      ['BLOQUEO POR INSPECCION', 0],
      [null, 0],
      ['', 0],
    ] as const;
    for (const [inspection, days] of cases) expect(quotaAddDays(inspection), String(inspection)).toBe(days);
  });

  it('DECISIONS Q24: the default coordination hours 08:00–20:00 give six 2-hour slots', () => {
    expect(slotsOf('08:00', '20:00', 120)).toEqual([
      { start: '08:00', end: '10:00' },
      { start: '10:00', end: '12:00' },
      { start: '12:00', end: '14:00' },
      { start: '14:00', end: '16:00' },
      { start: '16:00', end: '18:00' },
      { start: '18:00', end: '20:00' },
    ]);
  });

  const slot = (over: Partial<SlotQuota>): SlotQuota => ({
    day: '2025-11-05',
    start: '12:00',
    end: '14:00',
    capacity: 2,
    used: 0,
    ...over,
  });
  it.each([
    ['a later slot today with room', slot({}), 0, true],
    ['a slot that already started', slot({ start: '10:00', end: '12:00' }), 0, false],
    ['a full slot', slot({ used: 2 }), 0, false],
    ['today when a physical inspection needs a day more', slot({}), 1, false],
    ['tomorrow with a physical inspection', slot({ day: '2025-11-06', start: '08:00', end: '10:00' }), 1, true],
    ['yesterday', slot({ day: '2025-11-04' }), 0, false],
  ] as const)('IMP-033 IMP-036: %s → bookable %s', (_what, s, add, expected) => {
    expect(isBookable(s, NOW, add)).toBe(expected);
  });

  it('quotas never show a negative number of places', () => {
    expect(placesLeft({ capacity: 3, used: 5 })).toBe(0);
    expect(placesLeft({ capacity: 3, used: 1 })).toBe(2);
  });

  it.each([
    [{ day: '2025-11-05', end: '10:00' }, true],
    [{ day: '2025-11-05', end: '10:01' }, false],
    [{ day: '2025-11-04', end: '20:00' }, true],
  ])('DECISIONS Q17: appointment %o has passed at 10:00 → %s', (a, passed) => {
    expect(appointmentPassed(a, NOW)).toBe(passed);
  });

  it('IMP-032 CONST-053: the third shift (no extra cost) delivers between 23:00 and 06:30', () => {
    const cases = [
      ['23:00', true],
      ['02:15', true],
      ['06:29', true],
      ['06:30', false],
      ['12:00', false],
      ['22:59', false],
    ] as const;
    for (const [time, expected] of cases) expect(isThirdShift(time), time).toBe(expected);
    expect(importMessages.pickup.turno3er).toBe(
      'Retiro en tercer turno: entrega entre 23:00 y 06:30, sin costo adicional',
    );
  });

  it.each([
    ['DIRECTO', 'INBOUND', false, true],
    ['DIRECTO', 'INBOUND', true, false],
    ['DIRECTO', 'YARD', false, false],
    ['INDIRECTO', 'INBOUND', false, false],
  ] as const)('IMP-029: security fee by default for %s %s hazardous=%s → %s', (out, state, hz, expected) => {
    expect(securityFeeByDefault(out, state, hz)).toBe(expected);
  });
});

describe('America/Santiago wall clock', () => {
  it('converts instants and wall-clock times both ways, summer and winter', () => {
    expect(santiagoWallClock(NOW)).toEqual({ day: '2025-11-05', time: '10:00' });
    expect(santiagoInstant('2025-11-05', '10:00').toISOString()).toBe('2025-11-05T13:00:00.000Z');
    expect(santiagoInstant('2025-07-01', '10:00').toISOString()).toBe('2025-07-01T14:00:00.000Z');
    expect(santiagoDay(new Date('2025-11-06T02:30:00Z'))).toBe('2025-11-05');
  });

  it('IMP-034: day arithmetic and the quotas wire date dd-mm-yyyy', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(dashedDay('2025-11-05')).toBe('05-11-2025');
  });
});

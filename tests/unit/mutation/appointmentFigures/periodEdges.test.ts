/** Edges of the punctuality period (src/domain/appointmentFigures: calls.ts, periodInput.ts) the round trips leave open. */
import { describe, expect, it } from 'vitest';
import { companyPunctuality, periodOfQuery } from '../../../../src/domain/appointmentFigures/calls';
import { periodOfTyped, typedDay } from '../../../../src/domain/appointmentFigures/periodInput';
import { WireError } from '../../../../src/domain/legacyCall';
import { punctualityMessages } from '../../../../src/i18n/punctualityMessages';

const r = punctualityMessages.refusals;

describe('punctuality period, edges', () => {
  it('one day, and a year of 366 days, are periods; 367 days are not', () => {
    expect(periodOfQuery({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodOfQuery({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ from: '2024-01-01', to: '2025-01-01' });
    expect(() => periodOfQuery({ from: '2024-01-01', to: '2025-01-02' })).toThrow(new WireError({ to: r.tooLong }));
    expect(() => periodOfQuery({ from: '2026-03-02', to: '2026-03-01' })).toThrow(new WireError({ to: r.order }));
  });

  it('one day given: the other is left to the mock; null is no day; a list is not a day', () => {
    expect(periodOfQuery({ from: '2026-03-01' })).toEqual({ from: '2026-03-01', to: null });
    expect(periodOfQuery({ to: '2026-03-01', from: null })).toEqual({ from: null, to: '2026-03-01' });
    expect(() => periodOfQuery({ from: ['2026-03-01', '2026-03-02'] })).toThrow(new WireError({ from: r.badDay }));
  });

  it("a company's id is read trimmed", () => {
    expect(companyPunctuality.fromWire({ params: { truckingId: ' T1 ' }, query: {}, body: undefined }).truckingId).toBe(
      'T1',
    );
  });

  it('a blank typed day is missing; a typed period is checked like the query', () => {
    expect(periodOfTyped('  ', '01/03/2026')).toEqual({ ok: false, errors: { from: r.required } });
    expect(periodOfTyped('02/03/2026', '01/03/2026')).toEqual({ ok: false, errors: { to: r.order } });
    expect(periodOfTyped('01/03/2026', '02/03/2026')).toEqual({ ok: true, from: '2026-03-01', to: '2026-03-02' });
    expect(typedDay('2026-03-01')).toBe('01/03/2026');
  });
});

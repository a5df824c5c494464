/** The figures' codecs (src/domain/figures/calls.ts): what the console sends, the mock reads back; a bad period names its field. */
import { describe, expect, it } from 'vitest';
import { figuresCall, figuresXlsxCall } from '../../../src/domain/figures/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { punctualityMessages } from '../../../src/i18n/punctualityMessages';
import { roundTrip } from '../contracts/received';

const r = punctualityMessages.refusals;

describe('figures codecs', () => {
  it('the period round-trips, absent days stay absent (the server fills 7 days ago → today)', () => {
    for (const call of [figuresCall, figuresXlsxCall]) {
      expect(roundTrip(call, { from: '2025-10-30', to: '2025-11-04' })).toEqual({
        from: '2025-10-30',
        to: '2025-11-04',
      });
      expect(roundTrip(call, { from: null, to: null })).toEqual({ from: null, to: null });
    }
    expect(figuresCall.toWire({ from: '2025-10-30', to: null })).toEqual({ path: '/figures?from=2025-10-30' });
    expect(figuresXlsxCall.toWire({ from: null, to: null })).toEqual({ path: '/figures/xlsx' });
  });

  it.each([
    [{ from: '2025-11-05', to: '2025-11-01' }, { to: r.order }],
    [{ from: '05/11/2025' }, { from: r.badDay }],
    [{ from: '2025-02-30' }, { from: r.badDay }],
    [{ from: '2024-01-01', to: '2025-11-04' }, { to: r.tooLong }],
    [{ from: ['2025-11-01', '2025-11-02'] }, { from: r.badDay }],
  ])('a bad period %j is refused naming the field', (query, fields) => {
    let error: unknown;
    try {
      figuresCall.fromWire({ params: {}, query, body: undefined });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WireError);
    expect((error as WireError).fields).toEqual(fields);
  });
});

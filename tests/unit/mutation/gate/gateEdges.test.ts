/** Edges of the gate's codecs and rules (src/domain/gate: calls.ts, gates.ts, cutOff.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import { gateArrival, gateUnitInput } from '../../../../src/domain/gate/calls';
import { cutOffOf } from '../../../../src/domain/gate/cutOff';
import { DEFAULT_GATE, gateOf } from '../../../../src/domain/gate/gates';

describe('gate edges', () => {
  it('a container number as the gate reads it: inner spaces dropped', () => {
    expect(gateUnitInput(' mscu 123 4565 ')).toBe('MSCU1234565');
  });

  it('an arrival without a gate goes through the default gate', () => {
    for (const gate of [undefined, null, ''])
      expect(gateArrival.fromWire({ params: {}, query: {}, body: { unitNbr: 'MSCU1234565', gate } }).gate).toBe(
        DEFAULT_GATE,
      );
  });

  it('a gate is named by one to three digits, nothing else', () => {
    expect(gateOf('01')).toBe(1);
    expect(gateOf(' 2 ')).toBe(2);
    for (const bad of ['1.0', '+1', '1e0', '0x1', 'a1']) expect(gateOf(bad), bad).toBeUndefined();
  });

  it('the cut-off with missing dates compares with nothing, even on a clock before 1970', () => {
    const now = new Date('1960-06-01T12:00:00Z');
    expect(cutOffOf({ stackingStart: null, stackingEnd: null, lateDate: null }, false, now).status).toBe('ON_TIME');
    expect(
      cutOffOf({ stackingStart: null, stackingEnd: '1950-01-01T00:00:00Z', lateDate: null }, false, now).status,
    ).toBe('CLOSED');
  });
});

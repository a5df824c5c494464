/** Edges of multi-move truck visits (src/domain/truckVisit: join.ts, calls.ts) the rule table leaves open. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GATE } from '../../../../src/domain/gate/gates';
import { WireError } from '../../../../src/domain/legacyCall';
import {
  joinAppointments,
  truckVisitByCode,
  truckVisitGateIn,
  truckVisitPass,
} from '../../../../src/domain/truckVisit/calls';
import { dropAndPickup, joinWhyNot, visitNumber, type JoinMove } from '../../../../src/domain/truckVisit/join';
import { truckVisitMessages as m } from '../../../../src/i18n/truckVisitMessages';

const drop: JoinMove = {
  id: 700101,
  kind: 'exportDelivery',
  truckingId: 'T1',
  unitNbr: 'MSCU1234565',
  day: '2025-11-06',
  start: '10:00',
  end: '12:00',
  state: 'PRESENTADA',
  plate: 'BBCC12',
  visitCode: null,
  refusals: [],
};
const pickup: JoinMove = { ...drop, id: 700102, kind: 'importPickup', unitNbr: 'MAEU7654321' };
const req = (params: Record<string, string>, body: unknown = {}) => ({ params, query: {}, body });

describe('truck visit edges', () => {
  it('checked in means presented and with a plate', () => {
    const notCheckedIn = m.refusals.notCheckedIn.replace('{id}', String(pickup.id));
    expect(joinWhyNot(drop, { ...pickup, plate: null })).toBe(notCheckedIn);
    expect(joinWhyNot(drop, { ...pickup, state: 'RESERVADA' })).toBe(notCheckedIn);
  });

  it('one slot means the same start and the same end', () => {
    expect(joinWhyNot(drop, { ...pickup, start: '11:00' })).toMatch(/^Las citas deben ser del mismo horario/);
    expect(joinWhyNot(drop, { ...pickup, end: '13:00' })).toMatch(/^Las citas deben ser del mismo horario/);
  });

  it('the pair in its order: the drop, then the pickup', () => {
    expect(dropAndPickup(drop, pickup)).toEqual({ drop, pickup });
    expect(dropAndPickup(pickup, drop)).toEqual({ drop, pickup });
    expect(dropAndPickup(drop, drop)).toBeUndefined();
    expect(dropAndPickup(pickup, pickup)).toBeUndefined();
    expect(dropAndPickup({ ...drop, kind: 'other' }, pickup)).toBeUndefined();
  });

  it("a visit's code: 'V' and digits only", () => {
    expect(visitNumber('V12x')).toBeUndefined();
    expect(visitNumber(' v12 ')).toBe(12);
  });

  it('join: two appointment numbers, each above zero', () => {
    expect(() => joinAppointments.fromWire(req({}, { ids: [0, 5] }))).toThrow(new WireError({ ids: m.refusals.badId }));
    expect(joinAppointments.fromWire(req({}, { ids: [1, 5] }))).toEqual({ ids: [1, 5] });
  });

  it("the visit's paths, and the gate in: none given is the default gate", () => {
    expect(truckVisitByCode.toWire({ code: 'V7' }).path).toBe('/appointmentrules/truckvisits/V7');
    expect(truckVisitPass.toWire({ code: 'V7' }).path).toBe('/report/truckvisitpass/V7');
    expect(truckVisitByCode.fromWire(req({ code: ' v7 ' }))).toEqual({ code: 'V7' });
    for (const gate of [undefined, null, ''])
      expect(truckVisitGateIn.fromWire(req({ code: 'V7' }, { gate })).gate, String(gate)).toBe(DEFAULT_GATE);
  });
});

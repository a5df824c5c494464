/** The truck visits' codecs (issue 31 §3, multi-move visits; beyond-spec): round trips and the refusals that name their field. */
import { describe, expect, it } from 'vitest';
import {
  joinAppointments,
  listTruckVisits,
  truckVisitGateIn,
  truckVisitGateOut,
  truckVisitPass,
} from '../../../src/domain/truckVisit/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { gateMessages } from '../../../src/i18n/gateMessages';
import { truckVisitMessages as m } from '../../../src/i18n/truckVisitMessages';
import { roundTrip } from './received';

describe('truck visit calls', () => {
  it('round trips: the list, a join, the pass, the gate-in (gate 1 by default) and the gate-out; the code read in any case', () => {
    expect(listTruckVisits.toWire({})).toEqual({ path: '/appointmentrules/truckvisits' });
    expect(roundTrip(joinAppointments, { ids: [700101, 700102] })).toEqual({ ids: [700101, 700102] });
    expect(truckVisitPass.toWire({ code: 'V800000' })).toEqual({ path: '/report/truckvisitpass/V800000' });
    expect(truckVisitPass.fromWire({ params: { code: 'v800000' }, query: {}, body: undefined })).toEqual({
      code: 'V800000',
    });
    expect(roundTrip(truckVisitGateIn, { code: 'V800000', gate: 3 })).toEqual({ code: 'V800000', gate: 3 });
    expect(truckVisitGateIn.fromWire({ params: { code: '800000' }, query: {}, body: {} })).toEqual({
      code: 'V800000',
      gate: 1,
    });
    expect(roundTrip(truckVisitGateOut, { code: 'V800000' })).toEqual({ code: 'V800000' });
  });

  it('bad ids, codes and gates are refused naming the field', () => {
    const join = (body: unknown) => () => joinAppointments.fromWire({ params: {}, query: {}, body });
    expect(join({ ids: [700101] })).toThrow(new WireError({ ids: m.refusals.badId }));
    expect(join({ ids: [700101, 'x'] })).toThrow(new WireError({ ids: m.refusals.badId }));
    expect(join({ ids: [700101, -2] })).toThrow(WireError);
    expect(join({})).toThrow(WireError);
    expect(() => truckVisitPass.fromWire({ params: { code: 'nada' }, query: {}, body: undefined })).toThrow(
      new WireError({ code: m.refusals.badCode }),
    );
    expect(() => truckVisitGateIn.fromWire({ params: { code: 'V800000' }, query: {}, body: { gate: 9 } })).toThrow(
      new WireError({ gate: gateMessages.refusals.unknownGate }),
    );
  });
});

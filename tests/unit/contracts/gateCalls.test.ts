/**
 * The gate's codecs (src/domain/gate/calls.ts): what the console encodes, the mock decodes back
 * (issue 28); a scanned container is trimmed and upper-cased; a missing gate is the default
 * (D2 §3 "gate (default 1)"); a container or gate the codec cannot read is a field error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutOffQuery, gateArrival, gateArrivalConfirm } from '../../../src/domain/gate/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { roundTrip } from './received';

const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const gate = fc.constantFrom(1, 2, 3, 4);
const read = (body: unknown) => gateArrival.fromWire({ params: {}, query: {}, body });
const fieldsOf = (body: unknown) => {
  try {
    read(body);
  } catch (e) {
    return e instanceof WireError ? e.fields : 'otro error';
  }
  return undefined;
};

describe('gate codecs: what the console sends, the mock reads back', () => {
  it('the arrival and its confirmation', () => {
    fc.assert(
      fc.property(unit, gate, (unitNbr, g) => {
        expect(roundTrip(gateArrival, { unitNbr, gate: g })).toEqual({ unitNbr, gate: g });
      }),
    );
    fc.assert(
      fc.property(unit, gate, fc.boolean(), (unitNbr, g, arriboGate) => {
        expect(roundTrip(gateArrivalConfirm, { unitNbr, gate: g, arriboGate })).toEqual({
          unitNbr,
          gate: g,
          arriboGate,
        });
      }),
    );
    expect(gateArrival.toWire({ unitNbr: 'MSCU1234567', gate: 2 })).toEqual({
      path: '/unitfacilityvisit/arribogate',
      body: { unitNbr: 'MSCU1234567', gate: 2 },
    });
    expect(gateArrivalConfirm.toWire({ unitNbr: 'MSCU1234567', gate: 2, arriboGate: true })).toEqual({
      path: '/unitfacilityvisit/arribogateupdate',
      body: { unitNbr: 'MSCU1234567', gate: 2, arriboGate: true },
    });
  });

  it('VAL-023: a scanned number is read trimmed and upper-cased; one that is no container number, or a gate not of the catalogue, names its field', () => {
    expect(read({ unitNbr: ' mscu1234567\r\n', gate: '3' })).toEqual({ unitNbr: 'MSCU1234567', gate: 3 });
    expect(read({ unitNbr: 'MSCU1234567' })).toEqual({ unitNbr: 'MSCU1234567', gate: 1 });
    expect(fieldsOf({ unitNbr: 'MSCU12', gate: 1 })).toEqual({ unitNbr: 'Ingrese un valor válido' });
    expect(fieldsOf({ unitNbr: 'MSCU1234567', gate: 7 })).toEqual({ gate: 'Seleccione una puerta válida.' });
    expect(fieldsOf({})).toEqual({ unitNbr: 'Ingrese un valor válido' });
    expect(fieldsOf('MSCU1234567')).toEqual({});
    expect(
      gateArrivalConfirm.fromWire({
        params: {},
        query: {},
        body: { unitNbr: 'MSCU1234567', gate: 1, arriboGate: 'true' },
      }).arriboGate,
    ).toBe(true);
    expect(
      gateArrivalConfirm.fromWire({ params: {}, query: {}, body: { unitNbr: 'MSCU1234567', gate: 1 } }).arriboGate,
    ).toBe(false);
  });

  it('the late-arrival query', () => {
    fc.assert(
      fc.property(unit, fc.stringMatching(/^[A-Z]{2,6}$/), (unitNbr, line) => {
        expect(roundTrip(cutOffQuery, { unitNbr, line })).toEqual({ unitNbr, line });
      }),
    );
    expect(cutOffQuery.toWire({ unitNbr: 'MSCU1234567', line: 'MSC' }).path).toBe(
      '/unitfacilityvisit/consultacutoff/MSCU1234567/MSC',
    );
    expect(cutOffQuery.fromWire({ params: { id: ' mscu1234567', line: 'msc ' }, query: {}, body: undefined })).toEqual({
      unitNbr: 'MSCU1234567',
      line: 'MSC',
    });
  });
});

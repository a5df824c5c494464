/**
 * The unit documents' codecs (src/domain/gatePass/calls.ts): what the console encodes, the mock
 * decodes back (issue 28); the paths and bodies are the ones the console sent before; and the
 * legacy's other selection shapes ([{unitNbr|id}], {units|containers}).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eirDocument, gatePassCheckMany, gatePassDocument, massiveGatePass } from '../../../src/domain/gatePass/calls';
import { roundTrip } from './received';

const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);

describe('gate-pass codecs: what the console sends, the mock reads back', () => {
  it('the selections: the list the console sends', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 5 }), (unitNbrs) => {
        expect(roundTrip(gatePassCheckMany, { unitNbrs })).toEqual({ unitNbrs });
        expect(roundTrip(massiveGatePass, { unitNbrs })).toEqual({ unitNbrs });
      }),
    );
    expect(gatePassCheckMany.toWire({ unitNbrs: ['MSCU1'] })).toEqual({
      path: '/report/canPrintGatePass',
      body: ['MSCU1'],
    });
    expect(massiveGatePass.toWire({ unitNbrs: ['MSCU1'] })).toEqual({
      path: '/report/massivegatepass/',
      body: ['MSCU1'],
    });
    const read = (body: unknown) => gatePassCheckMany.fromWire({ params: {}, query: {}, body }).unitNbrs;
    expect(read([{ unitNbr: 'mscu1' }, { id: 'mscu2' }, 'mscu3 ', null])).toEqual(['MSCU1', 'MSCU2', 'MSCU3', '']);
    expect(read({ units: ['a'] })).toEqual(['A']);
    expect(read({ containers: ['b'] })).toEqual(['B']);
    expect(read('MSCU1')).toEqual([]);
    expect(read(Array.from({ length: 501 }, () => 'X'))).toHaveLength(500);
  });

  it('the documents of one unit', () => {
    fc.assert(
      fc.property(unit, fc.boolean(), (unitNbr, asResult) => {
        expect(roundTrip(gatePassDocument, { unitNbr, asResult })).toEqual({ unitNbr, asResult });
      }),
    );
    expect(gatePassDocument.toWire({ unitNbr: 'MSCU1', asResult: false }).path).toBe('/report/gatepass/MSCU1');
    fc.assert(
      fc.property(unit, fc.nat(99999).map(String), (unitNbr, operationId) => {
        expect(roundTrip(eirDocument, { unitNbr, operationId })).toEqual({ unitNbr, operationId });
      }),
    );
    expect(eirDocument.toWire({ unitNbr: 'MSCU1', operationId: '0' }).path).toBe('/report/eir/MSCU1/0');
  });
});

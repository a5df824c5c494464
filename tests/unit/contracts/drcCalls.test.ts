/**
 * The DRC's codecs (src/domain/drc/calls.ts): what the console encodes, the mock decodes back
 * (issue 28); the single DRC's path is the one the import detail sent before; drcdata's `{id}` is a
 * container (11 characters) or a line operator (at most 10), told apart by its shape.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drcData, drcDocument, massiveDrc } from '../../../src/domain/drc/calls';
import type { LegacyCall } from '../../../src/domain/legacyCall';
import { roundTrip } from './received';

const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const visit = fc.stringMatching(/^[A-Z0-9]{3,10}$/);
const line = fc.stringMatching(/^[A-Z0-9]{1,10}$/);
const read = <T>(call: LegacyCall<T>, params: Record<string, string>) =>
  call.fromWire({ params, query: {}, body: undefined });

describe('DRC codecs: what the console sends, the mock reads back', () => {
  it('the single DRC (IMP-050, DRC-006): unit and visit', () => {
    fc.assert(
      fc.property(unit, visit, (unitNbr, visitId) => {
        expect(roundTrip(drcDocument, { unitNbr, visitId })).toEqual({ unitNbr, visitId });
      }),
    );
    expect(drcDocument.toWire({ unitNbr: 'MSCU8813600', visitId: 'MSCAN36S' })).toEqual({
      path: '/report/drc/MSCU8813600/MSCAN36S',
    });
    expect(drcDocument.fromWire({ params: { id: 'MSCU1', vesselId: ' msc01 ' }, query: {}, body: undefined })).toEqual({
      unitNbr: 'MSCU1',
      visitId: 'MSC01',
    });
  });

  it("drcdata (Q41): a unit's data or a line's receipts, by the shape of {id}", () => {
    fc.assert(
      fc.property(unit, visit, (unitNbr, visitId) => {
        expect(roundTrip(drcData, { of: 'unit', unitNbr, visitId })).toEqual({ of: 'unit', unitNbr, visitId });
      }),
    );
    fc.assert(
      fc.property(line, visit, (lineId, visitId) => {
        expect(roundTrip(drcData, { of: 'line', lineId, visitId })).toEqual({ of: 'line', lineId, visitId });
      }),
    );
    expect(drcData.toWire({ of: 'line', lineId: 'MSC', visitId: 'MSCAN36S' }).path).toBe(
      '/report/drcdata/MSC/MSCAN36S',
    );
    expect(read(drcData, { id: ' mscu8813600 ', visitId: 'mscan36s' })).toEqual({
      of: 'unit',
      unitNbr: 'MSCU8813600',
      visitId: 'MSCAN36S',
    });
    expect(read(drcData, { id: 'maersk', visitId: 'MAELI22W' })).toEqual({
      of: 'line',
      lineId: 'MAERSK',
      visitId: 'MAELI22W',
    });
  });

  it('the mass DRC (DRC-004): visit and line', () => {
    fc.assert(
      fc.property(visit, line, (visitId, lineId) => {
        expect(roundTrip(massiveDrc, { visitId, lineId })).toEqual({ visitId, lineId });
      }),
    );
    expect(massiveDrc.toWire({ visitId: 'MSCAN36S', lineId: 'MSC' }).path).toBe(
      '/report/massivedrcbyvesselvisitandlineoperator/MSCAN36S/MSC',
    );
    expect(read(massiveDrc, { id: ' mscan36s', lineOperatorId: 'msc ' })).toEqual({
      visitId: 'MSCAN36S',
      lineId: 'MSC',
    });
  });
});

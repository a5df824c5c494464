/** The gate pass calls' decoding edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { eirDocument, gatePassCheckMany, importDetailDocument } from '../../../../src/domain/gatePass/calls';

const units = (body: unknown) => gatePassCheckMany.fromWire({ params: {}, query: {}, body }).unitNbrs;

describe('gate pass calls: what the mock reads', () => {
  it('a selection as {containers}; a list that is neither is none; an empty entry reads as empty', () => {
    expect(units({ containers: [' mscu1 ', { id: 'b' }] })).toEqual(['MSCU1', 'B']);
    expect(units({ containers: 'MSCU1' })).toEqual([]);
    expect(units([null, undefined, {}])).toEqual(['', '', '']);
  });

  it("the EIR's operation is trimmed; the unit's detail names its unit", () => {
    expect(eirDocument.fromWire({ params: { id: 'MSCU1', operationId: ' 12 ' }, query: {}, body: undefined })).toEqual({
      unitNbr: 'MSCU1',
      operationId: '12',
    });
    expect(importDetailDocument.fromWire({ params: { id: 'MSCU1' }, query: {}, body: undefined })).toEqual({
      unitNbr: 'MSCU1',
    });
    expect(importDetailDocument.toWire({ unitNbr: 'MSCU1' }).path).toBe('/report/importDetail/MSCU1');
  });
});

/**
 * The empties codecs (src/domain/emptys/calls.ts): what the console encodes, the mock decodes back
 * (issue 28); the bodies are the ones the console sent before; and the legacy's other shapes (bare
 * container numbers, tares as text, rows in the deleteList, bookingId as its own multipart part).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptiesSend,
  emptiesValidate,
  emptiesValidateUpload,
  type EmptyRowInput,
} from '../../../src/domain/emptys/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { roundTrip } from './received';

const booking = fc.stringMatching(/^[A-Z0-9]{4,12}$/);
const row: fc.Arbitrary<EmptyRowInput> = fc.record({
  contenedor: fc.stringMatching(/^[A-Z]{4}\d{7}$/),
  isocode: fc.option(fc.constantFrom('22G1', '45G1', '42R1'), { nil: null }),
  tara_kg: fc.option(fc.oneof(fc.integer({ min: 1000, max: 5000 }), fc.constantFrom('2.200', '2200,5')), { nil: null }),
});

describe('empties codecs: what the console sends, the mock reads back', () => {
  it('the grid validated, typed or uploaded, and the send', () => {
    fc.assert(
      fc.property(
        booking,
        fc.array(row, { maxLength: 4 }),
        fc.array(fc.stringMatching(/^[A-Z]{4}\d{7}$/), { maxLength: 3 }),
        (bookingId, rows, deleteList) => {
          expect(roundTrip(emptiesValidate, { bookingId, rows })).toEqual({ bookingId, rows });
          expect(roundTrip(emptiesSend, { bookingId, rows, deleteList })).toEqual({ bookingId, rows, deleteList });
          const { body } = emptiesValidateUpload.toWire({ bookingId, rows });
          expect(emptiesValidateUpload.fromWire({ params: {}, query: {}, body })).toEqual({ bookingId, rows });
        },
      ),
    );
  });

  it('the bodies the console sent before', () => {
    const rows = [{ contenedor: 'MSCU1234567', isocode: '22G1', tara_kg: 2200 }];
    expect(emptiesValidate.toWire({ bookingId: 'B1', rows })).toEqual({
      path: '/export/validaformmty',
      body: { bookingId: 'B1', unitlist: rows },
    });
    expect(emptiesSend.toWire({ bookingId: 'B1', rows, deleteList: ['X'] })).toEqual({
      path: '/export/preadvicemty2',
      body: { bookingId: 'B1', unitlist: rows, deleteList: ['X'] },
    });
    expect(emptiesValidateUpload.toWire({ bookingId: 'B1', rows })).toEqual({
      path: '/export/validaxlsmty',
      body: { preadviceMTYDTO: JSON.stringify({ bookingId: 'B1', unitlist: rows }) },
    });
  });

  it("the legacy's other shapes", () => {
    const read = emptiesSend.fromWire({
      params: {},
      query: {},
      body: {
        bookingId: ' b1 ',
        unitlist: ['MSCU1', { contenedor: 'MSCU2', tara_kg: '2,2', isocode: 22 }],
        deleteList: [{ contenedor: 'MSCU3' }, 'MSCU4', null],
      },
    });
    expect(read).toEqual({
      bookingId: 'B1',
      rows: [
        { contenedor: 'MSCU1', isocode: null, tara_kg: null },
        { contenedor: 'MSCU2', isocode: '22', tara_kg: '2,2' },
      ],
      deleteList: ['MSCU3', 'MSCU4', ''],
    });
    expect(
      emptiesValidate.fromWire({ params: {}, query: {}, body: { bookingId: 'B', unitlist: 'MSCU1' } }).rows,
    ).toEqual([]);
    expect(() => emptiesValidate.fromWire({ params: {}, query: {}, body: [] })).toThrow(WireError);
    expect(emptiesValidateUpload.fromWire({ params: {}, query: {}, body: { bookingId: 'b2' } })).toEqual({
      bookingId: 'B2',
      rows: [],
    });
    expect(() => emptiesValidateUpload.fromWire({ params: {}, query: {}, body: { preadviceMTYDTO: '{' } })).toThrow(
      WireError,
    );
  });
});

/** The empties calls' decoding edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { emptiesSend, emptiesValidateUpload } from '../../../../src/domain/emptys/calls';
import { WireError } from '../../../../src/domain/legacyCall';
import { appMessages } from '../../../../src/i18n/appMessages';

const send = (body: unknown) => emptiesSend.fromWire({ params: {}, query: {}, body });
const upload = (body: unknown) => emptiesValidateUpload.fromWire({ params: {}, query: {}, body });

describe('empties calls: what the mock reads', () => {
  it('a row keeps its iso code and tare as sent; absent or null ones read as null; a tare that is text stays text', () => {
    const { rows } = send({
      bookingId: ' mty1 ',
      unitlist: [
        { contenedor: 'A', isocode: '22G1', tara_kg: 2200 },
        { contenedor: 'B', isocode: null, tara_kg: null },
        { contenedor: 'C' },
        { contenedor: 'D', isocode: 42, tara_kg: '2.200' },
        { contenedor: 'E', tara_kg: 0 },
      ],
    });
    expect(rows).toEqual([
      { contenedor: 'A', isocode: '22G1', tara_kg: 2200 },
      { contenedor: 'B', isocode: null, tara_kg: null },
      { contenedor: 'C', isocode: null, tara_kg: null },
      { contenedor: 'D', isocode: '42', tara_kg: '2.200' },
      { contenedor: 'E', isocode: null, tara_kg: 0 },
    ]);
  });

  it('the list to cancel: numbers or rows naming them; a row with none reads as empty; not a list reads as none', () => {
    expect(send({ bookingId: 'M', deleteList: ['A', { contenedor: 'B' }, {}, null] }).deleteList).toEqual([
      'A',
      'B',
      '',
      '',
    ]);
    expect(send({ bookingId: 'M', deleteList: 'A' }).deleteList).toEqual([]);
  });

  it('the upload: its DTO text read; a DTO that is not an object reads as none; text that is not JSON is refused on the field', () => {
    expect(upload({ preadviceMTYDTO: JSON.stringify({ bookingId: 'mty1', unitlist: [{ contenedor: 'A' }] }) })).toEqual(
      { bookingId: 'MTY1', rows: [{ contenedor: 'A', isocode: null, tara_kg: null }] },
    );
    expect(upload({ preadviceMTYDTO: '[1]', bookingId: 'mty2' })).toEqual({ bookingId: 'MTY2', rows: [] });
    expect(upload({ preadviceMTYDTO: 'null', bookingId: 'mty3' })).toEqual({ bookingId: 'MTY3', rows: [] });
    let error: unknown;
    try {
      upload({ preadviceMTYDTO: '{no' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WireError);
    expect((error as WireError).fields).toEqual({ preadviceMTYDTO: appMessages.validation.other });
  });
});

/**
 * The temperature letters' codecs (src/domain/temperatureLetters/calls.ts): what the console
 * encodes, the mock decodes back (issue 28); the paths and bodies are the ones the console sent
 * before; and the legacy's other selection shapes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { massiveLetters, reeferLetterOfVisit, verifyReeferOfVisit } from '../../../src/domain/temperatureLetters/calls';
import { roundTrip } from './received';

const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const visit = fc.stringMatching(/^[A-Z0-9]{3,10}$/);

describe('temperature-letter codecs: what the console sends, the mock reads back', () => {
  it('the selected reefers', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 5 }), (unitNbrs) => {
        expect(roundTrip(massiveLetters, { unitNbrs })).toEqual({ unitNbrs });
      }),
    );
    expect(massiveLetters.toWire({ unitNbrs: ['MSCU1'] })).toEqual({
      path: '/report/masivecartatemp/',
      body: ['MSCU1'],
    });
    const read = (body: unknown) => massiveLetters.fromWire({ params: {}, query: {}, body }).unitNbrs;
    expect(read({ units: [{ unitNbr: ' mscu1 ' }, '', null, 'mscu2'] })).toEqual(['MSCU1', 'MSCU2']);
    expect(read({ containers: ['MSCU1'] })).toEqual([]);
  });

  it('one container of a visit: its row and its letter', () => {
    fc.assert(
      fc.property(visit, unit, (visitId, unitNbr) => {
        expect(roundTrip(verifyReeferOfVisit, { visitId, unitNbr })).toEqual({ visitId, unitNbr });
        expect(roundTrip(reeferLetterOfVisit, { visitId, unitNbr })).toEqual({ visitId, unitNbr });
      }),
    );
    expect(verifyReeferOfVisit.toWire({ visitId: 'MSC01', unitNbr: 'MSCU1' }).path).toBe(
      '/report/verifycartatempbyvesselandunit/MSC01/MSCU1',
    );
    expect(reeferLetterOfVisit.toWire({ visitId: 'MSC01', unitNbr: 'MSCU1' }).path).toBe(
      '/report/cartatempbyvesselandcont/MSC01/MSCU1',
    );
    expect(
      reeferLetterOfVisit.fromWire({ params: { vesselvisit: ' msc01', nbr: 'mscu1 ' }, query: {}, body: undefined }),
    ).toEqual({ visitId: 'MSC01', unitNbr: 'MSCU1' });
  });
});

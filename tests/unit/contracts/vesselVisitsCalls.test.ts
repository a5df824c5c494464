/**
 * The vessel-visit screens' codecs (src/domain/vesselVisits/calls.ts): what the console encodes, the
 * mock decodes back (issue 28); the bodies and paths are the ones the console sent before; and the
 * legacy's other shapes (a bare list, [{unitNbr}], the fixed segments' "no filter" values, paging).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  visitInfo,
  visitReassignTrucking,
  visitUnits,
  type VisitUnitsQuery,
} from '../../../src/domain/vesselVisits/calls';
import { roundTrip } from './received';

const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const visit = fc.stringMatching(/^[A-Z0-9]{3,10}$/);
const digits = fc.stringMatching(/^\d{1,6}$/);

describe('vessel-visit codecs: what the console sends, the mock reads back', () => {
  it('the mass reassignment: the company in the path, the containers in the body', () => {
    fc.assert(
      fc.property(digits, fc.array(unit, { maxLength: 5 }), (truckingId, unitNbrs) => {
        expect(roundTrip(visitReassignTrucking, { truckingId, unitNbrs })).toEqual({ truckingId, unitNbrs });
      }),
    );
    expect(visitReassignTrucking.toWire({ truckingId: '12', unitNbrs: ['MSCU1', 'MSCU2'] })).toEqual({
      path: '/import/reassigntruckingmassive/12',
      body: { containers: ['MSCU1', 'MSCU2'] },
    });
    const read = (body: unknown) =>
      visitReassignTrucking.fromWire({ params: { id: ' 12 ' }, query: {}, body }).unitNbrs;
    expect(read([' mscu1 ', { unitNbr: 'mscu2' }, null, {}])).toEqual(['MSCU1', 'MSCU2', '', '']);
    expect(read({ containers: 'MSCU1' })).toEqual([]);
    expect(read(Array.from({ length: 600 }, (_, i) => `U${i}`))).toHaveLength(500);
    expect(visitReassignTrucking.fromWire({ params: { id: ' 12 ' }, query: {}, body: [] }).truckingId).toBe('12');
  });

  it("the visit's units: the fixed segments and the paging", () => {
    const query: fc.Arbitrary<VisitUnitsQuery> = fc.record({
      visitId: visit,
      unitPrefix: fc.option(
        fc.stringMatching(/^[A-Z]{1,4}\d{0,7}$/).filter((p) => !['ALL', 'NULL'].includes(p)),
        { nil: null },
      ),
      departed: fc.boolean(),
      sequenced: fc.boolean(),
      page: fc.option(fc.record({ page: fc.nat(20), size: fc.integer({ min: 1, max: 200 }) }), { nil: null }),
    });
    fc.assert(
      fc.property(query, (input) => {
        expect(roundTrip(visitUnits, input)).toEqual(input);
      }),
    );
    // The list loads the whole visit: the path the console always sent.
    expect(
      visitUnits.toWire({ visitId: 'MSC01', unitPrefix: null, departed: false, sequenced: false, page: null }).path,
    ).toBe('/unitfacilityvisit/byVesselAndAlmacenista/MSC01/-/false/false');
    const read = (unitSeg: string, dep: string, seq: string, q: Record<string, unknown> = {}) =>
      visitUnits.fromWire({ params: { id: ' msc01 ', unit: unitSeg, dep, seq }, query: q, body: undefined });
    expect(read('todos', 'SI', '1')).toEqual({
      visitId: 'MSC01',
      unitPrefix: null,
      departed: true,
      sequenced: true,
      page: null,
    });
    expect(read(' mscu12345678901 ', 'no', 's', { size: '10' })).toEqual({
      visitId: 'MSC01',
      unitPrefix: 'MSCU1234567',
      departed: false,
      sequenced: true,
      page: { page: 0, size: 10 },
    });
    expect(read('-', 'false', 'false', { size: '0', page: '1' }).page).toBeNull();
  });

  it("the visit's figures for an agent, and a page of its sequenced units", () => {
    fc.assert(
      fc.property(visit, digits, (visitId, agentId) => {
        expect(roundTrip(visitInfo, { visitId, agentId, page: null })).toEqual({ visitId, agentId, page: null });
      }),
    );
    expect(visitInfo.toWire({ visitId: 'MSC01', agentId: '7', page: { page: 1, size: 8 } }).path).toBe(
      '/vesselvisit/info/MSC01/7?page=1&size=8',
    );
  });
});

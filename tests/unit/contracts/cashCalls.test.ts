/**
 * The cash events codec (src/domain/cash/calls.ts): the counter's request the console encodes, the
 * mock decodes back (issue 28); quantities go as numbers and come back as the text the rules judge;
 * the legacy's `id` for the event, and the fee only when true.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashEvent, type CashEventRequest } from '../../../src/domain/cash/calls';
import { roundTrip } from './received';

const word = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .-]{0,10}[A-Z0-9]$/);
const request: fc.Arbitrary<CashEventRequest> = fc.record({
  unitNbr: fc.stringMatching(/^[A-Z]{4}\d{7}$/),
  date: fc.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
  cashEvents: fc.array(fc.record({ event: word, quantity: fc.integer({ min: 0, max: 999 }).map(String) }), {
    maxLength: 4,
  }),
  rolCustomer: fc.constantFrom('CONSIGNEE', 'CUSTOMER'),
  customerId: fc.oneof(fc.constant(''), word),
  securityFee: fc.boolean(),
  agentId: fc.oneof(fc.constant(''), word),
  notes: fc.oneof(fc.constant(''), word),
});

describe('cash codec: what the console sends, the mock reads back', () => {
  it('the events draft, for any request', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(roundTrip(cashEvent, r)).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });

  it('sends the DTO of D3 §3 with the quantities as numbers', () => {
    const { path, body } = cashEvent.toWire({
      unitNbr: 'MSCU1234567',
      date: '05/11/2025',
      cashEvents: [{ event: 'PESAJE', quantity: '2' }],
      rolCustomer: 'CONSIGNEE',
      customerId: '',
      securityFee: true,
      agentId: '',
      notes: '',
    });
    expect(path).toBe('/eventtype');
    expect(body).toEqual({
      unitNbr: 'MSCU1234567',
      date: '05/11/2025',
      cashEvents: [{ event: 'PESAJE', quantity: 2 }],
      rolCustomer: 'CONSIGNEE',
      customerId: '',
      securityFee: true,
      agentId: '',
      notes: '',
    });
  });

  it("reads the legacy's other forms as the old handler did", () => {
    const read = cashEvent.fromWire({
      params: {},
      query: {},
      body: { unitNbr: ' mscu1 ', cashEvents: [{ id: 'X' }, 'y', { event: 'Z', quantity: 1.5 }], securityFee: 'true' },
    });
    expect(read).toEqual({
      unitNbr: 'mscu1',
      date: '',
      cashEvents: [
        { event: 'X', quantity: '' },
        { event: '', quantity: '' },
        { event: 'Z', quantity: '1.5' },
      ],
      rolCustomer: '',
      customerId: '',
      securityFee: false,
      agentId: '',
      notes: '',
    });
    // A body that is not an object is the legacy's 400, as the old handler's.
    expect(() => cashEvent.fromWire({ params: {}, query: {}, body: null })).toThrow(
      'La solicitud no tiene un formato válido',
    );
  });
});

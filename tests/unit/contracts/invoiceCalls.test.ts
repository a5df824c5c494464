/**
 * The invoice area's codecs (src/domain/invoicing/calls.ts): what the console encodes, the mock
 * decodes back to the same value (issue 28) — the charge search, the draft generation, the invoice
 * searches, mark-paid, the deletion and the credit note — and the legacy's other spellings
 * (vesselVisit, isOnlySF, {unitNbr} units, a category in any case) read as the old handlers read them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeSearch,
  creditForDraft,
  deleteDraft,
  generateDraft,
  invoiceExport,
  invoiceSearch,
  invoiceSearchSf,
  markPaid,
  type ChargeSearch,
  type InvoiceSearch,
} from '../../../src/domain/invoicing/calls';
import { roundTrip } from './received';

const word = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .-]{0,10}[A-Z0-9]$/);
const maybe = fc.oneof(fc.constant(''), word);
const charges: fc.Arbitrary<ChargeSearch> = fc.record({
  visit: maybe,
  category: fc.constantFrom('IMPORT' as const, 'EXPORT' as const),
  blOrBooking: maybe,
  unit: maybe,
  client: maybe,
  storekeeper: maybe,
  agent: maybe,
  onlySF: fc.boolean(),
});
const search: fc.Arbitrary<InvoiceSearch> = fc.record(
  {
    status: fc.constantFrom('DRAFT', 'FINAL'),
    invoicesNbr: maybe,
    draftsNbr: maybe,
    visit: maybe,
    blOrBooking: maybe,
    agent: maybe,
    customer: maybe,
    customerRole: maybe,
    fromDate: maybe,
    toDate: maybe,
    includeCanceled: fc.boolean(),
    isOnlySF: fc.boolean(),
    unit: maybe,
    category: maybe,
  },
  {
    requiredKeys: [
      'status',
      'invoicesNbr',
      'draftsNbr',
      'visit',
      'blOrBooking',
      'agent',
      'customer',
      'customerRole',
      'fromDate',
      'toDate',
      'includeCanceled',
    ],
  },
);
const digits = fc.integer({ min: 1, max: 9_999_999 });

describe('invoice codecs: what the console sends, the mock reads back', () => {
  it('the charge search and the draft generation (the visit sent again as vesselVisit)', () => {
    fc.assert(
      fc.property(charges, (s) => {
        expect(roundTrip(chargeSearch, s)).toEqual(s);
      }),
    );
    fc.assert(
      fc.property(charges, fc.array(word, { maxLength: 4 }), maybe, (s, units, clientRole) => {
        const input = { ...s, units, clientRole, vesselVisit: s.visit };
        expect(roundTrip(generateDraft, input)).toEqual(input);
      }),
    );
  });

  it('the generation sends the search, the units, the payee and its role, and the visit as vesselVisit', () => {
    const s: ChargeSearch = {
      visit: 'V1',
      category: 'IMPORT',
      blOrBooking: 'BL1',
      unit: '',
      client: '76086428-5',
      storekeeper: '',
      agent: '',
      onlySF: false,
    };
    expect(generateDraft.toWire({ ...s, units: ['MSCU1234567'], clientRole: 'CONSIGNEE', vesselVisit: 'V1' })).toEqual({
      path: '/invoice/generate-sf',
      body: { ...s, units: ['MSCU1234567'], clientRole: 'CONSIGNEE', vesselVisit: 'V1' },
    });
    expect(chargeSearch.toWire(s)).toEqual({ path: '/invoice/searchallcues', body: s });
  });

  it("the charge search reads the legacy's other spellings", () => {
    expect(
      chargeSearch.fromWire({
        params: {},
        query: {},
        body: { vesselVisit: ' V2 ', category: 'export', isOnlySF: true },
      }),
    ).toEqual({
      visit: 'V2',
      category: 'EXPORT',
      blOrBooking: '',
      unit: '',
      client: '',
      storekeeper: '',
      agent: '',
      onlySF: true,
    });
    expect(
      generateDraft.fromWire({ params: {}, query: {}, body: { units: [{ unitNbr: 'A' }, 'B', 7] } }).units,
    ).toEqual(['A', 'B', '7']);
    // A body that is not an object is the legacy's 400, as the old handler's.
    expect(() => chargeSearch.fromWire({ params: {}, query: {}, body: [] })).toThrow(
      'La solicitud no tiene un formato válido',
    );
  });

  it('the invoice searches, the spreadsheet, mark-paid, the deletion and the credit note', () => {
    for (const call of [invoiceSearch, invoiceSearchSf, invoiceExport])
      fc.assert(
        fc.property(search, (s) => {
          expect(roundTrip(call, s)).toEqual(s);
        }),
      );
    fc.assert(
      fc.property(fc.array(digits, { maxLength: 5 }), (drafts) => {
        expect(roundTrip(markPaid, { drafts })).toEqual({ drafts });
      }),
    );
    fc.assert(
      fc.property(digits.map(String), (draft) => {
        expect(roundTrip(deleteDraft, { draft })).toEqual({ draft });
      }),
    );
    fc.assert(
      fc.property(word, digits.map(String), (number, draft) => {
        expect(roundTrip(creditForDraft, { number, draft })).toEqual({ number, draft });
      }),
    );
    expect(deleteDraft.toWire({ draft: '700001' })).toEqual({ path: '/invoice/delete/700001' });
    expect(creditForDraft.toWire({ number: 'NC 1', draft: '700001' }).path).toBe('/credit/bynbrAndDraft/NC%201/700001');
  });

  it('the search sends the filters as given, and reads only true booleans', () => {
    const s: InvoiceSearch = {
      status: 'FINAL',
      invoicesNbr: '',
      draftsNbr: '',
      visit: '',
      blOrBooking: '',
      agent: '',
      customer: '',
      customerRole: '',
      fromDate: '01/11/2025',
      toDate: '07/11/2025',
      includeCanceled: false,
    };
    expect(invoiceSearch.toWire(s)).toEqual({ path: '/invoice/search', body: s });
    expect(
      invoiceSearch.fromWire({ params: {}, query: {}, body: { includeCanceled: 'true', isOnlySF: 1 } }),
    ).toMatchObject({ includeCanceled: false, isOnlySF: false });
    expect(markPaid.fromWire({ params: {}, query: {}, body: { drafts: ['7', 'x'] } }).drafts).toEqual([7, NaN]);
  });
});

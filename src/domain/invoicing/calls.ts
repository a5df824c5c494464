/**
 * The invoice area's calls (D3 §3 Invoice search filters, §7.2; INV-017…069; rulings P67–P71), one
 * codec each: the console's invoice client encodes with `toWire`, the mock's invoice area decodes
 * with `fromWire` before its guard (src/domain/legacyCall.ts). Texts are read trimmed, as the
 * legacy's handlers read them; the searches' rules (invoiceSearchRules.ts) judge the decoded values.
 */
import { bodyRecord, defineCall, isPlainObject, type LegacyCall, optionalText, textOf } from '../legacyCall';

const text = (v: unknown) => optionalText(v) ?? '';

/** The charge search (POST /invoice/searchallcues; INV-017…023). */
export interface ChargeSearch {
  visit: string;
  category: 'IMPORT' | 'EXPORT';
  blOrBooking: string;
  unit: string;
  client: string;
  storekeeper: string;
  agent: string;
  onlySF: boolean;
}

const chargeSearchBody = (s: ChargeSearch) => ({
  visit: s.visit,
  category: s.category,
  blOrBooking: s.blOrBooking,
  unit: s.unit,
  client: s.client,
  storekeeper: s.storekeeper,
  agent: s.agent,
  onlySF: s.onlySF,
});

function chargeSearchOf(b: Record<string, unknown>): ChargeSearch {
  return {
    // The legacy names the visit vesselVisit too; the category and the only-SF flag as isOnlySF.
    visit: text(b.visit) || text(b.vesselVisit),
    category: text(b.category).toUpperCase() === 'EXPORT' ? 'EXPORT' : 'IMPORT',
    blOrBooking: text(b.blOrBooking),
    unit: text(b.unit),
    client: text(b.client),
    storekeeper: text(b.storekeeper),
    agent: text(b.agent),
    onlySF: b.onlySF === true || b.isOnlySF === true,
  };
}

export const chargeSearch = defineCall<ChargeSearch>({
  method: 'POST',
  path: '/invoice/searchallcues',
  toWire: (s, at) => ({ path: at(), body: chargeSearchBody(s) }),
  fromWire: ({ body }) => chargeSearchOf(bodyRecord(body)),
});

/** POST /invoice/generate-sf (INV-024): the search's units drafted for the payee (`client`, also the search's client). */
export interface GenerateDraft extends ChargeSearch {
  units: string[];
  /** The payee's role; empty: the legacy's default. */
  clientRole: string;
  /** The visit again, under the legacy's other name. */
  vesselVisit: string;
}

export const generateDraft = defineCall<GenerateDraft>({
  method: 'POST',
  path: '/invoice/generate-sf',
  toWire: (g, at) => ({
    path: at(),
    body: { ...chargeSearchBody(g), units: g.units, clientRole: g.clientRole, vesselVisit: g.vesselVisit },
  }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    // A unit may come as its number or as {unitNbr}.
    const units = (Array.isArray(b.units) ? b.units : []).map((u) => (isPlainObject(u) ? u.unitNbr : u)).map(String);
    return { ...chargeSearchOf(b), units, clientRole: text(b.clientRole), vesselVisit: text(b.vesselVisit) };
  },
});

/** The invoice search filters (D3 §3; POST /invoice/search, /search-sf, /export; INV-030…045). */
export interface InvoiceSearch {
  /** DRAFT or FINAL (the console's); the mock reads any text, upper-cased. */
  status: string;
  invoicesNbr: string;
  draftsNbr: string;
  visit: string;
  blOrBooking: string;
  agent: string;
  customer: string;
  customerRole: string;
  fromDate: string;
  toDate: string;
  includeCanceled: boolean;
  isOnlySF?: boolean;
  /** Read when a caller sends them (the console does not). */
  unit?: string;
  category?: string;
}

const invoiceSearchCall = (
  path: '/invoice/search' | '/invoice/search-sf' | '/invoice/export',
): LegacyCall<InvoiceSearch> =>
  defineCall<InvoiceSearch>({
    method: 'POST',
    path,
    toWire: (s) => ({
      path,
      body: {
        status: s.status,
        invoicesNbr: s.invoicesNbr,
        draftsNbr: s.draftsNbr,
        visit: s.visit,
        blOrBooking: s.blOrBooking,
        agent: s.agent,
        customer: s.customer,
        customerRole: s.customerRole,
        fromDate: s.fromDate,
        toDate: s.toDate,
        includeCanceled: s.includeCanceled,
        ...(s.isOnlySF !== undefined ? { isOnlySF: s.isOnlySF } : {}),
        ...(s.unit !== undefined ? { unit: s.unit } : {}),
        ...(s.category !== undefined ? { category: s.category } : {}),
      },
    }),
    fromWire: ({ body }) => {
      const b = bodyRecord(body);
      return {
        status: text(b.status),
        invoicesNbr: text(b.invoicesNbr),
        draftsNbr: text(b.draftsNbr),
        visit: text(b.visit),
        blOrBooking: text(b.blOrBooking),
        agent: text(b.agent),
        customer: text(b.customer),
        customerRole: text(b.customerRole),
        fromDate: text(b.fromDate),
        toDate: text(b.toDate),
        // Only true booleans: paid invoices come only when asked (Q31), only-SF ones only when asked.
        includeCanceled: b.includeCanceled === true,
        ...(b.isOnlySF !== undefined ? { isOnlySF: b.isOnlySF === true } : {}),
        ...(b.unit !== undefined ? { unit: text(b.unit) } : {}),
        ...(b.category !== undefined ? { category: text(b.category) } : {}),
      };
    },
  });

export const invoiceSearch = invoiceSearchCall('/invoice/search');
/** The only-SF search (INV-006, INV-007): the same filters. */
export const invoiceSearchSf = invoiceSearchCall('/invoice/search-sf');
/** POST /invoice/export (INV-045): the same search as a spreadsheet. */
export const invoiceExport = invoiceSearchCall('/invoice/export');

/** POST /invoice/markpaid {drafts} (finance; ruling P70): read as numbers; one that is not a positive integer is the refusal (markPaid.ts). */
export interface MarkPaid {
  drafts: number[];
}

export const markPaid = defineCall<MarkPaid>({
  method: 'POST',
  path: '/invoice/markpaid',
  toWire: ({ drafts }, at) => ({ path: at(), body: { drafts } }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    return { drafts: (Array.isArray(b.drafts) ? b.drafts : []).map((d) => Number(d)) };
  },
});

/** A draft named by the path: its number as given (the mock's lookup answers one it cannot read). */
export interface DraftAt {
  draft: string;
}

/** DELETE /invoice/delete/{id} (INV-060…062): a draft deleted. */
export const deleteDraft = defineCall<DraftAt>({
  method: 'DELETE',
  path: '/invoice/delete/:id',
  toWire: ({ draft }, at) => ({ path: at({ id: draft }) }),
  fromWire: ({ params }) => ({ draft: textOf(params.id) }),
});

/** GET /credit/bynbrAndDraft/{id}/{draft} (INV-096…099): a credit note by its number, for the draft's customer. */
export interface CreditForDraft {
  number: string;
  draft: string;
}

export const creditForDraft = defineCall<CreditForDraft>({
  method: 'GET',
  path: '/credit/bynbrAndDraft/:id/:draft',
  toWire: ({ number, draft }, at) => ({ path: at({ id: number, draft }) }),
  fromWire: ({ params }) => ({ number: textOf(params.id), draft: textOf(params.draft) }),
});

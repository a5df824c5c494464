/**
 * Invoicing's answers (D3 §3 Invoice or draft, Charge; rulings P67, P68): produced by the mock's
 * invoicing (modules/invoicing), read by the console. Amounts in the legacy's decimals (USD
 * with two, CLP none), made from exact integers; dates ISO instants.
 */

/** A unit with charges pending invoicing (POST /api/invoice/searchallcues). */
export interface ChargeWire {
  unitNbr: string;
  category: 'IMPRT' | 'EXPRT';
  consigneeId: string | null;
  consigneeName: string | null;
  shipperId: string | null;
  shipperName: string | null;
  blNbr: string | null;
  bookingNbr: string | null;
  visit: string;
  event: string;
  agentId: string | null;
  storekeeper: string | null;
  selected: boolean;
  /** USD cents pending on the unit (this portal's addition: what the draft would hold). */
  pendingAmount: number;
}

export interface InvoiceLineWire {
  tarifId: string;
  quantity: number;
  quantityUnit: string;
  description: string;
  totalAmount: number;
  unitNbr: string;
  afecta: boolean;
}

export interface InvoiceWire {
  draftNumber: number;
  numeroFactura: number | null;
  finalNumber: number | null;
  status: 'DRAFT' | 'FINAL';
  stage: 'draft' | 'previewed' | 'finalized' | 'paid';
  finalizedDate: string | null;
  dueDate: string | null;
  created: string;
  category: 'IMPORT' | 'EXPORT';
  vesselVisitId: string;
  bookingOrBl: string | null;
  amount: number;
  totalCharges: number;
  totalTaxes: number;
  totalTotal: number;
  totalLocalTotal: number;
  totalLocalCurrency: 'CLP';
  totalOwed: number;
  totalLocalOwed: number;
  tasaCambio: number;
  payeeCustomerId: string;
  payeeCustomerName: string;
  payeeCustomerRole: string;
  paid: boolean;
  agentId: string | null;
  forUnit: string | null;
  forUnits: string[];
  afecta: boolean;
  hasCredit: boolean;
  clientChile: boolean;
  convenio: string;
  /** Q30: an online payment is open for it ('pago en proceso'), not yet confirmed by the provider. */
  paymentInProcess: boolean;
  /** The asking user previewed this draft (finalizing needs it, Q29). */
  previewed: boolean;
  onlySF: boolean;
  /** The legacy's per-unit parameters: the unit as bexuEqId (D2 §3 Invoice data on operational screens). */
  parameters: { metafieldId: string; value: string; bexuEqId: string }[];
  summaryCharges: InvoiceLineWire[];
}

/** An invoice in a search's list (POST /api/invoice/search): without its lines. */
export type InvoiceListWire = Omit<InvoiceWire, 'summaryCharges'>;

/** GET /import/chargesdir/{op} (IMP-075, IMP-076): an operation's costs, in the legacy's decimals made from exact minor units. */

export interface ChargeSummaryLine {
  tarifId: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  currency: string;
  unitAmount: number;
  totalAmount: number;
}

export interface Charges {
  draftNumber: number;
  summaryCharges: ChargeSummaryLine[];
  totalCharges: number;
  totalTaxes: number;
  currency: string;
  hasCredit: boolean;
  /** 'No hay cobros…' when there are no lines. */
  message?: string;
  /**
   * The invoices holding these charges (D2 §3 Invoice data on operational screens, §4; IMP-053):
   * each with its stage, for the costs screen's invoice state and actions. Lines not yet on one are `pendingInvoicing`.
   */
  invoices?: InvoiceStateWire[];
  pendingInvoicing?: boolean;
}

/** An invoice as an operational screen shows it: its numbers, stage and totals. */
export interface InvoiceStateWire {
  draftNumber: number;
  finalNumber: number | null;
  stage: 'draft' | 'previewed' | 'finalized' | 'paid';
  paid: boolean;
  /** The asking user previewed it (finalizing needs it, Q29). */
  previewed: boolean;
  totalTotal: number;
  totalLocalTotal: number;
  payeeCustomerName: string;
  /** Q30: an online payment is open for it, not yet confirmed by the provider. */
  paymentInProcess: boolean;
}

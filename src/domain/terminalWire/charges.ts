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
}

/**
 * Invoicing's records (D3 §3; rulings P67–P70): drafts and invoices, credit notes and the day's
 * exchange rates, joined to the terminal's store by declaration; registered in kinds/registry.ts.
 */
import type { TerminalDb } from '../../terminalModel/types';

/** One line of a pre-invoice or invoice: a charge of the ledger, as invoiced (USD cents). */
export interface InvoiceLineRecord {
  chargeId: number;
  unitNbr: string;
  tariffId: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  amountMinor: number;
  /** Taxable (afecta): import services; export services are exempt (ruling P67). */
  afecta: boolean;
}

/**
 * A pre-invoice (DRAFT, no final number) or an invoice (FINAL) made from PENDING charges of the
 * ledger (D3 §3 Invoice or draft, §4; rulings P67, P68). Its id is the draft number. Money in USD
 * cents; the exchange rate (CLP per USD, hundredths) is the one of the day it was generated.
 */
export interface Invoice {
  id: number;
  status: 'DRAFT' | 'FINAL';
  finalNumber: number | null;
  created: string;
  finalizedDate: string | null;
  /** Finalized + the customer's credit days (Santiago day, YYYY-MM-DD). */
  dueDate: string | null;
  category: 'IMPORT' | 'EXPORT';
  vesselVisitId: string;
  blOrBooking: string | null;
  payeeCustomerId: string;
  payeeCustomerName: string;
  payeeCustomerRole: string;
  agentId: string | null;
  unitNbrs: string[];
  lines: InvoiceLineRecord[];
  tasaCambio: number;
  onlySF: boolean;
  /** Logins that previewed the draft's PDF: finalizing needs the finalizer's own preview (Q29). */
  previewedBy: string[];
  paid: boolean;
  paidAt: string | null;
  createdBy: string;
  /** Q30: an online payment opened for it and not yet confirmed ('pago en proceso'), until the provider confirms or the mark times out. */
  paymentInProcess?: { onlinePaymentId: string; since: string } | null;
  /** 'cash': made by a cash event at the counter (Q35: its maker pays it in cash). */
  origin?: 'cash';
}

/** A credit note (nota de crédito, D3 §3 Credit note): its total and balance in whole CLP, for one customer; payments spend its balance. */
export interface CreditNote {
  id: number;
  customerId: string;
  totalCredit: number;
  saldo: number;
  /** The exchange rate of the invoice it credits (hundredths of CLP per USD). */
  tasaCambio: number;
  created: string;
  reason: string;
}

/** The day's exchange rate (dólar observado), CLP per USD in hundredths; its id is the day (YYYY-MM-DD). */
export interface ExchangeRate {
  id: string;
  rate: number;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    invoice: Invoice[];
    exchangeRate: ExchangeRate[];
    creditNote: CreditNote[];
  }
}

/** The collections this module adds to the store (kinds/collections.ts composes them). */
export const INVOICING_COLLECTIONS = [
  'invoice',
  'exchangeRate',
  'creditNote',
] as const satisfies readonly (keyof TerminalDb)[];

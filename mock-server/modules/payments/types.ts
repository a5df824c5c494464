/**
 * Payments' records (D3 §3, §4; rulings P73, P74): payment groups and online payments, joined to
 * the terminal's store by declaration; registered in kinds/registry.ts.
 */
import type { Keyed } from '../../terminalModel/idempotency';
import type { TerminalDb } from '../../terminalModel/types';

/** A payment line as registered (D3 §3 Payment request): its amount in minor units of its currency (Q33). */
export interface PaymentLineRecord {
  type: 'CASH' | 'CHECK' | 'WIRE_TRANSFER' | 'CREDIT_NOTE' | 'CASH_US';
  currency: 'CLP' | 'USD';
  amountMinor: number;
  customerId: string;
  customerRole: string;
  bankName: string | null;
  checkDate: string | null;
  checkNumber: string | null;
  opNumber: string | null;
  opDate: string | null;
  depositorRut: string | null;
  creditNoteId: number | null;
  notes: string | null;
}

/** An invoice a payment group paid: what it owed then, in US cents and pesos. */
export interface PaymentItemRecord {
  invoiceDraftNumber: number;
  finalNumber: number | null;
  customerId: string;
  customerName: string;
  agentId: string | null;
  owedUsdMinor: number;
  owedLocal: number;
  paidInFull: boolean;
}

/**
 * A payment group (D3 §3 Payment group, §4 Payment; ruling P73): one registration of payment lines
 * over final invoices. Its sequence number is '0' until the simulated billing system takes it
 * (PAY_OK); then posted (contabilizado) by finance. The desk's Idempotency-Key that made it (its
 * user's, with the request's fingerprint) answers that user's identical repeat with the same group;
 * an online payment's group is bound by the payment's id instead, which no header can name.
 */
export interface PaymentGroup extends Keyed {
  id: number;
  status: 'PAY_OK' | 'PENDING_SYNC';
  sequenceNbr: string;
  created: string;
  createdBy: string;
  /** The online payment (ruling P74) whose notification made it; null for the desk's (absent on older groups). */
  onlinePaymentId?: string | null;
  /**
   * Before keys were scoped (issue 29): the bare key, of any user, `online:{id}` for an online
   * payment's. Kept as read, never consulted: an old desk key answers nothing (a retry then meets
   * the invoice rules, so it still pays nothing twice); an old online group is found by its payment's
   * paymentGroupId.
   */
  idempotencyKey?: string | null;
  currency: 'CLP' | 'USD';
  lines: PaymentLineRecord[];
  items: PaymentItemRecord[];
  posted: boolean;
  postedAt: string | null;
  syncedAt: string | null;
}

/**
 * An online payment at the simulated provider (Q30; ruling P74): opened by a ticket for some
 * drafts and their total in pesos, confirmed or abandoned by the payer on the provider's page; only
 * the provider's signed notification makes it a payment (its group).
 */
export interface OnlinePayment {
  id: string;
  drafts: number[];
  amountLocal: number;
  created: string;
  createdBy: string;
  /** One use: the start page takes it. */
  ticketUsed: boolean;
  status: 'pending' | 'confirmed' | 'abandoned';
  /** The notification that paid it (its id), once received. */
  notificationId: string | null;
  paymentGroupId: number | null;
}

declare module '../../terminalModel/types' {
  interface TerminalDb {
    paymentGroup: PaymentGroup[];
    onlinePayment: OnlinePayment[];
  }
}

/** The collections this module adds to the store (kinds/collections.ts composes them). */
export const PAYMENT_COLLECTIONS = ['paymentGroup', 'onlinePayment'] as const satisfies readonly (keyof TerminalDb)[];

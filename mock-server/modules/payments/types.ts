/**
 * Payments' records (D3 §3, §4; rulings P73, P74): payment groups and online payments, joined to
 * the terminal's store by declaration; registered in kinds/registry.ts.
 */
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
 * (PAY_OK); then posted (contabilizado) by finance. The idempotency key of the request that made it
 * answers a repeat with the same group.
 */
export interface PaymentGroup {
  id: number;
  status: 'PAY_OK' | 'PENDING_SYNC';
  sequenceNbr: string;
  created: string;
  createdBy: string;
  idempotencyKey: string | null;
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

/**
 * An invoice's life (D3 §4 Invoice; D2 §4 "Invoice on operational screens"; INV-052, INV-058…068,
 * INV-071; Q29, Q31): a draft (pre-invoice, no final number) is previewed, then finalized (FINAL,
 * a final number from a gap-free sequence); a final invoice is then paid ('cancelada' in Chilean
 * usage, Q31). A draft may be deleted. Finalizing needs every condition of D3 §4; the first that
 * fails is the refusal, the same text on the screen and from the server.
 */
import { invoiceRuleMessages as m } from '../../i18n/invoiceRuleMessages';

export type InvoiceStatus = 'DRAFT' | 'FINAL';

/** INV-060: the convenio values that mark an agreement customer. */
export const AGREEMENT_VALUES = ['SI', 'STI'] as const;
export const isAgreementCustomer = (convenio: string | null | undefined): boolean =>
  (AGREEMENT_VALUES as readonly string[]).includes(
    String(convenio ?? '')
      .trim()
      .toUpperCase(),
  );

/** What the finalize rule reads of a draft and its customer. */
export interface FinalizeFacts {
  status: InvoiceStatus;
  /** The draft PDF was previewed (in this session of the draft, Q29). */
  previewed: boolean;
  clientChile: boolean;
  totalMinor: number;
  convenio: string | null;
  hasCredit: boolean;
}

/** INV-063…068: why the draft cannot be finalized, or undefined when it can. */
export function finalizeRefusal(f: FinalizeFacts): string | undefined {
  if (f.status !== 'DRAFT') return m.notDraft;
  if (!f.previewed) return m.notPreviewed;
  if (!f.clientChile) return m.notInChile;
  if (f.totalMinor === 0) return m.noCharges;
  if (isAgreementCustomer(f.convenio)) return m.agreement;
  if (!f.hasCredit) return m.noCredit;
  return undefined;
}

/** The stage an operational screen shows (IMP-053): draft → previewed → finalized, then paid. */
export type InvoiceStage = 'draft' | 'previewed' | 'finalized' | 'paid';
export function invoiceStage(i: { status: InvoiceStatus; previewed: boolean; paid: boolean }): InvoiceStage {
  if (i.status === 'FINAL') return i.paid ? 'paid' : 'finalized';
  return i.previewed ? 'previewed' : 'draft';
}

/** INV-052, INV-071: only a final, unpaid invoice may be selected for payment or paid. */
export const payable = (i: { status: InvoiceStatus; paid: boolean }): boolean => i.status === 'FINAL' && !i.paid;

/** INV-053: only a draft may be deleted (its charges go back to pending). */
export const deletable = (i: { status: InvoiceStatus }): boolean => i.status === 'DRAFT';

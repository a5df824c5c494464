/** An invoice with an online payment open (Q30): its stage read as 'Pago en proceso', and how often a screen showing it asks again. */
import type { InvoiceStage } from '../../../domain/invoicing/invoiceLifecycle';
import { invoiceMessages } from '../../../i18n/invoiceMessages';
import { paymentRuleMessages } from '../../../i18n/paymentRuleMessages';

export const invoiceStageLabel = (i: { stage: InvoiceStage; paymentInProcess?: boolean }): string =>
  i.paymentInProcess && i.stage !== 'paid' ? paymentRuleMessages.inProcessLabel : invoiceMessages.stage[i.stage];

/** While an online payment is open the screen asks again every few seconds, so the invoice turns paid without a reload. */
export const IN_PROCESS_POLL_MS = 3000;

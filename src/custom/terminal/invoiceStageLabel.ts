/** An invoice's stage as the screens name it: 'Pago en proceso' while an online payment is open for it (Q30). */
import type { InvoiceStage } from '../../domain/invoicing/invoiceLifecycle';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { paymentRuleMessages } from '../../i18n/paymentRuleMessages';

export const invoiceStageLabel = (i: { stage: InvoiceStage; paymentInProcess?: boolean }): string =>
  i.paymentInProcess && i.stage !== 'paid' ? paymentRuleMessages.inProcessLabel : invoiceMessages.stage[i.stage];

/** While an online payment is open the screen asks again every few seconds, so the invoice turns paid without a reload. */
export const IN_PROCESS_POLL_MS = 3000;

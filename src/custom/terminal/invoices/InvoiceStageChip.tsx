/** An invoice's stage as a chip (draft, previewed, finalized, 'Pago en proceso', paid), the same on every screen that shows one. */
import { Chip } from '@mui/material';
import type { InvoiceStage } from '../../../domain/invoicing/invoiceLifecycle';
import { invoiceStageLabel } from './invoiceInProcess';

export const InvoiceStageChip = ({
  invoice,
  size,
  testId,
}: {
  invoice: { stage: InvoiceStage; paymentInProcess?: boolean };
  size?: 'small';
  testId: string;
}) => (
  <Chip
    label={invoiceStageLabel(invoice)}
    size={size}
    color={invoice.stage === 'paid' ? 'success' : invoice.stage === 'finalized' ? 'primary' : 'default'}
    data-testid={testId}
  />
);

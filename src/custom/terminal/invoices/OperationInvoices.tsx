/**
 * The money on an operational costs screen (D2 §3 Invoice data on operational screens, §4; IMP-053):
 * the invoices holding the operation's charges, each with its stage (draft → previewed →
 * finalized, cancelled when paid), totals and actions, and — while charges wait — the way to the
 * charges search of the unit to make its pre-invoice.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { onlinePayable } from '../../../domain/payments/onlinePayment';
import { formatClp, formatMoney } from '../../../domain/formats';
import type { Charges } from '../../../domain/terminalWire/charges';
import { invoiceMessages } from '../../../i18n/invoiceMessages';
import { useRoles } from '../../../resources/framework/useRoles';
import { InvoiceActions } from './InvoiceActions';
import { invoiceLinks } from './invoiceLinks';
import { IN_PROCESS_POLL_MS } from './invoiceInProcess';
import { InvoiceStageChip } from './InvoiceStageChip';
import { OnlinePayButton } from '../payments/OnlinePayButton';

const t = invoiceMessages.operational;

export interface OperationInvoicesProps {
  charges: Charges;
  /** The unit's charges search (its visit, category and number). */
  unit: { visit: string; category: 'IMPORT' | 'EXPORT'; unitNbr: string };
  refresh: () => Promise<void>;
}

export const OperationInvoices = ({ charges, unit, refresh }: OperationInvoicesProps) => {
  const { can } = useRoles();
  const { pathname } = useLocation();
  const invoices = charges.invoices ?? [];
  const inProcess = invoices.some((i) => i.paymentInProcess);
  // Q30: while an online payment is open the screen asks again, so the invoice turns paid without a reload.
  useEffect(() => {
    if (!inProcess) return undefined;
    const timer = window.setInterval(() => void refresh(), IN_PROCESS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [inProcess, refresh]);
  if (invoices.length === 0 && !charges.pendingInvoicing) return null;
  return (
    <Card sx={{ mt: 2 }} data-testid="operation-invoices">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        {charges.pendingInvoicing && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              can('invoices', 'generate') ? (
                <Button
                  component={Link}
                  to={invoiceLinks.charges({ visit: unit.visit, category: unit.category, unit: unit.unitNbr })}
                  size="small"
                  data-testid="operation-to-generator"
                >
                  {t.toGenerator}
                </Button>
              ) : undefined
            }
          >
            {t.pending}
          </Alert>
        )}
        <Stack sx={{ gap: 2 }}>
          {invoices.map((i) => {
            const final = i.finalNumber !== null;
            return (
              <Box
                key={i.draftNumber}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
                data-testid={`operation-invoice-${i.draftNumber}`}
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                    {final
                      ? t.invoice.replace('{f}', String(i.finalNumber)).replace('{n}', String(i.draftNumber))
                      : t.draft.replace('{n}', String(i.draftNumber))}
                  </Typography>
                  <InvoiceStageChip invoice={i} size="small" testId="operation-invoice-stage" />
                </Stack>
                <Typography variant="body2" gutterBottom>
                  {i.payeeCustomerName} · {formatMoney(i.totalTotal, 'USD')} · {formatClp(i.totalLocalTotal)}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                  {can('invoices', 'show') && (
                    <Button
                      component={Link}
                      to={invoiceLinks.costs(final, i.draftNumber, pathname)}
                      startIcon={<ReceiptLongIcon />}
                    >
                      {t.open}
                    </Button>
                  )}
                  <InvoiceActions draftNumber={i.draftNumber} stage={i.stage} refresh={refresh} />
                  {/* IMP-054, INV-072: the card payment of a final invoice, for kEnabled payers. */}
                  {final && <OnlinePayButton drafts={[i.draftNumber]} disabled={!onlinePayable(i)} refresh={refresh} />}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
};

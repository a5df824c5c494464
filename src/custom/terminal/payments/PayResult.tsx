/**
 * The payment's result (D3 §2.1 Payment confirmation, §3 Payment result, §8.2; INV-114…123):
 * 'Pago Registrado.' or 'Pago registrado, Pendiente de sincronización en Billing.', the invoices
 * that could not be paid under their heading, each line's result (a sequence of '0' reads as
 * pending), the receipt (only once synchronised), and Sync for a pending payment.
 */
import DownloadIcon from '@mui/icons-material/Download';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { formatClp, formatMoney } from '../../../domain/formats';
import { formatIdentification } from '../../../domain/rut';
import { customerRoleLabel } from '../../../i18n/codeLabels';
import { paymentMessages } from '../../../i18n/paymentMessages';
import { paymentRuleMessages as r } from '../../../i18n/paymentRuleMessages';
import { Fact, FactList } from '../units/Facts';
import { openPdf } from '../documents/openPdf';
import { paymentsApi, type AddPaymentWire } from '../api/paymentsApi';
import { useBusyCall } from '../forms/useBusyCall';

const t = paymentMessages.result;
const types = paymentMessages.pay.types as Record<string, string>;

export const PayResult = ({ answer, actions }: { answer: AddPaymentWire; actions?: ReactNode }) => {
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const [result, setResult] = useState(answer);
  const pending = result.type !== 'PAY_OK';
  const sequence = result.itemsPayment[0]?.sequenceNumber ?? '0';

  const sync = () =>
    void run(async () => {
      try {
        const synced = await paymentsApi.resend(result.groupId);
        setResult({
          ...result,
          type: synced.type === 'PAY_OK' ? 'PAY_OK' : result.type,
          itemsPayment: result.itemsPayment.map((l, i) => ({
            ...l,
            sequenceNumber: synced.itemsPayment[i]?.sequenceNumber ?? l.sequenceNumber,
          })),
        });
        notify(r.synced, { type: 'success' });
      } catch {
        notify(r.syncFailed, { type: 'error' });
      }
    });
  const receipt = () => {
    if (sequence === '0') return void notify(r.receiptUnavailable, { type: 'error' });
    void run(() => openPdf(() => paymentsApi.receipt(result.groupId)));
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Alert severity={pending ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="pay-result-status">
          {pending ? r.pendingSync : r.registered}
        </Alert>
        {result.invoicesError.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="pay-result-failures">
            {r.failedHeading}
            <Box component="ul" sx={{ m: 0 }}>
              {result.invoicesError.map((f) => (
                <li key={f.invoiceDraftNumber}>
                  {f.invoiceDraftNumber}: {f.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <Typography variant="h6" component="h2" gutterBottom>
          {t.group.replace('{n}', String(result.groupId))}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {result.itemsPayment.map((l, i) => (
            <Box
              key={i}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
              data-testid={`pay-result-line-${i}`}
            >
              <FactList>
                <Fact label={t.type} value={types[l.type] ?? l.type} />
                <Fact label={t.rut} value={formatIdentification(l.rut)} />
                <Fact label={t.role} value={customerRoleLabel(l.role)} />
                <Fact
                  label={t.sequence}
                  value={l.sequenceNumber === '0' ? r.pendingSequence : l.sequenceNumber}
                  testId={`pay-result-sequence-${i}`}
                />
                {l.bankName && <Fact label={t.bank} value={l.bankName} />}
                {l.nroNC !== null && <Fact label={t.creditNote} value={l.nroNC} />}
                {l.opNumber && <Fact label={t.operation} value={l.opNumber} />}
                {l.opDate && <Fact label={t.operationDate} value={l.opDate} />}
                {l.totalAmount !== null && <Fact label={t.amountUsd} value={formatMoney(l.totalAmount, 'USD')} />}
                {l.totalLocalAmount !== null && <Fact label={t.amountClp} value={formatClp(l.totalLocalAmount)} />}
                <Fact
                  label={t.paidInvoices}
                  value={l.items
                    // INV-119: each paid invoice with its amount in both currencies.
                    .map(
                      (x) =>
                        `${x.numeroFactura ?? x.invoiceDraftNumber} (${formatMoney(x.amount, 'USD')} / ${formatClp(x.localAmount)})`,
                    )
                    .join(', ')}
                />
              </FactList>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={receipt}
            data-testid="pay-result-receipt"
          >
            {t.receipt}
          </Button>
          {pending && (
            <Button
              variant="contained"
              startIcon={<SyncIcon />}
              disabled={busy}
              onClick={sync}
              data-testid="pay-result-sync"
            >
              {t.sync}
            </Button>
          )}
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
};

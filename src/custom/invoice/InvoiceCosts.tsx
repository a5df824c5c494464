/**
 * The costs of an invoice or a draft (/invoice/invoices/costs/{draft}, /invoice/drafts/costs/{draft};
 * D3 §2.1; INV-054…071): the invoice's content (terminal/InvoiceSummary), its stage, and preview,
 * finalize (after a preview in this session), download, delete, and finance's way to pay it.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PaidIcon from '@mui/icons-material/Paid';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { paymentMessages } from '../../i18n/paymentMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { InvoiceActions } from '../terminal/invoices/InvoiceActions';
import { invoiceApi } from '../terminal/api/invoiceApi';
import { InvoiceSummary } from '../terminal/invoices/InvoiceSummary';
import { IN_PROCESS_POLL_MS } from '../terminal/invoices/invoiceInProcess';
import { InvoiceStageChip } from '../terminal/invoices/InvoiceStageChip';
import { OnlinePayButton } from '../terminal/payments/OnlinePayButton';
import { onlinePayable } from '../../domain/payments/onlinePayment';
import { invoicePaths, type InvoiceKind } from './paths';

const t = invoiceMessages.costs;

export const InvoiceCosts = ({ kind }: { kind: InvoiceKind }) => {
  const { draft } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draftNumber = Number(draft);
  const { can } = useRoles();
  const invoice = useQuery({
    queryKey: ['invoice', 'one', draftNumber],
    queryFn: () => invoiceApi.invoice(draftNumber),
    retry: false,
    // Q30: while its online payment is open the screen asks again, so it turns paid without a reload.
    refetchInterval: (q) => (q.state.data?.paymentInProcess ? IN_PROCESS_POLL_MS : false),
  });
  const back = params.get('back') ?? invoicePaths.searchForm(kind);
  if (invoice.isPending) return <CircularProgress aria-label={t.lines} />;
  if (invoice.isError) return <Alert severity="error">{invoice.error.message}</Alert>;
  const v = invoice.data;
  const final = v.status === 'FINAL';
  const refresh = async () => {
    await invoice.refetch();
  };
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {final
              ? t.invoiceTitle.replace('{n}', String(v.finalNumber))
              : t.draftTitle.replace('{n}', String(v.draftNumber))}
          </Typography>
          <InvoiceStageChip invoice={v} testId="invoice-stage" />
          <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
            {t.back}
          </Button>
        </Stack>
        <InvoiceSummary invoice={v} />
        <Box sx={{ mt: 2 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1, '&:empty': { display: 'none' } }}>
            {/* INV-071: 'Registrar pago' only for a final unpaid invoice, for whoever registers payments. */}
            {v.stage === 'finalized' && !v.paymentInProcess && can('payments', 'pay') && (
              <Button
                component={Link}
                to={invoicePaths.pay([v.draftNumber])}
                variant="contained"
                startIcon={<PaidIcon />}
                data-testid="invoice-pay"
              >
                {paymentMessages.pay.register}
              </Button>
            )}
            {/* INV-072, INV-073: the card payment of this invoice, for kEnabled payers. */}
            {final && <OnlinePayButton drafts={[v.draftNumber]} disabled={!onlinePayable(v)} refresh={refresh} />}
          </Stack>
          <InvoiceActions
            draftNumber={v.draftNumber}
            stage={v.stage}
            refresh={refresh}
            allowDelete
            onFinalized={() => navigate(invoicePaths.costs('FINAL', v.draftNumber, back), { replace: true })}
            onDeleted={() => navigate(back, { replace: true })}
          />
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * The cash events area's routes (paths relative to /cash; D3 §2.3): the form; the generated
 * invoice by its draft number (CASH-016), which follows the invoice rules (preview, finalize;
 * CASH-017); and its payment through the pay screen's cash variant (CASH-018; Q35: the terrestrial
 * cashier in cash lines only).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PaidIcon from '@mui/icons-material/Paid';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { cashMessages as t } from '../../i18n/cashMessages';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { paymentMessages } from '../../i18n/paymentMessages';
import { paysCashOnly } from '../../domain/payments/paymentPermissions';
import { useRoles } from '../../resources/framework/useRoles';
import { InvoiceActions } from '../terminal/invoices/InvoiceActions';
import { invoiceApi } from '../terminal/api/invoiceApi';
import { InvoiceStageChip } from '../terminal/invoices/InvoiceStageChip';
import { InvoiceSummary } from '../terminal/invoices/InvoiceSummary';
import { PayResult } from '../terminal/payments/PayResult';
import { keepPayResult, lastPayResult } from '../terminal/payments/payResultStore';
import { PayScreen } from '../terminal/payments/PayScreen';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { CashForm } from './CashForm';

const CASH = '/cash';

const NewCashEvent = () => {
  const { now, ready } = useTerminalNow();
  return ready ? <CashForm now={now()} /> : <CircularProgress aria-label={t.title} />;
};

const CashInvoice = () => {
  const draft = Number(useParams().draft);
  const { can } = useRoles();
  const invoice = useQuery({
    queryKey: ['invoice', 'one', draft],
    queryFn: () => invoiceApi.invoice(draft),
    retry: false,
  });
  if (invoice.isPending) return <CircularProgress aria-label={t.invoiceTitle} />;
  if (invoice.isError) return <Alert severity="error">{invoice.error.message}</Alert>;
  const v = invoice.data;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {v.finalNumber
              ? invoiceMessages.costs.invoiceTitle.replace('{n}', String(v.finalNumber))
              : invoiceMessages.costs.draftTitle.replace('{n}', String(v.draftNumber))}
          </Typography>
          <InvoiceStageChip invoice={v} testId="invoice-stage" />
          <Button component={Link} to={CASH} startIcon={<ArrowBackIcon />}>
            {t.newEvent}
          </Button>
        </Stack>
        <InvoiceSummary invoice={v} />
        <Box sx={{ mt: 2 }}>
          {v.stage === 'finalized' && can('payments', 'pay') && (
            <Button
              component={Link}
              to={`${CASH}/invoice/${draft}/pay`}
              variant="contained"
              startIcon={<PaidIcon />}
              sx={{ mb: 1 }}
              data-testid="cash-pay"
            >
              {t.pay}
            </Button>
          )}
          <InvoiceActions
            draftNumber={v.draftNumber}
            stage={v.stage}
            refresh={async () => {
              await invoice.refetch();
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
};

const CashPay = () => {
  const draft = Number(useParams().draft);
  const navigate = useNavigate();
  const { roles } = useRoles();
  // Q35: the cashier pays its own cash invoice in cash; finance with any means.
  const cashOnly = paysCashOnly(roles);
  return (
    <PayScreen
      drafts={[draft]}
      cashOnly={cashOnly}
      onPaid={(answer) => {
        keepPayResult(answer);
        navigate(`${CASH}/invoice/${draft}/pay/detail`);
      }}
    />
  );
};

const CashPayResult = () => {
  const answer = lastPayResult();
  const back = (
    <Button component={Link} to={CASH}>
      {t.newEvent}
    </Button>
  );
  return answer ? (
    <PayResult answer={answer} actions={back} />
  ) : (
    <Alert severity="info" action={back}>
      {paymentMessages.result.none}
    </Alert>
  );
};

const CashScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.title} />
    <Routes>
      <Route index element={<NewCashEvent />} />
      <Route path="invoice/:draft" element={<CashInvoice />} />
      <Route path="invoice/:draft/pay" element={<CashPay />} />
      <Route path="invoice/:draft/pay/detail" element={<CashPayResult />} />
      <Route path="*" element={<Navigate to={CASH} replace />} />
    </Routes>
  </Box>
);

export default CashScreens;

/**
 * Paying invoices from Facturación (D3 §2.1; INV-071, INV-079): /invoice/invoices/costs/{draft}/pay
 * (one invoice, from its costs) and /invoice/pay?drafts=… (several, from the list), then their
 * result at …/pay/detail.
 */
import { Alert, Button } from '@mui/material';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paymentMessages } from '../../i18n/paymentMessages';
import { PayResult } from '../terminal/payments/PayResult';
import { keepPayResult, lastPayResult } from '../terminal/payments/payResultStore';
import { PayScreen } from '../terminal/payments/PayScreen';
import { invoicePaths } from './paths';

export const InvoicePay = () => {
  const { draft } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const drafts = draft
    ? [Number(draft)]
    : (params.get('drafts') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
  return (
    <PayScreen
      drafts={drafts}
      onPaid={(answer) => {
        keepPayResult(answer);
        navigate(draft ? invoicePaths.payResult(Number(draft)) : invoicePaths.payResult());
      }}
    />
  );
};

export const InvoicePayResult = () => {
  const answer = lastPayResult();
  const back = (
    <Button component={Link} to={invoicePaths.searchForm('FINAL')}>
      {paymentMessages.result.toInvoices}
    </Button>
  );
  if (!answer)
    return (
      <Alert severity="info" action={back}>
        {paymentMessages.result.none}
      </Alert>
    );
  return <PayResult answer={answer} actions={back} />;
};

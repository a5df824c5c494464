/**
 * The payments area's routes (paths relative to /payments; D3 §2.2): the search on the left and,
 * until a search, an empty detail (PAY-002); /management with the groups found; a group's detail.
 */
import { Alert, Box, CircularProgress, Grid } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paymentSearchErrors } from '../../domain/payments/paymentSearchRules';
import { paymentMessages } from '../../i18n/paymentMessages';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { PaymentDetail } from './PaymentDetail';
import { PaymentGroups } from './PaymentGroups';
import { emptyPaymentSearch, PaymentSearchForm } from './PaymentSearchForm';
import { PAYMENTS, paymentPaths, paymentSearchFrom } from './paths';
import { hasErrors } from '../../domain/validators';

const SearchAndGroups = () => {
  const { pathname, search: query } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { now, ready } = useTerminalNow();
  if (!ready) return <CircularProgress aria-label={paymentMessages.title} />;
  const searched = pathname.endsWith('/management') ? paymentSearchFrom(params) : undefined;
  // A search from the address is checked like a typed one: its mistakes go on the form's fields.
  const urlErrors = searched ? paymentSearchErrors(searched) : {};
  const valid = !hasErrors(urlErrors);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <PaymentSearchForm
          key={query}
          now={now()}
          initial={searched ?? emptyPaymentSearch(now())}
          initialErrors={urlErrors}
          onSearch={(s) => navigate(paymentPaths.management(s))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ minWidth: 0 }}>
        {!searched && (
          <Alert severity="info" data-testid="payments-empty">
            {paymentMessages.empty}
          </Alert>
        )}
        {searched && valid && <PaymentGroups search={searched} back={`${pathname}${query}`} />}
      </Grid>
    </Grid>
  );
};

const PaymentScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={paymentMessages.title} />
    <Routes>
      <Route index element={<SearchAndGroups />} />
      <Route path="management" element={<SearchAndGroups />} />
      <Route path="paymentDetailContab" element={<PaymentDetail />} />
      <Route path="*" element={<Navigate to={PAYMENTS} replace />} />
    </Routes>
  </Box>
);

export default PaymentScreens;

/**
 * The payments search (D3 §2.2, §5 Payment search; PAY-003…008, VAL-030): agency and client (the
 * lists finance reads), payment and invoice numbers (digits separated by commas), the period
 * (required, the last 7 days by default, DD/MM/YYYY) and only the groups pending synchronisation.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { defaultSearchRange } from '../../domain/invoicing/invoiceSearchRules';
import { paymentSearchErrors } from '../../domain/payments/paymentSearchRules';
import { santiagoDay, slashedDay } from '../../domain/santiagoTime';
import { paymentMessages } from '../../i18n/paymentMessages';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import type { PaymentSearch } from '../terminal/api/paymentsApi';
import { useInvoiceLists } from '../terminal/invoices/useInvoiceLists';
import { hasErrors } from '../../domain/validators';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = paymentMessages.search;
type Errors = Partial<Record<keyof PaymentSearch, string>>;

/** PAY-006: the last 7 days to today on the terminal's calendar. */
export function emptyPaymentSearch(now: Date): PaymentSearch {
  const range = defaultSearchRange(santiagoDay(now));
  return {
    agent: '',
    customer: '',
    payNbrs: '',
    facNbrs: '',
    onlyPendings: false,
    from: slashedDay(range.from),
    to: slashedDay(range.to),
  };
}

/** `initialErrors`: what is wrong with a search read from the address, shown on its fields at once. */
export const PaymentSearchForm = ({
  initial,
  initialErrors,
  now,
  onSearch,
}: {
  initial: PaymentSearch;
  initialErrors?: Errors;
  now: Date;
  onSearch: (s: PaymentSearch) => void;
}) => {
  const refusal = useRefusedForm();
  const lists = useInvoiceLists({ generator: false, visits: false });
  const [values, setValues] = useState<PaymentSearch>(initial);
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const set = (patch: Partial<PaymentSearch>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paymentSearchErrors(values);
    setErrors(found);
    if (hasErrors(found)) return refusal.refuse();
    onSearch(values);
  };
  const field = (key: 'payNbrs' | 'facNbrs' | 'from' | 'to', label: string, hint: string, required = false) => (
    <TextField
      id={`payments-${key}`}
      label={label}
      value={values[key]}
      size="small"
      required={required}
      onChange={(e) => set({ [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? hint}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': `payments-${key}` } }}
    />
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          <NamedTypeahead
            id="payments-agent"
            label={t.agent}
            options={lists.agents}
            value={values.agent}
            onChange={(agent) => set({ agent })}
          />
          <NamedTypeahead
            id="payments-client"
            label={t.client}
            options={lists.customers}
            value={values.customer}
            onChange={(customer) => set({ customer })}
          />
          {field('payNbrs', t.payNbrs, t.numbersHint)}
          {field('facNbrs', t.facNbrs, t.numbersHint)}
          {field('from', t.from, t.dateHint, true)}
          {field('to', t.to, t.dateHint, true)}
          <FormControlLabel
            label={t.onlyPendings}
            control={
              <Checkbox
                checked={values.onlyPendings}
                onChange={(e) => set({ onlyPendings: e.target.checked })}
                slotProps={{ input: { 'data-testid': 'payments-only-pendings' } as object }}
              />
            }
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                setValues(emptyPaymentSearch(now));
                setErrors({});
              }}
            >
              {t.clear}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="payments-search">
              {t.submit}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} end />
        </Box>
      </CardContent>
    </Card>
  );
};

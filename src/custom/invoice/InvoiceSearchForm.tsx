/**
 * The invoice and draft search (/invoice/search, /invoice/draft; D3 §2.1, §5 Invoice search;
 * INV-028…039): invoice numbers or draft numbers (filling one disables the other, and clears the
 * dates), vessel, BL/booking (drafts), agent (finance; fixed for the storekeeper), client and its
 * role, the period (the last 7 days by default; required unless a number is given or it is a
 * draft search), include-cancelled, and the invoices' payment state (Todas, Impagas, Vencidas: a
 * search by state has no period, as one by number has none; finance opens on 'Vencidas').
 */
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  defaultSearchRange,
  invoiceSearchErrors,
  numbersLocked,
  unlistedEntry,
} from '../../domain/invoicing/invoiceSearchRules';
import { PAYMENT_FILTERS, paymentFilterOf } from '../../domain/invoicing/paymentFilter';
import { santiagoDay, slashedDay } from '../../domain/santiagoTime';
import { customerRoleLabel } from '../../i18n/codeLabels';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceRuleMessages as r } from '../../i18n/invoiceRuleMessages';
import { useRoles } from '../../resources/framework/useRoles';
import type { InvoiceSearch } from '../terminal/api/invoiceApi';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import type { InvoiceKind } from './paths';
import { useInvoiceLists } from '../terminal/invoices/useInvoiceLists';
import { hasErrors } from '../../domain/validators';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = invoiceMessages.search;
type Errors = Partial<Record<keyof InvoiceSearch, string>>;

/** INV-032: the last 7 days to today, DD/MM/YYYY, on the terminal's calendar. */
export function emptySearch(kind: InvoiceKind, now: Date): InvoiceSearch {
  const range = defaultSearchRange(santiagoDay(now));
  return {
    status: kind,
    invoicesNbr: '',
    draftsNbr: '',
    visit: '',
    blOrBooking: '',
    agent: '',
    customer: '',
    customerRole: '',
    fromDate: slashedDay(range.from),
    toDate: slashedDay(range.to),
    includeCanceled: false,
    payment: '',
  };
}

/** Finance's invoice search before it searches (issue 30): the overdue invoices of every date, what it works on. */
export const overdueSearch = (now: Date): InvoiceSearch => ({
  ...emptySearch('FINAL', now),
  payment: 'overdue',
  fromDate: '',
  toDate: '',
});

/** `initialErrors`: what is wrong with a search read from the address, shown on its fields at once. */
export const InvoiceSearchForm = ({
  kind,
  initial,
  initialErrors,
  now,
  onSearch,
}: {
  kind: InvoiceKind;
  initial: InvoiceSearch;
  initialErrors?: Errors;
  now: Date;
  onSearch: (s: InvoiceSearch) => void;
}) => {
  const refusal = useRefusedForm();
  const { can } = useRoles();
  const lists = useInvoiceLists({ generator: false });
  const [values, setValues] = useState<InvoiceSearch>(initial);
  const [typed, setTyped] = useState<{ agent?: string; customer?: string }>({});
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const locked = numbersLocked(values);
  const noPeriod = values.invoicesNbr.trim() !== '' || values.draftsNbr.trim() !== '' || values.payment !== '';
  const set = (patch: Partial<InvoiceSearch>) => {
    setValues((v) => {
      const next = { ...v, ...patch };
      // INV-031: a number (or a payment state) clears the dates; emptied again, the default period comes back.
      const numbered = next.invoicesNbr.trim() !== '' || next.draftsNbr.trim() !== '' || next.payment !== '';
      if (numbered) return { ...next, fromDate: '', toDate: '' };
      if (!next.fromDate && !next.toDate)
        return { ...next, fromDate: emptySearch(kind, now).fromDate, toDate: emptySearch(kind, now).toDate };
      return next;
    });
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...invoiceSearchErrors(values, kind === 'DRAFT') };
    if (unlistedEntry(typed.agent ?? '', values.agent)) found.agent = r.unlistedAgency;
    if (unlistedEntry(typed.customer ?? '', values.customer)) found.customer = r.unlistedClient;
    setErrors(found);
    if (hasErrors(found)) return refusal.refuse();
    onSearch(values);
  };

  const number = (field: 'invoicesNbr' | 'draftsNbr', label: string) => (
    <TextField
      id={`search-${field}`}
      label={label}
      value={values[field]}
      size="small"
      disabled={locked[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? t.numbersHint}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': `search-${field}` } }}
    />
  );
  const date = (field: 'fromDate' | 'toDate', label: string) => (
    <TextField
      id={`search-${field}`}
      label={label}
      value={values[field]}
      size="small"
      disabled={noPeriod}
      required={!noPeriod && kind === 'FINAL'}
      onChange={(e) => set({ [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (noPeriod ? undefined : t.dateHint)}
      slotProps={{
        htmlInput: { maxLength: 10, inputMode: 'numeric', autoComplete: 'off', 'data-testid': `search-${field}` },
      }}
    />
  );

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {kind === 'FINAL' ? t.invoicesTitle : t.draftsTitle}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {number('invoicesNbr', t.invoicesNbr)}
          {number('draftsNbr', t.draftsNbr)}
          <NamedTypeahead
            id="search-visit"
            label={t.visit}
            options={lists.visits}
            value={values.visit}
            onChange={(visit) => set({ visit })}
          />
          {kind === 'DRAFT' && (
            <TextField
              id="search-bl"
              label={t.blOrBooking}
              value={values.blOrBooking}
              size="small"
              onChange={(e) => set({ blOrBooking: e.target.value.toUpperCase().trim() })}
              slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
            />
          )}
          {/* INV-033: finance picks the agent; the storekeeper's is fixed to its own (the server scopes it, INV-035). */}
          {can('invoices', 'searchAgent') && can('invoices', 'agents') && (
            <NamedTypeahead
              id="search-agent"
              label={t.agent}
              options={lists.agents}
              value={values.agent}
              onChange={(agent) => set({ agent })}
              onTyped={(v) => setTyped((x) => ({ ...x, agent: v }))}
              error={errors.agent}
            />
          )}
          {can('invoices', 'searchClient') && (
            <NamedTypeahead
              id="search-client"
              label={t.client}
              options={lists.customers}
              value={values.customer}
              onChange={(customer) => set({ customer })}
              onTyped={(v) => setTyped((x) => ({ ...x, customer: v }))}
              error={errors.customer}
            />
          )}
          {can('invoices', 'searchClient') && (
            <TextField
              select
              id="search-role"
              label={t.clientRole}
              value={values.customerRole}
              size="small"
              onChange={(e) => set({ customerRole: e.target.value })}
            >
              <MenuItem value="">{t.anyRole}</MenuItem>
              {(['CONSIGNEE', 'SHIPPER'] as const).map((x) => (
                <MenuItem key={x} value={x}>
                  {customerRoleLabel(x)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {date('fromDate', t.from)}
          {date('toDate', t.to)}
          {kind === 'FINAL' && (
            <TextField
              select
              id="search-payment"
              label={t.payment}
              value={values.payment}
              size="small"
              helperText={t.paymentHint}
              onChange={(e) => set({ payment: paymentFilterOf(e.target.value) })}
              slotProps={{
                select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'search-payment' } as object },
                inputLabel: { shrink: true },
              }}
            >
              {PAYMENT_FILTERS.map((x) => (
                <MenuItem key={x} value={x}>
                  {t.paymentChoices[x]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel
            label={t.includeCanceled}
            control={
              <Checkbox
                checked={values.includeCanceled}
                onChange={(e) => set({ includeCanceled: e.target.checked })}
                slotProps={{ input: { 'data-testid': 'search-include-canceled' } as object }}
              />
            }
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                setValues(emptySearch(kind, now));
                setErrors({});
              }}
            >
              {t.clear}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="invoice-search">
              {t.search}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} end />
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * A container's cash events (/cash; D3 §2.3, §5 Cash form; CASH-002…015): the container (11
 * characters, upper case), its customer's facts once complete, the paid-through date (today by
 * default), the customer or the consignee billed, the security fee (ticked unless already paid), the
 * events with their quantities; the checkboxes wait for a whole container number. It makes the draft
 * and opens it.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../domain/formats';
import { cashEventErrors, containerComplete, type CashEventErrors } from '../../domain/payments/cashEventRules';
import { santiagoToday } from '../../domain/calendarDay';
import { cashMessages as t } from '../../i18n/cashMessages';
import { Fact, FactList } from '../terminal/units/Facts';
import { withLegacyCode } from '../terminal/forms/legacyCode';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import { paymentsApi } from '../terminal/api/paymentsApi';
import { useInvoiceLists } from '../terminal/invoices/useInvoiceLists';
import { useRowFocus } from '../terminal/forms/useRowFocus';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

export const CashForm = ({ now }: { now: Date }) => {
  const refusal = useRefusedForm();
  const notify = useNotify();
  const navigate = useNavigate();
  const lists = useInvoiceLists({ generator: false, visits: false });
  const catalogue = useQuery({
    queryKey: ['cash', 'eventTypes'],
    queryFn: paymentsApi.eventTypes,
    retry: false,
    staleTime: Infinity,
  });
  const [unitNbr, setUnit] = useState('');
  const [date, setDate] = useState(() => santiagoToday(now));
  const [billConsignee, setBill] = useState(true);
  const [customerId, setCustomer] = useState('');
  const [securityFee, setSecurityFee] = useState<boolean | null>(null);
  const [events, setEvents] = useState([{ event: '', quantity: '1' }]);
  const [errors, setErrors] = useState<CashEventErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const complete = containerComplete(unitNbr);
  const customer = useQuery({
    queryKey: ['cash', 'unitCustomer', unitNbr],
    queryFn: () => paymentsApi.unitCustomer(unitNbr),
    enabled: complete,
    retry: false,
  });
  // CASH-007: ticked by default unless the unit's fee is already paid.
  const fee = securityFee ?? !(customer.data?.securityFeeCancelled ?? false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = cashEventErrors({ unitNbr, date, customerId, billConsignee, events });
    setErrors(found);
    if (Object.keys(found).length > 0) return refusal.refuse();
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await paymentsApi.cashEvent({
        unitNbr,
        date,
        cashEvents: events.map((e) => ({ event: e.event, quantity: e.quantity })),
        rolCustomer: billConsignee ? 'CONSIGNEE' : 'CUSTOMER',
        customerId: billConsignee ? '' : customerId,
        securityFee: fee,
        agentId: '',
        notes: '',
      });
      notify(answer.message, { type: 'success' });
      navigate(`/cash/invoice/${answer.draftNumber}`);
    } catch (e) {
      setFailure((withLegacyCode(e) as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const setEvent = (i: number, patch: Partial<(typeof events)[number]>) =>
    setEvents(events.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  // The keyboard follows the lines: into the one added, or the one before the one removed.
  const rowFocus = useRowFocus<HTMLDivElement>();
  const addEvent = () => {
    setEvents([...events, { event: '', quantity: '1' }]);
    rowFocus.focusRow(events.length);
  };
  const removeEvent = (i: number) => {
    setEvents(events.filter((_, k) => k !== i));
    rowFocus.focusRow(Math.max(0, i - 1));
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="cash-empty">
          {t.empty}
        </Alert>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            id="cash-unit"
            label={t.container}
            value={unitNbr}
            size="small"
            required
            error={Boolean(errors.unitNbr)}
            helperText={errors.unitNbr}
            onChange={(e) => {
              setUnit(e.target.value.toUpperCase().replace(/\s/g, ''));
              setSecurityFee(null);
            }}
            slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'cash-unit' } }}
          />
          <TextField
            id="cash-date"
            label={t.date}
            value={date}
            size="small"
            required
            error={Boolean(errors.date)}
            helperText={errors.date ?? t.dateHint}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric', 'data-testid': 'cash-date' } }}
          />
          {customer.data && (
            <Box sx={{ gridColumn: '1 / -1' }} data-testid="cash-unit-customer">
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {t.unitCustomer}
              </Typography>
              <FactList>
                <Fact label={t.customer} value={customer.data.name} />
                <Fact label={t.address} value={customer.data.addressLine1} />
                <Fact label={t.city} value={[customer.data.city, customer.data.stateName].filter(Boolean).join(', ')} />
                <Fact label={t.giro} value={customer.data.giro} />
                <Fact label={t.canTakeDebt} value={customer.data.canTakeDebt ? t.yes : t.no} />
                <Fact label={t.securityFeeCancelled} value={customer.data.securityFeeCancelled ? t.yes : t.no} />
              </FactList>
            </Box>
          )}
          {customer.isError && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {customer.error.message}
            </Alert>
          )}
          <FormControlLabel
            label={t.billConsignee}
            disabled={!complete}
            control={
              <Checkbox
                checked={billConsignee}
                onChange={(e) => setBill(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'cash-bill-consignee' } as object }}
              />
            }
          />
          <FormControlLabel
            label={t.securityFee}
            disabled={!complete}
            control={
              <Checkbox
                checked={fee}
                onChange={(e) => setSecurityFee(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'cash-security-fee' } as object }}
              />
            }
          />
          {!billConsignee && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <NamedTypeahead
                id="cash-customer"
                label={t.customer}
                options={lists.customers}
                value={customerId}
                onChange={setCustomer}
                required
                error={errors.customerId}
              />
            </Box>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {t.events}
            </Typography>
            <Stack ref={rowFocus.listRef} sx={{ gap: 1 }}>
              {events.map((x, i) => (
                <Box
                  key={i}
                  sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) 96px 40px', alignItems: 'start' }}
                  data-testid={`cash-event-${i}`}
                >
                  <TextField
                    select
                    id={`cash-event-${i}-type`}
                    label={t.event}
                    value={x.event}
                    size="small"
                    required
                    error={errors.quantities?.[i] !== undefined && !x.event}
                    onChange={(e) => setEvent(i, { event: e.target.value })}
                    slotProps={{ select: { SelectDisplayProps: { 'data-testid': `cash-event-${i}-type` } as object } }}
                  >
                    {(catalogue.data ?? []).map((c) => (
                      <MenuItem
                        key={c.id}
                        value={c.id}
                      >{`${c.description} (${formatMoney(c.amount, c.currency)} / ${c.unit.toLowerCase()})`}</MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    id={`cash-event-${i}-quantity`}
                    label={t.quantity}
                    value={x.quantity}
                    size="small"
                    required
                    error={Boolean(errors.quantities?.[i] && x.event)}
                    helperText={x.event ? errors.quantities?.[i] : undefined}
                    onChange={(e) => setEvent(i, { quantity: e.target.value })}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', maxLength: 3, 'data-testid': `cash-event-${i}-quantity` },
                    }}
                  />
                  <IconButton
                    aria-label={t.removeEvent.replace('{n}', String(i + 1))}
                    disabled={events.length === 1}
                    onClick={() => removeEvent(i)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              ))}
            </Stack>
            <Button sx={{ mt: 1 }} startIcon={<AddIcon />} onClick={addEvent} data-testid="cash-add-event">
              {t.addEvent}
            </Button>
          </Box>
          {failure && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="cash-failure">
              {failure}
            </Alert>
          )}
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<ReceiptLongIcon />}
              disabled={busy}
              data-testid="cash-generate"
            >
              {t.generate}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} end />
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * The pay screen (D3 §2.1 Payment screen, §5 Payment registration; INV-079…113; Q33–Q35): the
 * selected invoices, what they owe and what remains; payment lines added and removed, each with its
 * fields and messages; with several customers one line each, its amount fixed at that customer's
 * due; the register button open only when every line and the whole payment pass the rules (the
 * server's tolerance read from it). The drafts are checked first (validatepay). One idempotency
 * key per screen: a double click or a retry registers one payment. The result goes to `onPaid`.
 */
import AddIcon from '@mui/icons-material/Add';
import PaidIcon from '@mui/icons-material/Paid';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { formatClp, formatMoney } from '../../../domain/formats';
import { fromMinor, toMinor } from '../../../domain/money';
import { amountText, emptyLine, PAYMENT_TYPES, type PaymentType } from '../../../domain/payments/paymentLines';
import { santiagoWallClock } from '../../../domain/santiagoTime';
import { ApiError } from '../../../providers/httpClient';
import { paymentMessages } from '../../../i18n/paymentMessages';
import { paymentRuleMessages as r } from '../../../i18n/paymentRuleMessages';
import { invoiceApi } from '../api/invoiceApi';
import { withLegacyCode } from '../forms/legacyCode';
import { PaymentLineEditor, type CreditLookup } from './PaymentLineEditor';
import { paymentsApi, type AddPaymentWire } from '../api/paymentsApi';
import { owedOf, paymentRequests, payScreenState, type ScreenLine } from '../api/payRequests';
import { useTerminalNow } from '../calendar/terminalClock';
import { useRowFocus } from '../forms/useRowFocus';

const t = paymentMessages.pay;
const CASH_TYPES: readonly PaymentType[] = ['CASH', 'CASH_US'];

export interface PayScreenProps {
  drafts: readonly number[];
  /** Q35: the terrestrial cashier pays in cash only. */
  cashOnly?: boolean;
  onPaid: (answer: AddPaymentWire) => void;
}

export const PayScreen = ({ drafts, cashOnly, onPaid }: PayScreenProps) => {
  const { now, ready } = useTerminalNow();
  const key = useRef(globalThis.crypto.randomUUID());
  const invoices = useQueries({
    queries: drafts.map((d) => ({
      queryKey: ['invoice', 'one', d],
      queryFn: () => invoiceApi.invoice(d),
      retry: false,
    })),
  });
  const tolerance = useQuery({ queryKey: ['payments', 'tolerance'], queryFn: paymentsApi.tolerance, retry: false });
  const banks = useQuery({
    queryKey: ['payments', 'banks'],
    queryFn: paymentsApi.banks,
    retry: false,
    staleTime: Infinity,
  });
  const valid = useQuery({
    queryKey: ['payments', 'validate', drafts.join(',')],
    queryFn: () => paymentsApi.validate(drafts),
    retry: false,
  });
  const [lines, setLines] = useState<ScreenLine[] | null>(null);
  const [credits, setCredits] = useState<Record<number, CreditLookup | undefined>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The keyboard follows the lines: into the one added, or the one before the one removed.
  const rowFocus = useRowFocus<HTMLDivElement>();

  const loaded = invoices.every((q) => q.isSuccess) ? invoices.map((q) => q.data!) : undefined;
  const customers = useMemo(
    () => [
      ...new Map(
        (loaded ?? []).map((i) => [i.payeeCustomerId, { id: i.payeeCustomerId, name: i.payeeCustomerName }]),
      ).values(),
    ],
    [loaded],
  );
  const several = customers.length > 1;
  const wall = ready ? santiagoWallClock(now()) : undefined;
  const types = cashOnly ? CASH_TYPES : PAYMENT_TYPES;
  const newLine = (customerId = ''): ScreenLine => ({
    ...emptyLine('', wall ?? { day: '2000-01-01', time: '00:00' }),
    customerId,
  });
  // With several customers, one line each at that customer's due (INV-105, INV-111).
  const current: ScreenLine[] =
    lines ??
    (several
      ? customers.map((c) => ({
          ...newLine(c.id),
          monto: amountText(
            (loaded ?? []).filter((i) => i.payeeCustomerId === c.id).reduce((s, i) => s + i.totalLocalOwed, 0),
            'CLP',
          ),
        }))
      : [newLine()]);

  if (invoices.some((q) => q.isPending) || tolerance.isPending || !ready)
    return <CircularProgress aria-label={t.title} />;
  const error = invoices.find((q) => q.isError)?.error ?? tolerance.error;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const list = loaded!;
  const { lineErrors, linesOk, verdict, remaining } = payScreenState(
    list.map(owedOf),
    current,
    current.map((_, i) => credits[i]?.saldo),
    { pesos: tolerance.data!.toleranciaPesos, usdMinor: toMinor(tolerance.data!.toleranciaDolares, 'USD') },
  );
  const update = (index: number, patch: Partial<ScreenLine>) =>
    setLines(current.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  // Errors show once the user has started (INV-104: the button waits for a valid form).
  const shown = lines !== null;
  const register = async () => {
    if (!linesOk || !verdict.ok) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onPaid(await paymentsApi.addPayment(paymentRequests(current, list), verdict.paidInFull, key.current));
    } catch (e) {
      setFailure((withLegacyCode(e) as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const lookupCredit = async (number: string): Promise<CreditLookup | string> => {
    try {
      const note = await invoiceApi.credit(number, list[0]!.draftNumber);
      return { totalCredit: note.totalCredit, saldo: note.saldo };
    } catch (e) {
      return e instanceof ApiError ? e.serverMessage : String(e);
    }
  };
  const money = (minor: number) =>
    verdict.currency === 'USD' ? formatMoney(fromMinor(minor, 'USD'), 'USD') : formatClp(minor);

  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        {valid.data && !valid.data.valor && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="pay-precheck">
            {valid.data.mensaje}
          </Alert>
        )}
        <Typography variant="h6" component="h2">
          {t.invoices}
        </Typography>
        <Box component="ul" sx={{ pl: 2, mt: 1 }} data-testid="pay-invoices">
          {list.map((i) => (
            <li key={i.draftNumber}>
              {t.invoice} {i.finalNumber ?? i.draftNumber} · {i.payeeCustomerName} · {formatClp(i.totalLocalOwed)} ·{' '}
              {formatMoney(i.totalOwed, 'USD')}
            </li>
          ))}
        </Box>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 2 }}>
          <Typography data-testid="pay-owed">
            <strong>{t.owedTotal}:</strong> {money(verdict.owed)}
          </Typography>
          <Typography data-testid="pay-remaining">
            <strong>{t.remaining}:</strong> {money(remaining)}
          </Typography>
        </Stack>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.lines}
        </Typography>
        <Stack ref={rowFocus.listRef} sx={{ gap: 2 }}>
          {current.map((line, i) => (
            <PaymentLineEditor
              key={i}
              index={i}
              line={line}
              errors={lineErrors[i]!}
              shown={shown}
              types={types}
              banks={banks.data ?? []}
              customers={several ? customers : undefined}
              amountLocked={several}
              onChange={(patch) => update(i, patch)}
              onRemove={
                current.length > 1 && !several
                  ? () => {
                      setLines(current.filter((_, k) => k !== i));
                      rowFocus.focusRow(Math.max(0, i - 1));
                    }
                  : undefined
              }
              lookupCredit={lookupCredit}
              credit={credits[i]}
              onCredit={(c) => setCredits((x) => ({ ...x, [i]: c }))}
            />
          ))}
        </Stack>
        {!several && (
          <Button
            sx={{ mt: 1 }}
            startIcon={<AddIcon />}
            onClick={() => {
              setLines([...current, newLine()]);
              rowFocus.focusRow(current.length);
            }}
            data-testid="pay-add-line"
          >
            {t.add}
          </Button>
        )}
        {shown && linesOk && !verdict.ok && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="pay-refusal">
            {verdict.code ? `${verdict.message} - ${verdict.code}` : verdict.message}
          </Alert>
        )}
        {/* INV-115: a refused payment is headed by the spec's text, then the server's reason. */}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="pay-failure">
            <AlertTitle>{r.failedHeading}</AlertTitle>
            {failure}
          </Alert>
        )}
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            startIcon={<PaidIcon />}
            disabled={busy || !linesOk || !verdict.ok || valid.data?.valor === false}
            onClick={() => void register()}
            data-testid="pay-register"
          >
            {t.register}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * The costs of an invoice or a draft (/invoice/invoices/costs/{draft}, /invoice/drafts/costs/{draft};
 * D3 §2.1; INV-054…070, INV-078): the header, the charge lines on the list framework, subtotal,
 * IVA and the totals in USD and CLP; the paid note and, for an agreement customer, that the
 * finance office finalizes; preview, finalize (after a preview in this session), download, delete.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatClp, formatDate, formatMoney, formatNumber } from '../../domain/formats';
import { isAgreementCustomer } from '../../domain/invoicing/invoiceLifecycle';
import { formatIdentification } from '../../domain/rut';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { Fact, FactList } from '../terminal/Facts';
import { InvoiceActions } from '../terminal/InvoiceActions';
import { invoiceApi, type InvoiceWire } from '../terminal/invoiceApi';
import { invoicePaths, type InvoiceKind } from './paths';

const t = invoiceMessages.costs;
type Line = InvoiceWire['summaryCharges'][number] & { id: string; quantityText: string };
const columns: readonly ListColumn[] = [
  { source: 'tarifId', label: t.tariff, kind: 'text', list: true },
  { source: 'quantityText', label: t.quantity, kind: 'text', list: true },
  { source: 'description', label: t.description, kind: 'text', list: true },
  { source: 'unitNbr', label: t.unit, kind: 'text', list: true },
  { source: 'totalAmount', label: t.amount, kind: 'number', list: true, render: (x) => formatMoney(x.totalAmount as number, 'USD') },
];
const SEARCH = ['tarifId', 'description', 'unitNbr'] as const;

const Total = ({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} component="p" sx={{ fontWeight: strong ? 700 : undefined }}>{label}</Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} component="p" sx={{ minWidth: 140, textAlign: 'right', fontWeight: strong ? 700 : undefined }} data-testid={testId}>{value}</Typography>
  </Stack>
);

export const InvoiceCosts = ({ kind }: { kind: InvoiceKind }) => {
  const { draft } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const draftNumber = Number(draft);
  const invoice = useQuery({ queryKey: ['invoice', 'one', draftNumber], queryFn: () => invoiceApi.invoice(draftNumber), retry: false });
  const lines = useMemo<Line[]>(() => (invoice.data?.summaryCharges ?? []).map((l, i) => ({ ...l, id: `${i}`, quantityText: `${formatNumber(l.quantity)} ${l.quantityUnit}` })), [invoice.data]);
  const back = params.get('back') ?? invoicePaths.searchForm(kind);
  if (invoice.isPending) return <CircularProgress aria-label={t.lines} />;
  if (invoice.isError) return <Alert severity="error">{invoice.error.message}</Alert>;
  const v = invoice.data;
  const final = v.status === 'FINAL';
  const refresh = async () => { await invoice.refetch(); };
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {final ? t.invoiceTitle.replace('{n}', String(v.finalNumber)) : t.draftTitle.replace('{n}', String(v.draftNumber))}
          </Typography>
          <Chip label={invoiceMessages.stage[v.stage]} color={v.stage === 'paid' ? 'success' : final ? 'primary' : 'default'} data-testid="invoice-stage" />
          <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>{t.back}</Button>
        </Stack>
        {v.paid && <Alert severity="success" sx={{ mb: 2 }} data-testid="invoice-paid">{t.paidNote}</Alert>}
        {!final && isAgreementCustomer(v.convenio) && <Alert severity="info" sx={{ mb: 2 }} data-testid="invoice-agreement">{invoiceMessages.payee.agreement}</Alert>}
        <Box sx={{ mb: 2 }}>
          <FactList>
            <Fact label={t.customer} value={v.payeeCustomerName} />
            <Fact label={t.customerId} value={formatIdentification(v.payeeCustomerId)} />
            <Fact label={t.role} value={invoiceMessages.role[v.payeeCustomerRole as 'CONSIGNEE' | 'SHIPPER'] ?? v.payeeCustomerRole} />
            <Fact label={t.category} value={invoiceMessages.category[v.category]} />
            <Fact label={t.visit} value={v.vesselVisitId} />
            <Fact label={t.blOrBooking} value={v.bookingOrBl} />
            <Fact label={t.units} value={v.forUnits.join(', ')} />
            <Fact label={t.created} value={formatDate(v.created)} />
            {final && <Fact label={t.finalized} value={formatDate(v.finalizedDate)} />}
            {final && <Fact label={t.due} value={v.dueDate ? formatDate(`${v.dueDate}T12:00:00Z`) : ''} />}
            <Fact label={t.rate} value={formatNumber(v.tasaCambio)} />
          </FactList>
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>{t.lines}</Typography>
        {lines.length === 0 ? (
          <Alert severity="info" data-testid="invoice-no-lines">{operationsMessages.noCharges}</Alert>
        ) : (
          <RowsList<Line> id="invoiceLines" title={t.lines} rows={lines} columns={columns} search={SEARCH} sort={{ field: 'tarifId', order: 'ASC' }}
            perPage={10} maxPageLinks={8} empty={<Alert severity="info">{operationsMessages.noCharges}</Alert>} data-testid="invoice-lines" />
        )}
        <Stack sx={{ gap: 0.5, mt: 2 }}>
          <Total label={t.subtotal} value={formatMoney(v.totalCharges, 'USD')} testId="invoice-subtotal" />
          <Total label={t.taxes} value={formatMoney(v.totalTaxes, 'USD')} testId="invoice-taxes" />
          <Total label={t.totalUsd} value={formatMoney(v.totalTotal, 'USD')} strong testId="invoice-total" />
          <Total label={t.totalClp} value={formatClp(v.totalLocalTotal)} strong testId="invoice-total-clp" />
        </Stack>
        <Box sx={{ mt: 2 }}>
          <InvoiceActions draftNumber={v.draftNumber} stage={v.stage} refresh={refresh} allowDelete
            onFinalized={() => navigate(invoicePaths.costs('FINAL', v.draftNumber, back), { replace: true })}
            onDeleted={() => navigate(back, { replace: true })} />
        </Box>
      </CardContent>
    </Card>
  );
};

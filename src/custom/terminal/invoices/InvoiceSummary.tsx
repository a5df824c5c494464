/**
 * An invoice's or a draft's content (D3 §2.1 Costs screen; INV-054…059, INV-078): the paid note and
 * the agreement-customer notice, the header, the charge lines on the list framework, subtotal, IVA
 * and the totals in USD and CLP. Shared by Facturación's costs and the cash invoice (CASH-016).
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { formatClp, formatDate, formatMoney, formatNumber } from '../../../domain/formats';
import { isAgreementCustomer } from '../../../domain/invoicing/invoiceLifecycle';
import { formatIdentification } from '../../../domain/rut';
import { categoryLabel, customerRoleLabel } from '../../../i18n/codeLabels';
import { invoiceMessages } from '../../../i18n/invoiceMessages';
import { operationsMessages } from '../../../i18n/operationsMessages';
import { RowsList, type ListColumn } from '../../../resources/framework/RowsList';
import { Fact, FactList } from '../units/Facts';
import type { InvoiceWire } from '../api/invoiceApi';

const t = invoiceMessages.costs;
type Line = InvoiceWire['summaryCharges'][number] & { id: string; quantityText: string };
const columns: readonly ListColumn[] = [
  { source: 'tarifId', label: t.tariff, kind: 'text', list: true },
  { source: 'quantityText', label: t.quantity, kind: 'text', list: true },
  { source: 'description', label: t.description, kind: 'text', list: true },
  { source: 'unitNbr', label: t.unit, kind: 'text', list: true },
  {
    source: 'totalAmount',
    label: t.amount,
    kind: 'number',
    list: true,
    render: (x) => formatMoney(x.totalAmount as number, 'USD'),
  },
];
const SEARCH = ['tarifId', 'description', 'unitNbr'] as const;

const Total = ({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) => (
  <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2 }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} component="p" sx={{ fontWeight: strong ? 700 : undefined }}>
      {label}
    </Typography>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      component="p"
      sx={{ minWidth: 140, textAlign: 'right', fontWeight: strong ? 700 : undefined }}
      data-testid={testId}
    >
      {value}
    </Typography>
  </Stack>
);

export const InvoiceSummary = ({ invoice: v }: { invoice: InvoiceWire }) => {
  const final = v.status === 'FINAL';
  const lines = useMemo<Line[]>(
    () =>
      v.summaryCharges.map((l, i) => ({
        ...l,
        id: `${i}`,
        quantityText: `${formatNumber(l.quantity)} ${l.quantityUnit}`,
      })),
    [v],
  );
  return (
    <>
      {v.paid && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="invoice-paid">
          {t.paidNote}
        </Alert>
      )}
      {!final && isAgreementCustomer(v.convenio) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="invoice-agreement">
          {invoiceMessages.payee.agreement}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <FactList>
          <Fact label={t.customer} value={v.payeeCustomerName} />
          <Fact label={t.customerId} value={formatIdentification(v.payeeCustomerId)} />
          <Fact label={t.role} value={customerRoleLabel(v.payeeCustomerRole)} />
          <Fact label={t.category} value={categoryLabel(v.category)} />
          <Fact label={t.visit} value={v.vesselVisitId} />
          <Fact label={t.blOrBooking} value={v.bookingOrBl} />
          <Fact label={t.units} value={v.forUnits.join(', ')} />
          <Fact label={t.created} value={formatDate(v.created)} />
          {final && <Fact label={t.finalized} value={formatDate(v.finalizedDate)} />}
          {final && <Fact label={t.due} value={v.dueDate ? formatDate(`${v.dueDate}T12:00:00Z`) : ''} />}
          <Fact label={t.rate} value={formatNumber(v.tasaCambio)} />
        </FactList>
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.lines}
      </Typography>
      {lines.length === 0 ? (
        <Alert severity="info" data-testid="invoice-no-lines">
          {operationsMessages.noCharges}
        </Alert>
      ) : (
        <RowsList<Line>
          id="invoiceLines"
          title={t.lines}
          rows={lines}
          columns={columns}
          search={SEARCH}
          sort={{ field: 'tarifId', order: 'ASC' }}
          perPage={10}
          maxPageLinks={8}
          empty={<Alert severity="info">{operationsMessages.noCharges}</Alert>}
          data-testid="invoice-lines"
        />
      )}
      <Stack sx={{ gap: 0.5, mt: 2 }}>
        <Total label={t.subtotal} value={formatMoney(v.totalCharges, 'USD')} testId="invoice-subtotal" />
        <Total label={t.taxes} value={formatMoney(v.totalTaxes, 'USD')} testId="invoice-taxes" />
        <Total label={t.totalUsd} value={formatMoney(v.totalTotal, 'USD')} strong testId="invoice-total" />
        <Total label={t.totalClp} value={formatClp(v.totalLocalTotal)} strong testId="invoice-total-clp" />
      </Stack>
    </>
  );
};

/**
 * The invoice and draft results (/invoice/invoices, /invoice/drafts; D3 §2.1; INV-040…051): on the
 * list framework, 8 a page; select all or none (not for the storekeeper), preview and download
 * with exactly one row, the server's spreadsheet of the search; finance also sees the taxable flag
 * and the agent. A row opens its costs. The search's payment state (Impagas, Vencidas) keeps the
 * answer's rows in that state (paymentFilter.ts). A phone's card shows what finance decides by: the
 * numbers, the state, the client, the totals and the due date.
 */
import DownloadIcon from '@mui/icons-material/Download';
import PaidIcon from '@mui/icons-material/Paid';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useListContext, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatClp, formatDate, formatMoney } from '../../domain/formats';
import { INVOICE_LIST_PAGING } from '../../domain/listPaging';
import { payable } from '../../domain/invoicing/invoiceLifecycle';
import { inPaymentState, isOverdue, legacyPeriod } from '../../domain/invoicing/paymentFilter';
import { onlinePayable } from '../../domain/payments/onlinePayment';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { paymentMessages } from '../../i18n/paymentMessages';
import { invoiceRuleMessages as r } from '../../i18n/invoiceRuleMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { downloadFile } from '../terminal/documents/downloadFile';
import { IN_PROCESS_POLL_MS, invoiceStageLabel } from '../terminal/invoices/invoiceInProcess';
import { OnlinePayButton } from '../terminal/payments/OnlinePayButton';
import { invoiceApi, type InvoiceListWire, type InvoiceSearch } from '../terminal/api/invoiceApi';
import { openPdf } from '../terminal/documents/openPdf';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { useTerminalAction } from '../terminal/forms/useTerminalAction';
import { invoicePaths, type InvoiceKind } from './paths';

const t = invoiceMessages.list;
type Row = InvoiceListWire & { id: number; units: string; stageLabel: string; afectaLabel: string };
const SEARCH = ['draftNumber', 'finalNumber', 'payeeCustomerName', 'vesselVisitId', 'bookingOrBl', 'units'] as const;

/** The due date (YYYY-MM-DD, a day) as DD/MM/YYYY, marked when it has passed unpaid. */
const DueDate = ({ row, today }: { row: Row; today: string }) => (
  <>
    {row.dueDate ? formatDate(`${row.dueDate}T12:00:00Z`) : ''}
    {isOverdue(row, today) && (
      <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }} data-testid="invoice-overdue">
        {' '}
        ({t.overdue})
      </Box>
    )}
  </>
);

/** `card: 'always'`: what a phone's card shows whatever comes before it (the state, the client, the money, the due date). */
export function columnsFor(kind: InvoiceKind, financial: boolean, today: string): ListColumn[] {
  return [
    { source: 'draftNumber', label: t.draftNumber, kind: 'text', list: true },
    ...(kind === 'FINAL'
      ? [{ source: 'finalNumber', label: t.finalNumber, kind: 'text', list: true, card: 'always' } as const]
      : []),
    // The stage next to the numbers: it is what changes (finalized, in process, paid).
    { source: 'stageLabel', label: t.stage, kind: 'text', list: true, card: 'always' },
    { source: 'created', label: t.created, kind: 'text', list: true, render: (x) => formatDate(x.created) },
    ...(kind === 'FINAL'
      ? [
          {
            source: 'finalizedDate',
            label: t.finalized,
            kind: 'text',
            list: true,
            render: (x: Record<string, unknown>) => formatDate(x.finalizedDate),
          } as const,
        ]
      : []),
    { source: 'payeeCustomerName', label: t.customer, kind: 'text', list: true, card: 'always' },
    { source: 'vesselVisitId', label: t.visit, kind: 'text', list: true },
    { source: 'bookingOrBl', label: t.blOrBooking, kind: 'text', list: true },
    { source: 'units', label: t.units, kind: 'text', list: true },
    {
      source: 'totalTotal',
      label: t.totalUsd,
      kind: 'number',
      list: true,
      card: 'always',
      render: (x) => formatMoney(x.totalTotal as number, 'USD'),
    },
    {
      source: 'totalLocalTotal',
      label: t.totalClp,
      kind: 'number',
      list: true,
      card: 'always',
      render: (x) => formatClp(x.totalLocalTotal),
    },
    // Last of the shared columns, so the others keep their places; on a card it comes with the money.
    ...(kind === 'FINAL'
      ? [
          {
            source: 'dueDate',
            label: t.due,
            kind: 'text',
            list: true,
            card: 'always',
            render: (x: Record<string, unknown>) => <DueDate row={x as Row} today={today} />,
          } as const,
        ]
      : []),
    // INV-051: finance's own columns.
    ...(financial
      ? [
          { source: 'afectaLabel', label: t.afecta, kind: 'text', list: true } as const,
          { source: 'agentId', label: t.agentId, kind: 'text', list: true } as const,
        ]
      : []),
  ];
}

/** The toolbar on the selection: all/none, preview and download (exactly one row), mark as paid (finance), the spreadsheet. */
const Actions = ({
  kind,
  search,
  ids,
  rows,
  refresh,
}: {
  kind: InvoiceKind;
  search: InvoiceSearch;
  ids: readonly Identifier[];
  rows: readonly Row[];
  refresh: () => Promise<void>;
}) => {
  const { onSelectAll, onUnselectItems } = useListContext();
  const { can } = useRoles();
  const navigate = useNavigate();
  const { busy, run } = useBusyCall();
  const action = useTerminalAction(refresh);
  const [asking, setAsking] = useState(false);
  const one = ids.length === 1 ? rows.find((x) => x.id === ids[0]) : undefined;
  const hint = one ? '' : t.exactlyOne;
  const chosen = rows.filter((x) => ids.includes(x.id));
  // INV-046, INV-052: finance marks final unpaid invoices as paid; a paid one is never marked again,
  // nor one whose online payment is open (Q30).
  const markable = chosen.length > 0 && chosen.every((x) => payable(x) && !x.paymentInProcess);
  const markPaid = async () => {
    setAsking(false);
    const done = await action.run(
      () => invoiceApi.markPaid(chosen.map((x) => x.draftNumber)),
      (a) => a.message,
    );
    if (done) onUnselectItems();
  };
  return (
    <>
      <Button size="small" onClick={() => onSelectAll()} data-testid="invoices-all">
        {t.all}
      </Button>
      <Button size="small" onClick={() => onUnselectItems()} disabled={ids.length === 0} data-testid="invoices-none">
        {t.none}
      </Button>
      <Tooltip title={hint}>
        <span>
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            disabled={!one || busy}
            onClick={() => one && void run(() => openPdf(() => invoiceApi.draftPdf(one.draftNumber)))}
            data-testid="invoices-preview"
          >
            {t.preview}
          </Button>
        </span>
      </Tooltip>
      {kind === 'FINAL' && (
        <Tooltip title={hint}>
          <span>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              disabled={!one || busy}
              onClick={() => one && void run(() => openPdf(() => invoiceApi.pdf(one.draftNumber)))}
              data-testid="invoices-download"
            >
              {t.download}
            </Button>
          </span>
        </Tooltip>
      )}
      {kind === 'FINAL' && can('payments', 'pay') && (
        <Button
          size="small"
          variant="contained"
          startIcon={<PaidIcon />}
          disabled={!markable}
          onClick={() => navigate(invoicePaths.pay(chosen.map((x) => x.draftNumber)))}
          data-testid="invoices-pay"
        >
          {paymentMessages.pay.register}
        </Button>
      )}
      {/* INV-047, INV-074: the selection taken to the online payment provider. */}
      {kind === 'FINAL' && (
        <OnlinePayButton
          size="small"
          drafts={chosen.map((x) => x.draftNumber)}
          disabled={chosen.length === 0 || !chosen.every(onlinePayable)}
          refresh={refresh}
        />
      )}
      {kind === 'FINAL' && can('invoices', 'markPaid') && (
        <Button
          size="small"
          startIcon={<PaidIcon />}
          disabled={!markable || action.busy}
          onClick={() => setAsking(true)}
          data-testid="invoices-mark-paid"
        >
          {t.markPaid}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        busy={action.busy}
        content={t.markPaidConfirm.replace('{n}', chosen.map((x) => x.finalNumber ?? x.draftNumber).join(', '))}
        onConfirm={() => void markPaid()}
        onCancel={() => setAsking(false)}
      />
      <Button
        size="small"
        startIcon={<TableViewIcon />}
        disabled={busy}
        onClick={() =>
          void run(() =>
            downloadFile(() => invoiceApi.exportSheet(search), kind === 'FINAL' ? 'facturas.xlsx' : 'prefacturas.xlsx'),
          )
        }
        data-testid="invoices-spreadsheet"
      >
        {t.spreadsheet}
      </Button>
    </>
  );
};

/** `today`: the terminal's day (YYYY-MM-DD), for the overdue state and a search by state's period. */
export const InvoiceList = ({
  kind,
  search,
  back,
  today,
}: {
  kind: InvoiceKind;
  search: InvoiceSearch;
  back: string;
  today: string;
}) => {
  const { can } = useRoles();
  const navigate = useNavigate();
  const financial = can('invoices', 'financialColumns');
  // The legacy call has no payment state: a search by state asks for every date, and the rows are kept here.
  const asked = useMemo(() => legacyPeriod(search, today), [search, today]);
  const found = useQuery({
    queryKey: ['invoice', 'search', asked],
    queryFn: () => invoiceApi.search(asked),
    retry: false,
    // Q30: while an online payment is open the list asks again, so the invoice turns paid without a reload.
    refetchInterval: (q) => (q.state.data?.some((x) => x.paymentInProcess) ? IN_PROCESS_POLL_MS : false),
  });
  const rows = useMemo<Row[] | undefined>(
    () =>
      found.data
        ?.filter((x) => inPaymentState(x, search.payment, today))
        .map((x) => ({
          ...x,
          id: x.draftNumber,
          units: x.forUnits.join(' '),
          stageLabel: invoiceStageLabel(x),
          afectaLabel: x.afecta ? t.afecta : t.exempt,
        })),
    [found.data, search.payment, today],
  );
  const columns = useMemo(() => columnsFor(kind, financial, today), [kind, financial, today]);
  if (found.isPending) return <CircularProgress aria-label={t.invoices} />;
  if (found.isError) return <Alert severity="error">{found.error.message}</Alert>;
  const selectable = can('invoices', 'select');
  const title =
    kind === 'DRAFT'
      ? t.drafts
      : search.payment === 'overdue'
        ? t.overdueInvoices
        : search.payment === 'unpaid'
          ? t.unpaidInvoices
          : t.invoices;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <RowsList<Row>
          id={kind === 'FINAL' ? 'invoiceResults' : 'draftResults'}
          title={title}
          rows={rows}
          columns={columns}
          search={SEARCH}
          sort={{ field: 'draftNumber', order: 'DESC' }}
          perPage={INVOICE_LIST_PAGING.perPage}
          maxPageLinks={INVOICE_LIST_PAGING.maxPageLinks}
          data-testid="invoice-results"
          empty={
            <Alert severity="info" data-testid="no-invoices">
              {r.noInvoices}
            </Alert>
          }
          selectable={selectable}
          selectionLabels={{ page: t.selection, row: (x) => t.row.replace('{n}', String(x.draftNumber)) }}
          bulkActions={(ids) => (
            <Actions
              kind={kind}
              search={asked}
              ids={ids}
              rows={rows ?? []}
              refresh={async () => {
                await found.refetch();
              }}
            />
          )}
          onRowClick={(x) => navigate(invoicePaths.costs(kind, x.draftNumber, back))}
        />
      </CardContent>
    </Card>
  );
};

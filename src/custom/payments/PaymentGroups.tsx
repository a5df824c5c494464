/**
 * The payment groups found (/payments/management; D3 §2.2, §4 Payment and Posting; PAY-009…022):
 * on the list framework, 10 a page with 10 page buttons; a synced group opens its detail, a
 * pending one offers Sync; 'Contabilizar' posts the selection (none selected: 'Seleccione los
 * pagos a contabilizar'; done: the server's message, and the list clears); the server's spreadsheet.
 */
import PostAddIcon from '@mui/icons-material/PostAdd';
import SyncIcon from '@mui/icons-material/Sync';
import TableViewIcon from '@mui/icons-material/TableView';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatClp, formatMoney } from '../../domain/formats';
import { PAYMENT_LIST_PAGING } from '../../domain/listPaging';
import { paymentMessages } from '../../i18n/paymentMessages';
import { paymentRuleMessages as r } from '../../i18n/paymentRuleMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { downloadFile } from '../terminal/documents/downloadFile';
import { paymentsApi, type PaymentGroupWire, type PaymentSearch } from '../terminal/api/paymentsApi';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { useTerminalAction } from '../terminal/forms/useTerminalAction';
import { PAYMENTS, paymentPaths } from './paths';

const t = paymentMessages.list;
type Row = PaymentGroupWire & {
  id: number;
  sequence: string;
  amount: string;
  clients: string;
  invoices: string;
  types: string;
  postedLabel: string;
};

const columns: readonly ListColumn[] = [
  { source: 'idGrupo', label: t.group, kind: 'text', list: true },
  { source: 'fecha', label: t.date, kind: 'text', list: true },
  { source: 'sequence', label: t.sequence, kind: 'text', list: true },
  { source: 'amount', label: t.amount, kind: 'text', list: true },
  { source: 'clients', label: t.clients, kind: 'text', list: true },
  { source: 'invoices', label: t.invoices, kind: 'text', list: true },
  { source: 'types', label: t.types, kind: 'text', list: true },
  { source: 'postedLabel', label: t.posted, kind: 'text', list: true },
];
const SEARCH = ['idGrupo', 'clients', 'invoices', 'sequence'] as const;
const TYPES = paymentMessages.pay.types as Record<string, string>;
/** The legacy's "CHECK, WIRE_TRANSFER" in words: codes are never shown raw. */
const typeLabels = (codes: string) =>
  codes
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => TYPES[c] ?? c)
    .join(', ');

export const PaymentGroups = ({ search, back }: { search: PaymentSearch; back: string }) => {
  const navigate = useNavigate();
  const notify = useNotify();
  const found = useQuery({
    queryKey: ['payments', 'search', search],
    queryFn: () => paymentsApi.search(search),
    retry: false,
  });
  const refresh = async () => {
    await found.refetch();
  };
  const action = useTerminalAction(refresh);
  const file = useBusyCall();
  const [posting, setPosting] = useState<readonly Identifier[] | null>(null);
  const rows = useMemo<Row[] | undefined>(
    () =>
      found.data?.map((g) => ({
        ...g,
        id: g.idGrupo,
        sequence: g.sequenceNbr === '0' ? r.pendingSequence : g.sequenceNbr,
        amount: g.moneda === 'CLP' ? formatClp(g.montoPagos) : formatMoney(g.montoPagos, g.moneda),
        clients: [...new Set(g.items.map((i) => i.nombreCliente))].join(', '),
        invoices: g.items.map((i) => i.facturaNbr).join(', '),
        types: typeLabels(g.items[0]?.tipoPago ?? ''),
        postedLabel: g.posted ? t.yes : t.no,
      })),
    [found.data],
  );
  if (found.isPending) return <CircularProgress aria-label={t.title} />;
  if (found.isError) return <Alert severity="error">{found.error.message}</Alert>;

  const post = async () => {
    const ids = (posting ?? []).map(Number);
    setPosting(null);
    const answer = await action.run(() => paymentsApi.post(ids));
    if (!answer) return;
    if (!answer.valor) return void notify(r.postFailed.replace('{message}', answer.mensaje), { type: 'error' });
    notify(answer.mensaje, { type: 'success' });
    // PAY-020: posted, the list clears.
    navigate(PAYMENTS);
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <RowsList<Row>
          id="paymentGroups"
          title={t.title}
          rows={rows}
          columns={columns}
          search={SEARCH}
          sort={{ field: 'idGrupo', order: 'DESC' }}
          perPage={PAYMENT_LIST_PAGING.perPage}
          maxPageLinks={PAYMENT_LIST_PAGING.maxPageLinks}
          data-testid="payment-groups"
          empty={
            <Alert severity="info" data-testid="no-payments">
              {r.noPayments}
            </Alert>
          }
          selectable
          selectionLabels={{ page: t.selection, row: (g) => t.row.replace('{n}', String(g.idGrupo)) }}
          bulkActions={(ids) => (
            <>
              <Button
                size="small"
                variant="contained"
                startIcon={<PostAddIcon />}
                disabled={action.busy}
                data-testid="payments-post"
                onClick={() => (ids.length === 0 ? notify(r.selectToPost, { type: 'warning' }) : setPosting(ids))}
              >
                {t.post}
              </Button>
              <Button
                size="small"
                startIcon={<TableViewIcon />}
                disabled={file.busy}
                data-testid="payments-spreadsheet"
                onClick={() => void file.run(() => downloadFile(() => paymentsApi.exportSheet(search), 'pagos.xlsx'))}
              >
                {t.spreadsheet}
              </Button>
            </>
          )}
          rowActions={{
            label: t.actions,
            render: (g) =>
              g.pending ? (
                <Button
                  size="small"
                  startIcon={<SyncIcon />}
                  disabled={action.busy}
                  data-testid={`payments-sync-${g.idGrupo}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    void action.run(
                      () => paymentsApi.resend(g.idGrupo),
                      () => r.synced,
                    );
                  }}
                >
                  {t.sync}
                </Button>
              ) : (
                <Button
                  size="small"
                  data-testid={`payments-detail-${g.idGrupo}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    navigate(paymentPaths.detail(g.idGrupo, back));
                  }}
                >
                  {t.detail}
                </Button>
              ),
          }}
          onRowClick={(g) => {
            if (!g.pending) navigate(paymentPaths.detail(g.idGrupo, back));
          }}
        />
        <ConfirmDialog
          open={posting !== null}
          busy={action.busy}
          content={t.postConfirm.replace('{n}', String(posting?.length ?? 0))}
          onConfirm={() => void post()}
          onCancel={() => setPosting(null)}
        />
      </CardContent>
    </Card>
  );
};

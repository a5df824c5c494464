/**
 * A payment group's detail (/payments/paymentDetailContab?group=; D3 §2.2; PAY-013, PAY-014,
 * INV-120): its invoices (number, client, RUT, amount) on the list framework, its sequence and
 * total, and the receipt once billing gave it a sequence number.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatClp, formatMoney } from '../../domain/formats';
import { PAYMENT_LIST_PAGING } from '../../domain/listPaging';
import { formatIdentification } from '../../domain/rut';
import { paymentMessages } from '../../i18n/paymentMessages';
import { paymentRuleMessages as r } from '../../i18n/paymentRuleMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { Fact, FactList } from '../terminal/units/Facts';
import { openPdf } from '../terminal/documents/openPdf';
import { paymentsApi } from '../terminal/api/paymentsApi';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { PAYMENTS } from './paths';

const t = paymentMessages.detail;
type Row = { id: string; facNbr: number | null; nomCli: string; rut: string; monto: number };
const columns: readonly ListColumn[] = [
  { source: 'facNbr', label: t.invoice, kind: 'text', list: true },
  { source: 'nomCli', label: t.client, kind: 'text', list: true },
  { source: 'rut', label: t.clientId, kind: 'text', list: true },
  { source: 'monto', label: t.amount, kind: 'number', list: true, render: (x) => formatClp(x.monto) },
];

export const PaymentDetail = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('group'));
  const back = params.get('back') ?? PAYMENTS;
  const { busy, run } = useBusyCall();
  const group = useQuery({
    queryKey: ['payments', 'group', id],
    queryFn: async () =>
      (
        await paymentsApi.search({
          agent: '',
          customer: '',
          payNbrs: String(id),
          facNbrs: '',
          onlyPendings: false,
          from: '',
          to: '',
        })
      )[0] ?? null,
    retry: false,
  });
  const rows = useMemo<Row[]>(
    () =>
      (group.data?.facturas ?? []).map((f, i) => ({
        id: String(i),
        facNbr: f.facNbr,
        nomCli: f.nomCli,
        rut: formatIdentification(f.rurCli),
        monto: f.monto,
      })),
    [group.data],
  );
  if (group.isPending) return <CircularProgress aria-label={t.title} />;
  if (group.isError) return <Alert severity="error">{group.error.message}</Alert>;
  const g = group.data;
  if (!g) return <Alert severity="info">{r.noPayments}</Alert>;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {t.title.replace('{n}', String(g.idGrupo))}
          </Typography>
          <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
            {t.back}
          </Button>
        </Stack>
        <Box sx={{ mb: 2 }}>
          <FactList>
            <Fact label={t.date} value={g.fecha} />
            <Fact
              label={t.sequence}
              value={g.sequenceNbr === '0' ? r.pendingSequence : g.sequenceNbr}
              testId="payment-sequence"
            />
            <Fact
              label={t.total}
              value={g.moneda === 'CLP' ? formatClp(g.montoPagos) : formatMoney(g.montoPagos, g.moneda)}
            />
          </FactList>
        </Box>
        <RowsList<Row>
          id="paymentInvoices"
          title={t.title.replace('{n}', String(g.idGrupo))}
          rows={rows}
          columns={columns}
          search={['nomCli', 'rut']}
          sort={{ field: 'facNbr', order: 'ASC' }}
          perPage={PAYMENT_LIST_PAGING.perPage}
          maxPageLinks={PAYMENT_LIST_PAGING.maxPageLinks}
          empty={<Alert severity="info">{r.noPayments}</Alert>}
          data-testid="payment-invoices"
        />
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy || g.sequenceNbr === '0'}
          data-testid="payment-receipt"
          onClick={() => void run(() => openPdf(() => paymentsApi.receipt(g.idGrupo)))}
        >
          {t.receipt}
        </Button>
      </CardContent>
    </Card>
  );
};

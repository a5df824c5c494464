/**
 * /costs ('Cobros', EXP-078): the pre-advice's charges from the ledger on the list framework
 * (export, columns, saved queries), their total, and the costs document (GET /api/report/costosexpo/{id}).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatMoney } from '../../domain/formats';
import { IMPORT_GRID_PAGING } from '../../domain/listPaging';
import type { ChargeSummaryLine } from '../../domain/terminalWire/charges';
import { exportMessages } from '../../i18n/exportMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/exportApi';
import { openPdf } from '../terminal/openPdf';
import { fill } from './paths';
import { useExportUnit } from './useExportUnit';

const t = exportMessages.costs;
type ChargeRow = ChargeSummaryLine & { id: string };

const columns: readonly ListColumn[] = [
  { source: 'tarifId', label: t.code, kind: 'text', list: true },
  { source: 'description', label: t.description, kind: 'text', list: true },
  { source: 'quantity', label: t.quantity, kind: 'number', list: true },
  { source: 'totalAmount', label: t.amount, kind: 'number', list: true, render: (r) => formatMoney(r.totalAmount as number, String(r.currency)) },
];
const SEARCH = ['tarifId', 'description'] as const;

export const ExportCosts = () => {
  const { preadvice } = useExportUnit();
  const onError = useApiError();
  const nbr = preadvice.unit.number;
  const charges = useQuery({ queryKey: ['exportArea', nbr, 'charges'], queryFn: () => exportApi.costs(nbr), retry: false });
  const rows = useMemo<ChargeRow[] | undefined>(() => charges.data?.summaryCharges.map((l) => ({ ...l, id: l.tarifId })), [charges.data]);
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  const c = charges.data;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t.title}</Typography>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => openPdf(() => exportApi.costsPdf(nbr)).catch(onError)} data-testid="export-costs-pdf">{t.print}</Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>{fill(t.draft, { n: c.draftNumber })}</Typography>
        {c.summaryCharges.length === 0 ? (
          <Alert severity="info" data-testid="no-charges">{c.message}</Alert>
        ) : (
          <>
            <RowsList<ChargeRow>
              id="exportCharges" title={t.list} rows={rows} columns={columns} search={SEARCH} sort={{ field: 'tarifId', order: 'ASC' }}
              perPage={IMPORT_GRID_PAGING.perPage} perPageOptions={IMPORT_GRID_PAGING.perPageOptions} maxPageLinks={IMPORT_GRID_PAGING.maxPageLinks}
              empty={<Alert severity="info">{c.message}</Alert>} data-testid="export-charges"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2, mt: 1 }}>
              <Typography variant="subtitle2" component="p">{t.total}</Typography>
              <Typography variant="subtitle2" component="p" data-testid="export-charges-total">{formatMoney(c.totalCharges, c.currency)}</Typography>
            </Stack>
          </>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>{t.invoiceNote}</Typography>
      </CardContent>
    </Card>
  );
};

/**
 * /costs: the operation's charges (IMP-075, IMP-076) on the list framework (export, columns,
 * saved queries), 10 a page with 25 and 50 on request (IMP-088), and their total below. Preview,
 * finalize and online payment (IMP-053, IMP-054) come with the invoicing issue.
 */
import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatMoney } from '../../domain/formats';
import { IMPORT_GRID_PAGING } from '../../domain/listPaging';
import type { ChargeSummaryLine } from '../../domain/terminalWire/charges';
import { importMessages } from '../../i18n/importMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { importApi } from '../terminal/importApi';
import { fill } from './paths';
import { useImportUnit } from './useImportUnit';

const t = importMessages.costs;

type ChargeRow = ChargeSummaryLine & { id: string };

const columns: readonly ListColumn[] = [
  { source: 'tarifId', label: t.code, kind: 'text', list: true },
  { source: 'description', label: t.description, kind: 'text', list: true },
  { source: 'quantity', label: t.quantity, kind: 'number', list: true },
  // Exported as the number; shown with its currency and digits.
  { source: 'totalAmount', label: t.amount, kind: 'number', list: true, render: (r) => formatMoney(r.totalAmount as number, String(r.currency)) },
];
const SEARCH = ['tarifId', 'description'] as const;

export const CostsScreen = () => {
  const { unit } = useImportUnit();
  const charges = useQuery({ queryKey: ['importArea', unit.unitNbr, 'charges'], queryFn: () => importApi.charges(unit.unitNbr), retry: false });
  const rows = useMemo<ChargeRow[] | undefined>(() => charges.data?.summaryCharges.map((l) => ({ ...l, id: l.tarifId })), [charges.data]);
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  const c = charges.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t.title}</Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>{fill(t.draft, { n: c.draftNumber })}</Typography>
        {c.summaryCharges.length === 0 ? (
          <Alert severity="info" data-testid="no-charges">{c.message}</Alert>
        ) : (
          <>
            <RowsList<ChargeRow>
              id="importCharges"
              title={t.list}
              rows={rows}
              columns={columns}
              search={SEARCH}
              sort={{ field: 'tarifId', order: 'ASC' }}
              perPage={IMPORT_GRID_PAGING.perPage}
              perPageOptions={IMPORT_GRID_PAGING.perPageOptions}
              maxPageLinks={IMPORT_GRID_PAGING.maxPageLinks}
              empty={<Alert severity="info">{c.message}</Alert>}
              data-testid="charges"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2, mt: 1 }}>
              <Typography variant="subtitle2" component="p">{t.total}</Typography>
              <Typography variant="subtitle2" component="p" data-testid="charges-total">{formatMoney(c.totalCharges, c.currency)}</Typography>
            </Stack>
          </>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>{t.invoiceNote}</Typography>
      </CardContent>
    </Card>
  );
};

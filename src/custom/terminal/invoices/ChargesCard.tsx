/**
 * An operation's charges (the import 'Costos', IMP-075/076; the export 'Cobros', EXP-078) on the
 * list framework (export, columns, saved queries), 10 a page with 25 and 50 on request (IMP-088),
 * their total below, or the server's no-charges text. The screen gives its texts and actions.
 */
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { formatMoney } from '../../../domain/formats';
import { IMPORT_GRID_PAGING } from '../../../domain/listPaging';
import type { ChargeSummaryLine, Charges } from '../../../domain/terminalWire/charges';
import { RowsList, type ListColumn } from '../../../resources/framework/RowsList';

export interface ChargesTexts {
  title: string;
  draft: string;
  list: string;
  code: string;
  description: string;
  quantity: string;
  amount: string;
  total: string;
  invoiceNote: string;
}

type ChargeRow = ChargeSummaryLine & { id: string };
const SEARCH = ['tarifId', 'description'] as const;

export const ChargesCard = ({
  listId,
  charges,
  t,
  actions,
}: {
  listId: string;
  charges: Charges;
  t: ChargesTexts;
  actions?: ReactNode;
}) => {
  const columns = useMemo<readonly ListColumn[]>(
    () => [
      { source: 'tarifId', label: t.code, kind: 'text', list: true },
      { source: 'description', label: t.description, kind: 'text', list: true },
      { source: 'quantity', label: t.quantity, kind: 'number', list: true },
      // Exported as the number; shown with its currency and digits.
      {
        source: 'totalAmount',
        label: t.amount,
        kind: 'number',
        list: true,
        render: (r) => formatMoney(r.totalAmount as number, String(r.currency)),
      },
    ],
    [t],
  );
  const rows = useMemo<ChargeRow[]>(() => charges.summaryCharges.map((l) => ({ ...l, id: l.tarifId })), [charges]);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.title}
          </Typography>
          {actions}
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t.draft.replace('{n}', String(charges.draftNumber))}
        </Typography>
        {charges.summaryCharges.length === 0 ? (
          <Alert severity="info" data-testid="no-charges">
            {charges.message}
          </Alert>
        ) : (
          <>
            <RowsList<ChargeRow>
              id={listId}
              title={t.list}
              rows={rows}
              columns={columns}
              search={SEARCH}
              sort={{ field: 'tarifId', order: 'ASC' }}
              perPage={IMPORT_GRID_PAGING.perPage}
              perPageOptions={IMPORT_GRID_PAGING.perPageOptions}
              maxPageLinks={IMPORT_GRID_PAGING.maxPageLinks}
              empty={<Alert severity="info">{charges.message}</Alert>}
              data-testid="charges"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2, mt: 1 }}>
              <Typography variant="subtitle2" component="p">
                {t.total}
              </Typography>
              <Typography variant="subtitle2" component="p" data-testid="charges-total">
                {formatMoney(charges.totalCharges, charges.currency)}
              </Typography>
            </Stack>
          </>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {t.invoiceNote}
        </Typography>
      </CardContent>
    </Card>
  );
};

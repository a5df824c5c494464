/**
 * /invoice/generator and /invoice/charges?… (D3 §2.1; INV-017…026): the charges search, and its
 * result on the list framework — the count, container, BL/booking, client, AGA, storekeeper and
 * what is pending; checkboxes (not for the storekeeper) and 'Generar prefactura' on the selection.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../domain/formats';
import { INVOICE_LIST_PAGING } from '../../domain/listPaging';
import { fromMinor } from '../../domain/money';
import { chargeSearchErrors } from '../../domain/invoicing/invoiceSearchRules';
import { formatIdentification } from '../../domain/rut';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceRuleMessages as r } from '../../i18n/invoiceRuleMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { invoiceApi, type ChargeSearch, type ChargeWire } from '../terminal/api/invoiceApi';
import { GeneratorForm } from './GeneratorForm';
import { PayeeDialog } from './PayeeDialog';
import { chargeSearchFrom, invoicePaths } from './paths';
import { hasErrors } from '../../domain/validators';

const t = invoiceMessages.charges;
type Row = ChargeWire & { id: string; blOrBooking: string; client: string; pending: number };

export const chargeColumns: readonly ListColumn[] = [
  { source: 'unitNbr', label: t.unit, kind: 'text', list: true },
  { source: 'blOrBooking', label: t.blOrBooking, kind: 'text', list: true },
  { source: 'client', label: t.client, kind: 'text', list: true },
  { source: 'agentId', label: t.agent, kind: 'text', list: true, render: (row) => formatIdentification(row.agentId) },
  { source: 'storekeeper', label: t.storekeeper, kind: 'text', list: true },
  // What a user decides to draft by: on a phone's card too, whatever comes before it.
  {
    source: 'pending',
    label: t.pending,
    kind: 'number',
    list: true,
    card: 'always',
    render: (row) => formatMoney(row.pending as number, 'USD'),
  },
];
const SEARCH = ['unitNbr', 'blOrBooking', 'client'] as const;

const ChargesResult = ({ search }: { search: ChargeSearch }) => {
  const { can } = useRoles();
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const charges = useQuery({
    queryKey: ['invoice', 'charges', search],
    queryFn: () => invoiceApi.charges(search),
    retry: false,
  });
  const rows = useMemo<Row[] | undefined>(
    () =>
      charges.data?.map((c) => ({
        ...c,
        id: c.unitNbr,
        blOrBooking: c.blNbr ?? c.bookingNbr ?? '',
        client: c.consigneeName ?? c.shipperName ?? c.consigneeId ?? '',
        pending: fromMinor(c.pendingAmount, 'USD'),
      })),
    [charges.data],
  );
  if (charges.isPending) return <CircularProgress aria-label={t.list} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  const generator = can('invoices', 'generate');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t.list}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom data-testid="charges-count">
          {t.count.replace('{n}', String(rows?.length ?? 0))}
        </Typography>
        <RowsList<Row>
          id="invoiceCharges"
          title={t.list}
          rows={rows}
          columns={chargeColumns}
          search={SEARCH}
          sort={{ field: 'unitNbr', order: 'ASC' }}
          perPage={INVOICE_LIST_PAGING.perPage}
          maxPageLinks={INVOICE_LIST_PAGING.maxPageLinks}
          data-testid="invoice-charges"
          empty={
            <Alert severity="info" data-testid="no-charges">
              {r.noPendingCharges}
            </Alert>
          }
          // INV-019: no checkboxes for the storekeeper (it does not generate).
          selectable={generator}
          selectionLabels={{ page: t.selection, row: (row) => t.row.replace('{unit}', row.unitNbr) }}
          bulkActions={
            generator
              ? (ids) => (
                  <Button
                    variant="contained"
                    startIcon={<ReceiptLongIcon />}
                    disabled={ids.length === 0}
                    onClick={() => setChosen(ids.map(String))}
                    data-testid="generate-draft"
                  >
                    {t.generate}
                  </Button>
                )
              : undefined
          }
        />
        {chosen && rows && (
          <PayeeDialog
            search={search}
            units={chosen}
            rows={rows.filter((x) => chosen.includes(x.unitNbr))}
            onClose={() => setChosen(null)}
          />
        )}
      </CardContent>
    </Card>
  );
};

export const ChargesScreen = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = pathname.endsWith('/charges') ? chargeSearchFrom(params) : undefined;
  // A search from the address is checked like a typed one: its mistakes go on the form's fields.
  const urlErrors = search ? chargeSearchErrors(search) : {};
  const valid = !hasErrors(urlErrors);
  return (
    <>
      <GeneratorForm
        key={params.toString()}
        initial={search}
        initialErrors={urlErrors}
        onSearch={(s) => navigate(invoicePaths.charges(s))}
      />
      {search && valid && <ChargesResult search={search} />}
    </>
  );
};

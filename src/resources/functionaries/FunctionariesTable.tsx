/**
 * The functionaries of an owner (agent, storekeeper, agency, deposit), with the owner's empty
 * text, on the list framework (search, columns, export, saved queries); a row opens the functionary's management (edit, block, resend: ADM-AGA-047,
 * ADM-AGN-019, ADM-STK-017, ADM-DEP-018), and an owner gets 'Nuevo funcionario' (ADM-AGA-046,
 * ADM-AGN-018, ADM-STK-016, ADM-DEP-017): the owners who create are only ever shown their own tab.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { RowsList, type ListColumn } from '../framework/RowsList';
import { useRoles } from '../framework/useRoles';
import type { FunctionaryCalls } from './functionaryCalls';

type Functionary = {
  id: string | number;
  rut?: string;
  cellNumber?: string;
  user?: { login?: string; name?: string; email?: string; activated?: boolean };
};

/** A functionary as the list reads it: its state as a text (exported), drawn as a chip. */
interface FunctionaryRow {
  id: string | number;
  rut: string;
  name: string;
  email: string;
  cellNumber: string;
  state: string;
  active: boolean;
}

const SEARCH = ['rut', 'name', 'email'] as const;

export const FunctionariesTable = ({ ownerId, emptyText }: { ownerId: string; emptyText: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider & FunctionaryCalls>();
  const translate = useTranslate();
  const { can } = useRoles();
  const { data, isPending, error } = useQuery({
    queryKey: ['functionaries', 'byOwner', ownerId],
    queryFn: () => dataProvider.functionariesOf(ownerId) as Promise<Functionary[]>,
  });
  const navigate = useNavigate();
  const opens = can('functionaries', 'show');
  const creates = can('functionaries', 'create');
  const rows = useMemo<FunctionaryRow[] | undefined>(
    () =>
      data?.map((f) => ({
        id: f.id,
        rut: f.rut ?? f.user?.login ?? '',
        name: f.user?.name ?? '',
        email: f.user?.email ?? '',
        cellNumber: f.cellNumber ?? '',
        active: f.user?.activated !== false,
        state: translate(f.user?.activated === false ? 'app.ui.blocked' : 'app.ui.active'),
      })),
    [data, translate],
  );
  const columns = useMemo<ListColumn[]>(
    () => [
      { source: 'rut', label: translate('app.ui.functionaryRut'), kind: 'rut', list: true },
      { source: 'name', label: translate('app.ui.functionaryName'), kind: 'text', list: true },
      { source: 'email', label: translate('app.ui.functionaryEmail'), kind: 'email', list: true },
      { source: 'cellNumber', label: translate('app.ui.functionaryCell'), kind: 'text', list: true },
      {
        source: 'state',
        label: translate('app.ui.functionaryState'),
        kind: 'text',
        list: true,
        render: (r) => (
          <Chip size="small" variant="outlined" color={r.active ? 'success' : 'default'} label={String(r.state)} />
        ),
      },
    ],
    [translate],
  );
  if (isPending) return null;
  if (error) return <Typography color="error">{(error as Error).message}</Typography>;
  return (
    <>
      {creates && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button component={Link} to="/functionaries/create" startIcon={<AddIcon />} data-testid="new-functionary">
            {translate('app.organizations.newFunctionary')}
          </Button>
        </Stack>
      )}
      <RowsList<FunctionaryRow>
        id="ownerFunctionaries"
        title={translate('app.ui.functionariesTitle')}
        rows={rows}
        columns={columns}
        search={SEARCH}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        maxPageLinks={8}
        empty={
          <Typography color="text.secondary" data-testid="functionaries-empty">
            {translate(emptyText)}
          </Typography>
        }
        onRowClick={opens ? (row) => navigate(`/functionaries/${encodeURIComponent(String(row.id))}/show`) : undefined}
        data-testid="functionaries-table"
      />
    </>
  );
};

/**
 * The functionaries of an owner (agent, storekeeper, agency, deposit), with the owner's empty
 * text; each name opens the functionary's management (edit, block, resend: ADM-AGA-047,
 * ADM-AGN-019, ADM-STK-017, ADM-DEP-018), and an owner gets 'Nuevo funcionario' (ADM-AGA-046,
 * ADM-AGN-018, ADM-STK-016, ADM-DEP-017): the owners who create are only ever shown their own tab.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatRut } from '../../domain/rut';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { useRoles } from '../framework/useRoles';

type Functionary = { id: string | number; rut?: string; cellNumber?: string; user?: { login?: string; name?: string; email?: string; activated?: boolean } };

export const FunctionariesTable = ({ ownerId, emptyText }: { ownerId: string; emptyText: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const { can } = useRoles();
  const { data, isPending, error } = useQuery({
    queryKey: ['functionaries', 'byOwner', ownerId],
    queryFn: () => dataProvider.functionariesOf(ownerId) as Promise<Functionary[]>,
  });
  const opens = can('functionaries', 'show');
  const creates = can('functionaries', 'create');
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
      {!data?.length ? (
        <Typography color="text.secondary" data-testid="functionaries-empty">{translate(emptyText)}</Typography>
      ) : (
        <Table size="small" data-testid="functionaries-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.ui.functionaryRut')}</TableCell>
              <TableCell>{translate('app.ui.functionaryName')}</TableCell>
              <TableCell>{translate('app.ui.functionaryEmail')}</TableCell>
              <TableCell>{translate('app.ui.functionaryCell')}</TableCell>
              <TableCell>{translate('app.ui.functionaryState')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((f) => (
              <TableRow key={f.id}>
                <TableCell>{formatRut(f.rut ?? f.user?.login ?? '')}</TableCell>
                <TableCell>
                  {opens ? (
                    <MuiLink component={Link} to={`/functionaries/${encodeURIComponent(String(f.id))}/show`} underline="hover">
                      {f.user?.name}
                    </MuiLink>
                  ) : (
                    f.user?.name
                  )}
                </TableCell>
                <TableCell>{f.user?.email}</TableCell>
                <TableCell>{f.cellNumber}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={f.user?.activated === false ? 'default' : 'success'}
                    label={translate(f.user?.activated === false ? 'app.ui.blocked' : 'app.ui.active')} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
};

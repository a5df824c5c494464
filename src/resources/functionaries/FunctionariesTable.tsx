/** The functionaries of an owner (agent, storekeeper, agency, deposit), with the owner's empty text. */
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatRut } from '../../domain/rut';
import type { PortalDataProvider } from '../../providers/dataProvider';

type Functionary = { id: string | number; rut?: string; cellNumber?: string; user?: { login?: string; name?: string; email?: string; activated?: boolean } };

export const FunctionariesTable = ({ ownerId, emptyText }: { ownerId: string; emptyText: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['functionaries', 'byOwner', ownerId],
    queryFn: () => dataProvider.functionariesOf(ownerId) as Promise<Functionary[]>,
  });
  if (isPending) return null;
  if (error) return <Typography color="error">{(error as Error).message}</Typography>;
  if (!data?.length) return <Typography color="text.secondary" data-testid="functionaries-empty">{translate(emptyText)}</Typography>;
  return (
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
            <TableCell>{f.user?.name}</TableCell>
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
  );
};

/**
 * The agent's trucking companies (ADM-AGA-039), removal (ADM-AGA-045) and the add panel
 * (ADM-AGA-041..044) in the extra side panel.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../custom/dialogs/ConfirmDialog';
import { formatRut } from '../../domain/rut';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { useRoles } from '../framework/useRoles';
import { AddTruckingPanel } from './AddTruckingPanel';
import type { Trucking } from './trucking';

const AgentTruckingsTab = () => {
  const record = useRecordContext();
  const agentId = String(record?.id ?? '');
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const { can } = useRoles();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Trucking | undefined>();
  const queryKey = ['agents', 'truckings', agentId];
  const { data, isPending, error } = useQuery({
    queryKey,
    queryFn: () => dataProvider.agentTruckings(agentId) as Promise<Trucking[]>,
    enabled: !!agentId,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey });

  const remove = async () => {
    if (!removing) return;
    try {
      await dataProvider.removeTrucking(agentId, removing);
      notify('app.success.truckingRemoved', { type: 'success' });
      await reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setRemoving(undefined);
    }
  };

  if (!record) return null;
  return (
    <>
      {can('agents', 'addTrucking') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-trucking">
            {translate('app.ui.addTrucking')}
          </Button>
        </Stack>
      )}
      {isPending ? null : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary" data-testid="truckings-empty">{translate('app.empty.agentTruckings')}</Typography>
      ) : (
        <Table size="small" data-testid="truckings-table">
          <TableHead>
            <TableRow>
              <TableCell>RUT</TableCell>
              <TableCell>{translate('app.ui.functionaryName')}</TableCell>
              <TableCell>{translate('app.ui.functionaryEmail')}</TableCell>
              <TableCell>{translate('app.ui.functionaryState')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{formatRut(t.id)}</TableCell>
                <TableCell>{t.name}</TableCell>
                <TableCell>{t.user?.email}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={t.user?.activated === false ? 'default' : 'success'}
                    label={translate(t.user?.activated === false ? 'app.ui.blocked' : 'app.ui.active')} />
                </TableCell>
                <TableCell align="right">
                  {can('agents', 'removeTrucking') && (
                    <Tooltip title={translate('app.ui.remove')}>
                      <IconButton size="small" onClick={() => setRemoving(t)} aria-label={`${translate('app.ui.remove')} ${t.name}`}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={!!removing}
        content={translate('app.confirm.removeTrucking', { name: removing?.name })}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
      <AddTruckingPanel
        open={adding}
        agentId={agentId}
        current={data ?? []}
        onClose={() => setAdding(false)}
        onAdded={reload}
      />
    </>
  );
};

export default AgentTruckingsTab;

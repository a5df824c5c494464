/**
 * An agency's line operators (ADM-AGN-005) with the empty text, removal (ADM-AGN-007) and the
 * add-line-operator panel for customer service and the supervisor (ADM-AGN-006).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../custom/dialogs/ConfirmDialog';
import { userOf } from '../framework/commonActions';
import { useRoles } from '../framework/useRoles';
import { AddLinePanel } from './AddLinePanel';
import { agencyLines, removeAgencyLine, type Line } from './agencyLinesApi';

const AgencyLinesTab = () => {
  const record = useRecordContext();
  const login = String(userOf(record ?? {}).login ?? record?.id ?? '');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const { can } = useRoles();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Line | undefined>();
  const queryKey = ['shippingAgents', 'lines', login];
  const { data, isPending, error } = useQuery({ queryKey, queryFn: () => agencyLines(login), enabled: !!login });
  const reload = () => queryClient.invalidateQueries({ queryKey });

  const remove = async () => {
    if (!removing) return;
    try {
      await removeAgencyLine(login, removing.id);
      notify('app.organizations.lineRemoved', { type: 'success' });
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
      {can('shippingAgents', 'addLine') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-line">
            {translate('app.organizations.addLine')}
          </Button>
        </Stack>
      )}
      {isPending ? null : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary" data-testid="lines-empty">{translate('app.empty.agencyLines')}</Typography>
      ) : (
        <Table size="small" data-testid="lines-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.organizations.lineCode')}</TableCell>
              <TableCell>{translate('app.organizations.lineName')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.id}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">
                  {can('shippingAgents', 'removeLine') && (
                    <Tooltip title={translate('app.ui.remove')}>
                      <IconButton size="small" onClick={() => setRemoving(line)} aria-label={`${translate('app.ui.remove')} ${line.name}`}>
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
        content={translate('app.organizations.confirmLineRemove', { name: removing?.name })}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
      <AddLinePanel open={adding} login={login} current={data ?? []} onClose={() => setAdding(false)} onAdded={reload} />
    </>
  );
};

export default AgencyLinesTab;

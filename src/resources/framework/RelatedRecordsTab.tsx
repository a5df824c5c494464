/**
 * A table of an owner's related records (relatedRecords.ts): the add button and panel, the
 * empty text, and a removal per row after a confirmation; the list is reloaded after a change.
 * Used by the agent's truckings tab, the agency's lines tab and the chosen agent's truckings.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { AddRelatedPanel } from './AddRelatedPanel';
import type { Related, RelatedRecordsConfig } from './relatedRecords';

export function RelatedRecordsTab<T extends Related>({ config: c }: { config: RelatedRecordsConfig<T> }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<T | undefined>();
  const { data, isPending, error } = useQuery({ queryKey: c.queryKey, queryFn: c.load });
  const reload = () => queryClient.invalidateQueries({ queryKey: c.queryKey });
  const label = (text: string) => translate(text, { _: text });

  const remove = async () => {
    if (!removing || !c.remove) return;
    try {
      await c.remove.run(removing);
      notify(c.remove.success, { type: 'success' });
      await reload();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setRemoving(undefined);
    }
  };

  const confirm = removing && c.remove ? c.remove.confirm(removing) : undefined;
  return (
    <>
      {c.add && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid={c.add.testId}>
            {translate(c.add.label)}
          </Button>
        </Stack>
      )}
      {isPending ? null : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : !data?.length ? (
        <Typography color="text.secondary" data-testid={`${c.testId}-empty`}>{translate(c.empty)}</Typography>
      ) : (
        <Table size="small" data-testid={`${c.testId}-table`}>
          <TableHead>
            <TableRow>
              {c.columns.map((col) => (
                <TableCell key={col.label}>{label(col.label)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.id}>
                {c.columns.map((col) => (
                  <TableCell key={col.label}>{col.value(row)}</TableCell>
                ))}
                <TableCell align="right">
                  {c.remove && (
                    <Tooltip title={translate('app.ui.remove')}>
                      <IconButton size="small" onClick={() => setRemoving(row)} aria-label={`${translate('app.ui.remove')} ${row.name}`}>
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
        content={confirm ? translate(confirm.key, confirm.values) : ''}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
      {c.add && <AddRelatedPanel<T> open={adding} add={c.add} current={data ?? []} onClose={() => setAdding(false)} onAdded={reload} />}
    </>
  );
}

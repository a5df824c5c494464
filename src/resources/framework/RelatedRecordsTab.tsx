/**
 * An owner's related records (relatedRecords.ts) on the list framework (search, columns, export,
 * saved queries; a row opens its record when the config says where): the add button and panel,
 * the empty text, and a removal per row after a confirmation; the list is reloaded after a change.
 * Used by the agent's truckings tab, the agency's lines tab and the chosen agent's truckings.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { AddRelatedPanel } from './AddRelatedPanel';
import type { Related, RelatedRecordsConfig } from './relatedRecords';
import { RowsList, type ListColumn, type ListRecord } from './RowsList';

/** The list's row: each column's text under its source, and the record it was read from. */
type Row<T> = ListRecord & { record: T };

export function RelatedRecordsTab<T extends Related>({ config: c }: { config: RelatedRecordsConfig<T> }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<T | undefined>();
  const { data, isPending, error } = useQuery({ queryKey: c.queryKey, queryFn: c.load });
  const reload = () => queryClient.invalidateQueries({ queryKey: c.queryKey });
  const rows = useMemo<Row<T>[] | undefined>(
    () =>
      data?.map((record) => ({
        id: record.id,
        record,
        ...Object.fromEntries(c.columns.map((col) => [col.source, col.text(record)])),
      })),
    [data, c.columns],
  );
  const columns = useMemo<ListColumn[]>(
    () =>
      c.columns.map((col) => ({
        source: col.source,
        label: translate(col.label, { _: col.label }),
        kind: 'text',
        list: true,
        render: col.render && ((r: ListRecord) => col.render!((r as Row<T>).record)),
      })),
    [c.columns, translate],
  );
  const search = useMemo(() => c.columns.map((col) => col.source), [c.columns]);

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
  const removeLabel = translate('app.ui.remove');
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
        <Typography color="text.secondary" data-testid={`${c.testId}-empty`}>
          {translate(c.empty)}
        </Typography>
      ) : (
        <RowsList<Row<T>>
          id={`related.${c.testId}`}
          title={translate(c.title)}
          rows={rows}
          columns={columns}
          search={search}
          // By name when the records have one in their columns (they all do: trucking companies, lines).
          sort={{ field: search.includes('name') ? 'name' : search[0]!, order: 'ASC' }}
          perPage={10}
          maxPageLinks={8}
          empty={<Typography color="text.secondary">{translate('app.empty.noResults')}</Typography>}
          onRowClick={c.open && ((row) => navigate(c.open!(row.record)))}
          rowActions={
            c.remove && {
              label: removeLabel,
              render: (row) => (
                <Tooltip title={removeLabel}>
                  <IconButton
                    size="small"
                    onClick={() => setRemoving(row.record)}
                    aria-label={`${removeLabel} ${row.record.name}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            }
          }
          data-testid={`${c.testId}-table`}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        content={confirm ? translate(confirm.key, confirm.values) : ''}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
      {c.add && (
        <AddRelatedPanel<T>
          open={adding}
          add={c.add}
          current={data ?? []}
          onClose={() => setAdding(false)}
          onAdded={reload}
        />
      )}
    </>
  );
}

/**
 * One tab of a company's fleet (Conductores or Patentes): its rows 6 a page, "new" and "edit"
 * in the side panel, and a removal after a confirmation; each tab gives only what differs
 * (its rows, columns, panel fields, rules and calls). The record is refetched after a change.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useNotify, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../framework/ConfirmDialog';
import { useRoles } from '../framework/useRoles';
import { FleetPanel, type PanelField } from './FleetPanel';
import { PagedTable, type Column } from './PagedTable';

type Rec = Record<string, unknown>;
export type FleetMode = 'create' | 'edit';

export interface FleetTabConfig {
  /** Permissions row (drivers, trucks). */
  resource: string;
  /** The company's list (drivers, trucks). */
  rows: (company: Rec) => Rec[];
  rowKey: (row: Rec) => string;
  /** What names a row in button labels. */
  rowName: (row: Rec) => string;
  columns: readonly Column<Rec>[];
  /** i18n keys. */
  texts: { empty: string; create: string; edit: string; remove: string; created: string; updated: string; removed: string };
  testId: string;
  removeIcon: ReactNode;
  removeConfirm: (row: Rec) => { key: string; values: Record<string, unknown> };
  newRecord: Rec;
  fields: (mode: FleetMode) => PanelField[];
  /** Field errors of the rules (`previous` is the row being edited). */
  validate: (values: Rec, mode: FleetMode, truckingId: string, previous?: Rec) => Record<string, string>;
  create: (truckingId: string, values: Rec) => Promise<unknown>;
  update: (truckingId: string, row: Rec, values: Rec) => Promise<unknown>;
  remove: (truckingId: string, row: Rec) => Promise<unknown>;
  clearOnCode?: Record<string, readonly string[]>;
}

export const FleetTab = ({ config: c }: { config: FleetTabConfig }) => {
  const record = useRecordContext();
  const { refetch } = useShowContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useRoles();
  const [editing, setEditing] = useState<Rec | 'new' | undefined>();
  const [removing, setRemoving] = useState<Rec | undefined>();
  const truckingId = String(record?.id ?? '');
  const mode: FleetMode = editing === 'new' ? 'create' : 'edit';
  const initial = useMemo(() => (editing === 'new' || !editing ? c.newRecord : { ...editing }), [editing, c.newRecord]);

  const save = async (values: Rec) => {
    if (editing === 'new') await c.create(truckingId, values);
    else if (editing) await c.update(truckingId, editing, values);
    notify(editing === 'new' ? c.texts.created : c.texts.updated, { type: 'success' });
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await c.remove(truckingId, removing);
      notify(c.texts.removed, { type: 'success' });
      await refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setRemoving(undefined);
    }
  };

  if (!record) return null;
  const actions: Column<Rec> = {
    label: translate('app.fleet.actions'), align: 'right',
    value: (row) => (
      <>
        {can(c.resource, 'edit') && (
          <Tooltip title={translate(c.texts.edit)}>
            <IconButton size="small" aria-label={`${translate(c.texts.edit)} ${c.rowName(row)}`} onClick={() => setEditing(row)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {can(c.resource, 'delete') && (
          <Tooltip title={translate(c.texts.remove)}>
            <IconButton size="small" aria-label={`${translate(c.texts.remove)} ${c.rowName(row)}`} onClick={() => setRemoving(row)}>
              {c.removeIcon}
            </IconButton>
          </Tooltip>
        )}
      </>
    ),
  };
  const confirm = removing ? c.removeConfirm(removing) : undefined;
  return (
    <>
      {can(c.resource, 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid={`new-${c.testId}`}>{translate(c.texts.create)}</Button>
        </Stack>
      )}
      <PagedTable rows={c.rows(record)} rowKey={c.rowKey} empty={translate(c.texts.empty)} testId={`${c.testId}s-table`} columns={[...c.columns, actions]} />
      <FleetPanel
        open={editing !== undefined}
        title={translate(mode === 'create' ? c.texts.create : c.texts.edit)}
        fields={c.fields(mode)}
        initial={initial}
        validate={(values) => c.validate(values, mode, truckingId, editing === 'new' ? undefined : editing)}
        save={save}
        clearOnCode={c.clearOnCode}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refetch();
        }}
        testId={`${c.testId}-form`}
      />
      <ConfirmDialog
        open={!!removing}
        content={confirm ? translate(confirm.key, confirm.values) : ''}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
};

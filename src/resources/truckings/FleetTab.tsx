/**
 * One tab of a company's fleet (Conductores or Patentes) on the list framework: its rows 6 a page
 * (D1 §9) with the search, columns, export and saved queries; "new" and "edit" (a row's click or
 * Enter, or its button) in the side panel, and a removal after a confirmation. Each tab gives only
 * what differs (its rows, columns, panel fields, rules and calls). The record is refetched after a change.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useNotify, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { isoDay, parseDay } from '../../domain/calendarDay';
import { FLEET_LIST_PAGING } from '../../domain/listPaging';
import { ConfirmDialog } from '../framework/ConfirmDialog';
import { RowsList, type ListColumn, type ListRecord } from '../framework/RowsList';
import { useRoles } from '../framework/useRoles';
import { FleetPanel, type PanelField } from './FleetPanel';

type Rec = Record<string, unknown>;
export type FleetMode = 'create' | 'edit';

export interface FleetColumn {
  /** The column's field in the list's rows (searched, sorted, exported, chosen). */
  source: string;
  label: string;
  /** The cell's value: its text, or for a date column the day as ISO text (see `fleetDay`). */
  text: (row: Rec) => string;
  /** A day: sorted by the calendar, shown DD/MM/YYYY and exported as a date. */
  kind?: 'date';
}

/** A DD/MM/YYYY field as a date column's value (YYYY-MM-DD), or its text when it is not a day. */
export const fleetDay = (value: unknown): string => {
  const day = parseDay(value);
  return day ? isoDay(day) : String(value ?? '');
};

/** The list's row: each column's text under its source, and the record it was read from. */
type Row = ListRecord & { record: Rec };

export interface FleetTabConfig {
  /** Permissions row (drivers, trucks). */
  resource: string;
  /** The company's list (drivers, trucks). */
  rows: (company: Rec) => Rec[];
  rowKey: (row: Rec) => string;
  /** What names a row in button labels. */
  rowName: (row: Rec) => string;
  /** The list's name (i18n key): the export's worksheet and file. */
  title: string;
  columns: readonly FleetColumn[];
  /** The column the list is sorted by at first. */
  sort: string;
  /** i18n keys. */
  texts: {
    empty: string;
    create: string;
    edit: string;
    remove: string;
    created: string;
    updated: string;
    removed: string;
  };
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
  const rows = useMemo<Row[] | undefined>(
    () =>
      record &&
      c.rows(record).map((r) => ({
        id: c.rowKey(r),
        record: r,
        ...Object.fromEntries(c.columns.map((col) => [col.source, col.text(r)])),
      })),
    [record, c],
  );
  const columns = useMemo<ListColumn[]>(
    () => c.columns.map((col) => ({ source: col.source, label: col.label, kind: col.kind ?? 'text', list: true })),
    [c.columns],
  );
  const search = useMemo(() => c.columns.map((col) => col.source), [c.columns]);

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

  if (!record || !rows) return null;
  const mayEdit = can(c.resource, 'edit');
  const mayRemove = can(c.resource, 'delete');
  const actions = (row: Rec) => (
    <>
      {mayEdit && (
        <Tooltip title={translate(c.texts.edit)}>
          <IconButton
            size="small"
            aria-label={`${translate(c.texts.edit)} ${c.rowName(row)}`}
            onClick={() => setEditing(row)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayRemove && (
        <Tooltip title={translate(c.texts.remove)}>
          <IconButton
            size="small"
            aria-label={`${translate(c.texts.remove)} ${c.rowName(row)}`}
            onClick={() => setRemoving(row)}
          >
            {c.removeIcon}
          </IconButton>
        </Tooltip>
      )}
    </>
  );
  const confirm = removing ? c.removeConfirm(removing) : undefined;
  return (
    <>
      {can(c.resource, 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid={`new-${c.testId}`}>
            {translate(c.texts.create)}
          </Button>
        </Stack>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid={`${c.testId}s-table-empty`}>
          {translate(c.texts.empty)}
        </Typography>
      ) : (
        <RowsList<Row>
          id={`fleet.${c.testId}s`}
          title={translate(c.title)}
          rows={rows}
          columns={columns}
          search={search}
          sort={{ field: c.sort, order: 'ASC' }}
          perPage={FLEET_LIST_PAGING.perPage}
          maxPageLinks={FLEET_LIST_PAGING.maxPageLinks}
          empty={<Typography color="text.secondary">{translate('app.empty.noResults')}</Typography>}
          onRowClick={mayEdit ? (row) => setEditing(row.record) : undefined}
          rowActions={
            mayEdit || mayRemove
              ? { label: translate('app.fleet.actions'), render: (row) => actions(row.record) }
              : undefined
          }
          data-testid={`${c.testId}s-table`}
          pagesTestId={`${c.testId}s-table-pages`}
        />
      )}
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

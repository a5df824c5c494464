/**
 * Patentes tab of a trucking company (ADM-TRK-021, 022, 040..047): its plates 6 a page, new and
 * edit in the side panel with the plate rules (upper-cased as typed), disassociation by the
 * legacy GET path after a confirmation.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../custom/dialogs/ConfirmDialog';
import { fieldErrors } from '../../domain/validators';
import { truckSchema } from '../trucks/schema';
import { useRoles } from '../framework/useRoles';
import { FleetPanel, type PanelField } from './FleetPanel';
import { fleetApi } from './fleetApi';
import { PagedTable } from './PagedTable';

type Rec = Record<string, unknown>;

const NEW_TRUCK: Rec = { license: '', licenseExpiration: '' };
const schema = truckSchema();

const TrucksTab = () => {
  const record = useRecordContext();
  const { refetch } = useShowContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useRoles();
  const [editing, setEditing] = useState<Rec | 'new' | undefined>();
  const [removing, setRemoving] = useState<Rec | undefined>();
  const truckingId = String(record?.id ?? '');
  const trucks = (Array.isArray(record?.trucks) ? record.trucks : []) as Rec[];
  const t = (key: string) => translate(`app.fleet.${key}`);
  const creating = editing === 'new';
  const initial = useMemo(() => (editing === 'new' || !editing ? NEW_TRUCK : { ...editing }), [editing]);

  const fields: PanelField[] = [
    { source: 'license', label: t('plate'), disabled: !creating, parse: (v) => v.toUpperCase() },
    { source: 'licenseExpiration', label: t('inspection'), helperText: t('dateHint') },
  ];

  const save = async (values: Rec) => {
    if (editing === 'new') {
      await fleetApi.createTruck(truckingId, values);
      notify('app.success.truckCreated', { type: 'success' });
    } else if (editing) {
      await fleetApi.updateTruck(truckingId, String(editing.id ?? editing.license), values);
      notify('app.success.truckUpdated', { type: 'success' });
    }
  };

  const disassociate = async () => {
    if (!removing) return;
    try {
      await fleetApi.disassociateTruck(truckingId, String(removing.id ?? removing.license));
      notify('app.success.truckDisassociated', { type: 'success' });
      await refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setRemoving(undefined);
    }
  };

  if (!record) return null;
  return (
    <>
      {can('trucks', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-truck">{t('newTruck')}</Button>
        </Stack>
      )}
      <PagedTable
        rows={trucks}
        rowKey={(x) => String(x.id ?? x.license)}
        empty={translate('app.empty.plates')}
        testId="trucks-table"
        columns={[
          { label: t('plate'), value: (x) => String(x.license ?? '') },
          { label: t('inspection'), value: (x) => String(x.licenseExpiration ?? '') },
          { label: t('status'), value: (x) => String(x.status ?? '') },
          {
            label: t('actions'), align: 'right',
            value: (x) => (
              <>
                {can('trucks', 'edit') && (
                  <Tooltip title={t('editTruck')}>
                    <IconButton size="small" aria-label={`${t('editTruck')} ${String(x.license ?? '')}`} onClick={() => setEditing(x)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {can('trucks', 'delete') && (
                  <Tooltip title={t('disassociate')}>
                    <IconButton size="small" aria-label={`${t('disassociate')} ${String(x.license ?? '')}`} onClick={() => setRemoving(x)}>
                      <LinkOffIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </>
            ),
          },
        ]}
      />
      <FleetPanel
        open={editing !== undefined}
        title={creating ? t('newTruck') : t('editTruck')}
        fields={fields}
        initial={initial}
        validate={(values) => fieldErrors(schema, { ...values, truckingId })}
        save={save}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refetch();
        }}
        testId="truck-form"
      />
      <ConfirmDialog
        open={!!removing}
        content={translate('app.confirm.disassociateTruck', { plate: removing?.license })}
        onConfirm={disassociate}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
};

export default TrucksTab;

/**
 * Conductores tab of a trucking company (ADM-TRK-019, 020, 024..039): its drivers 6 a page,
 * new and edit in the side panel with the driver rules (on edit the expiry may not move
 * earlier), removal by the legacy GET path after a confirmation; code 089 clears the phone.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../custom/dialogs/ConfirmDialog';
import { santiagoToday } from '../../domain/calendarDay';
import { DEFAULT_PHONE_COUNTRY_CODE, licenceExpiryError } from '../../domain/driverRules';
import { formatRut, isValidRut } from '../../domain/rut';
import { fieldErrors } from '../../domain/validators';
import { driverSchema } from '../drivers/schema';
import { useRoles } from '../framework/useRoles';
import { FleetPanel, type PanelField } from './FleetPanel';
import { fleetApi } from './fleetApi';
import { PagedTable } from './PagedTable';

type Rec = Record<string, unknown>;

const NEW_DRIVER: Rec = { cardId: '', foreign: false, name: '', license: `${DEFAULT_PHONE_COUNTRY_CODE} `, cardExpiration: '' };

const DriversTab = () => {
  const record = useRecordContext();
  const { refetch } = useShowContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { can } = useRoles();
  const [editing, setEditing] = useState<Rec | 'new' | undefined>();
  const [removing, setRemoving] = useState<Rec | undefined>();
  const truckingId = String(record?.id ?? '');
  const drivers = (Array.isArray(record?.drivers) ? record.drivers : []) as Rec[];
  const t = (key: string) => translate(`app.fleet.${key}`);
  const mode = editing === 'new' ? 'create' : 'edit';
  const initial = useMemo(() => (editing === 'new' || !editing ? NEW_DRIVER : { ...editing }), [editing]);

  const fields: PanelField[] = [
    { source: 'cardId', label: t('cardId'), disabled: mode === 'edit' },
    ...(mode === 'create' ? [{ source: 'foreign', label: t('foreign'), kind: 'boolean' as const }] : []),
    { source: 'name', label: t('name') },
    { source: 'license', label: t('phone'), helperText: t('phoneHint') },
    { source: 'cardExpiration', label: t('cardExpiration'), helperText: t('dateHint') },
  ];

  const validate = (values: Rec) => {
    const errors = fieldErrors(driverSchema({ mode }), { ...values, truckingId });
    if (mode === 'edit' && !errors.cardExpiration && editing && editing !== 'new') {
      const late = licenceExpiryError(values.cardExpiration, { today: santiagoToday(), previous: editing.cardExpiration });
      if (late) errors.cardExpiration = late;
    }
    return errors;
  };

  const save = async (values: Rec) => {
    if (editing === 'new') {
      await fleetApi.createDriver(truckingId, values);
      notify('app.success.driverCreated', { type: 'success' });
    } else if (editing) {
      await fleetApi.updateDriver(truckingId, String(editing.cardId), values);
      notify('app.success.driverUpdated', { type: 'success' });
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await fleetApi.removeDriver(truckingId, String(removing.cardId));
      notify('app.success.driverRemoved', { type: 'success' });
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
      {can('drivers', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="new-driver">{t('newDriver')}</Button>
        </Stack>
      )}
      <PagedTable
        rows={drivers}
        rowKey={(d) => String(d.cardId)}
        empty={translate('app.empty.drivers')}
        testId="drivers-table"
        columns={[
          { label: t('cardId'), value: (d) => (isValidRut(d.cardId) ? formatRut(d.cardId) : String(d.cardId ?? '')) },
          { label: t('name'), value: (d) => String(d.name ?? '') },
          { label: t('phone'), value: (d) => String(d.license ?? '') },
          { label: t('cardExpiration'), value: (d) => String(d.cardExpiration ?? '') },
          { label: t('status'), value: (d) => String(d.status ?? '') },
          {
            label: t('actions'), align: 'right',
            value: (d) => (
              <>
                {can('drivers', 'edit') && (
                  <Tooltip title={t('editDriver')}>
                    <IconButton size="small" aria-label={`${t('editDriver')} ${String(d.name ?? '')}`} onClick={() => setEditing(d)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {can('drivers', 'delete') && (
                  <Tooltip title={t('removeDriver')}>
                    <IconButton size="small" aria-label={`${t('removeDriver')} ${String(d.name ?? '')}`} onClick={() => setRemoving(d)}>
                      <DeleteIcon fontSize="small" />
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
        title={mode === 'create' ? t('newDriver') : t('editDriver')}
        fields={fields}
        initial={initial}
        validate={validate}
        save={save}
        clearOnCode={{ '089': ['license'] }}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refetch();
        }}
        testId="driver-form"
      />
      <ConfirmDialog
        open={!!removing}
        content={translate('app.confirm.removeDriver', { name: removing?.name })}
        onConfirm={remove}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
};

export default DriversTab;

/**
 * Conductores tab of a trucking company (ADM-TRK-019, 020, 024..039): its drivers 6 a page,
 * new and edit with the driver rules (on edit the expiry may not move earlier), removal by
 * the legacy GET path; code 089 from the server clears the phone.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { santiagoToday } from '../../domain/calendarDay';
import { DEFAULT_PHONE_COUNTRY_CODE, licenceExpiryError } from '../../domain/driverRules';
import { formatIdentification } from '../../domain/rut';
import { fieldErrors, LIMITS } from '../../domain/validators';
import { appMessages } from '../../i18n/appMessages';
import { driverSchema } from '../drivers/schema';
import { fleetApi } from './fleetApi';
import { FleetTab, fleetDay, type FleetTabConfig } from './FleetTab';

type Rec = Record<string, unknown>;
const t = appMessages.fleet;
const text = (v: unknown) => String(v ?? '');

const config: FleetTabConfig = {
  resource: 'drivers',
  rows: (company) => (Array.isArray(company.drivers) ? company.drivers : []) as Rec[],
  rowKey: (d) => text(d.cardId),
  rowName: (d) => text(d.name),
  title: 'app.fleet.drivers',
  columns: [
    { source: 'cardId', label: t.cardId, text: (d) => formatIdentification(d.cardId) },
    { source: 'name', label: t.name, text: (d) => text(d.name) },
    { source: 'phone', label: t.phone, text: (d) => text(d.license) },
    { source: 'cardExpiration', label: t.cardExpiration, kind: 'date', text: (d) => fleetDay(d.cardExpiration) },
    { source: 'status', label: t.status, text: (d) => text(d.status) },
  ],
  sort: 'name',
  texts: {
    empty: 'app.empty.drivers',
    create: 'app.fleet.newDriver',
    edit: 'app.fleet.editDriver',
    remove: 'app.fleet.removeDriver',
    created: 'app.success.driverCreated',
    updated: 'app.success.driverUpdated',
    removed: 'app.success.driverRemoved',
  },
  testId: 'driver',
  removeIcon: <DeleteIcon fontSize="small" />,
  removeConfirm: (d) => ({ key: 'app.confirm.removeDriver', values: { name: d.name } }),
  newRecord: { cardId: '', foreign: false, name: '', license: `${DEFAULT_PHONE_COUNTRY_CODE} `, cardExpiration: '' },
  fields: (mode) => [
    { source: 'cardId', label: t.cardId, disabled: mode === 'edit' },
    ...(mode === 'create' ? [{ source: 'foreign', label: t.foreign, kind: 'boolean' as const }] : []),
    { source: 'name', label: t.name, maxLength: LIMITS.name },
    { source: 'license', label: t.phone, helperText: t.phoneHint },
    { source: 'cardExpiration', label: t.cardExpiration, helperText: t.dateHint },
  ],
  validate: (values, mode, truckingId, previous) => {
    const errors = fieldErrors(driverSchema({ mode }), { ...values, truckingId });
    if (previous && !errors.cardExpiration) {
      const late = licenceExpiryError(values.cardExpiration, {
        today: santiagoToday(),
        previous: previous.cardExpiration,
      });
      if (late) errors.cardExpiration = late;
    }
    return errors;
  },
  create: (truckingId, values) => fleetApi.createDriver(truckingId, values),
  update: (truckingId, row, values) => fleetApi.updateDriver(truckingId, text(row.cardId), values),
  remove: (truckingId, row) => fleetApi.removeDriver(truckingId, text(row.cardId)),
  clearOnCode: { '089': ['license'] },
};

const DriversTab = () => <FleetTab config={config} />;

export default DriversTab;

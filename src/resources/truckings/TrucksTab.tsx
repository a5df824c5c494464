/**
 * Patentes tab of a trucking company (ADM-TRK-021, 022, 040..047): its plates 6 a page, new and
 * edit with the plate rules (upper-cased as typed), disassociation by the legacy GET path.
 */
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { fieldErrors, LIMITS } from '../../domain/validators';
import { appMessages } from '../../i18n/appMessages';
import { truckSchema } from '../trucks/schema';
import { fleetApi } from './fleetApi';
import { FleetTab, fleetDay, type FleetTabConfig } from './FleetTab';

type Rec = Record<string, unknown>;
const t = appMessages.fleet;
const text = (v: unknown) => String(v ?? '');
const plateOf = (row: Rec) => text(row.id ?? row.license);
// The tab is the company's list of plates: the letters-and-digits rule reads 'Sólo letras y números' (D1 §5).
const schema = truckSchema('list');

const config: FleetTabConfig = {
  resource: 'trucks',
  rows: (company) => (Array.isArray(company.trucks) ? company.trucks : []) as Rec[],
  rowKey: plateOf,
  rowName: (x) => text(x.license),
  title: 'app.fleet.plates',
  columns: [
    { source: 'license', label: t.plate, text: (x) => text(x.license) },
    { source: 'licenseExpiration', label: t.inspection, kind: 'date', text: (x) => fleetDay(x.licenseExpiration) },
    { source: 'status', label: t.status, text: (x) => text(x.status) },
  ],
  sort: 'license',
  texts: {
    empty: 'app.empty.plates',
    create: 'app.fleet.newTruck',
    edit: 'app.fleet.editTruck',
    remove: 'app.fleet.disassociate',
    created: 'app.success.truckCreated',
    updated: 'app.success.truckUpdated',
    removed: 'app.success.truckDisassociated',
  },
  testId: 'truck',
  removeIcon: <LinkOffIcon fontSize="small" />,
  removeConfirm: (x) => ({ key: 'app.confirm.disassociateTruck', values: { plate: x.license } }),
  newRecord: { license: '', licenseExpiration: '' },
  fields: (mode) => [
    {
      source: 'license',
      label: t.plate,
      disabled: mode === 'edit',
      parse: (v) => v.toUpperCase(),
      maxLength: LIMITS.plate,
    },
    { source: 'licenseExpiration', label: t.inspection, helperText: t.dateHint },
  ],
  validate: (values, _mode, truckingId) => fieldErrors(schema, { ...values, truckingId }),
  create: (truckingId, values) => fleetApi.createTruck(truckingId, values),
  update: (truckingId, row, values) => fleetApi.updateTruck(truckingId, plateOf(row), values),
  remove: (truckingId, row) => fleetApi.disassociateTruck(truckingId, plateOf(row)),
};

const TrucksTab = () => <FleetTab config={config} />;

export default TrucksTab;

/** Standalone truck (plate) screens (ADM-TRU): the trucks of every company the user may see, with the plate rules. */
import { LIMITS } from '../../domain/validators';
import { defineResource } from '../framework/types';
import { truckSchema } from './schema';

export const trucks = defineResource({
  name: 'trucks',
  label: { one: 'Patente', many: 'Patentes' },
  icon: 'trucking',
  menuGroup: 'administration',
  represent: (r) => `${r.license ?? r.id ?? ''}`,
  search: ['license', 'truckingName', 'truckingId'],
  list: { sort: { field: 'license', order: 'ASC' } },
  fields: [
    {
      source: 'license',
      label: 'Patente',
      kind: 'code',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      maxLength: LIMITS.plate,
    },
    {
      source: 'licenseExpiration',
      label: 'Revisión técnica',
      kind: 'date',
      list: true,
      show: true,
      form: true,
      helperText: 'DD/MM/AAAA',
    },
    { source: 'status', label: 'Estado', kind: 'text', list: true, show: true },
    { source: 'truckingId', label: 'RUT del transportista', kind: 'identification', show: true, form: 'create' },
    { source: 'truckingName', label: 'Transportista', kind: 'text', list: true, show: true },
  ],
  schema: () => truckSchema(),
  api: {
    list: { method: 'GET', path: '/truck' },
    getOne: { method: 'GET', path: '/truck/{id}' },
    create: { method: 'POST', path: '/truck/{truckingId}' },
    update: { method: 'PUT', path: '/truck/{id}/{truckingId}' },
    delete: { method: 'DELETE', path: '/truck/{id}' },
  },
  messages: {
    created: 'app.success.truckCreated',
    updated: 'app.success.truckUpdated',
    deleted: 'app.success.truckDeleted',
  },
});

/** Standalone driver screens (ADM-DRV): the drivers of every company the user may see, with the driver rules. */
import { LIMITS } from '../../domain/validators';
import { defineResource } from '../framework/types';
import { driverSchema } from './schema';

export const drivers = defineResource({
  name: 'drivers',
  label: { one: 'Conductor', many: 'Conductores' },
  icon: 'user',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? r.cardId ?? ''}`,
  search: ['cardId', 'name', 'truckingName', 'truckingId'],
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: [
    {
      source: 'cardId',
      label: 'RUT / Identificación',
      kind: 'identification',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
    },
    { source: 'foreign', label: 'Extranjero', kind: 'boolean', form: 'create', defaultValue: false },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    {
      source: 'license',
      label: 'Teléfono',
      kind: 'phone',
      list: true,
      show: true,
      form: true,
      defaultValue: '56 ',
      helperText: 'Código de país y número, p. ej. 56 912345678',
    },
    {
      source: 'cardExpiration',
      label: 'Vencimiento de licencia',
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
  schema: (ctx) => driverSchema(ctx),
  api: {
    list: { method: 'GET', path: '/driver' },
    getOne: { method: 'GET', path: '/driver/{id}' },
    create: { method: 'POST', path: '/driver/{truckingId}' },
    update: { method: 'PUT', path: '/driver/{id}/{truckingId}' },
    delete: { method: 'GET', path: '/driver/remove/{truckingId}/{cardId}' },
  },
  messages: {
    created: 'app.success.driverCreated',
    updated: 'app.success.driverUpdated',
    deleted: 'app.success.driverRemoved',
  },
});

/**
 * Shippers and consignees (ADM-CLI-005…009): the shipper part of every client record
 * {id, name, notes, contactInfo} with its country; a RUT in Chile, a free identification elsewhere.
 */
import { shipperConsigneeSchema } from '../../domain/clients';
import { COUNTRIES } from '../../domain/countries';
import { LIMITS } from '../../domain/validators';
import { defineResource } from '../framework/types';

export const shipperConsignees = defineResource({
  name: 'shipperConsignees',
  label: { one: 'Embarcador/consignatario', many: 'Embarcadores y consignatarios' },
  icon: 'record',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? r.id ?? ''}`,
  search: ['id', 'name', 'contactInfo.contactEmail', 'contactInfo.contactCity'],
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: [
    {
      source: 'countryName',
      label: 'País',
      kind: 'select',
      list: true,
      show: true,
      filter: true,
      form: true,
      defaultValue: 'CL',
      choices: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
    },
    { source: 'id', label: 'RUT / Identificación', kind: 'rut', list: true, show: true, form: 'create' },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    { source: 'notes', label: 'Notas', kind: 'text', show: true, form: true, maxLength: LIMITS.notes },
    {
      source: 'contactInfo.contactName',
      label: 'Nombre de contacto',
      kind: 'text',
      show: true,
      form: true,
      section: 'Contacto',
      maxLength: LIMITS.contactName,
    },
    {
      source: 'contactInfo.contactEmail',
      label: 'E-mail de contacto',
      kind: 'email',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.clientEmail,
    },
    {
      source: 'contactInfo.contactPhone',
      label: 'Teléfono',
      kind: 'phone',
      show: true,
      form: true,
      maxLength: LIMITS.phone,
    },
    {
      source: 'contactInfo.contactAddress',
      label: 'Dirección',
      kind: 'text',
      show: true,
      form: true,
      maxLength: LIMITS.address,
    },
    {
      source: 'contactInfo.contactCity',
      label: 'Ciudad',
      kind: 'text',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.city,
    },
  ],
  schema: () => shipperConsigneeSchema(),
  api: {
    list: { method: 'GET', path: '/shipperconsignee' },
    getOne: { method: 'GET', path: '/shipperconsignee/{id}' },
    create: { method: 'POST', path: '/shipperconsignee' },
    update: { method: 'PUT', path: '/shipperconsignee/{id}' },
  },
  messages: { created: 'app.clients.shipperCreated', updated: 'app.clients.shipperUpdated' },
  views: { create: () => import('./ShipperCreate'), edit: () => import('./ShipperEdit') },
});

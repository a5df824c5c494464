/**
 * Customers (ADM-CUS): the finance view of a company: giro 'code - name' picked from the list,
 * bloqueado SI/NO toggled by finance through the record's own save after a confirmation (Q43),
 * credit days and imputation code.
 */
import { customerSchema, isBlocked, toggledBloqueado } from '../../domain/clients';
import { COUNTRIES } from '../../domain/countries';
import { LIMITS } from '../../domain/validators';
import { SI_NO_CHOICES } from '../framework/siNoChoices';
import { defineResource, type RecordAction } from '../framework/types';

const block: RecordAction = {
  name: 'block',
  permission: 'block',
  icon: 'block',
  endpoint: {
    method: 'PUT',
    path: '/customer/{id}',
    body: (r) => ({ ...r, bloqueado: toggledBloqueado(r.bloqueado) }),
  },
  label: (r) => (isBlocked(r) ? 'Desbloquear' : 'Bloquear'),
  confirm: (r) => ({
    key: isBlocked(r) ? 'app.clients.confirmUnblock' : 'app.clients.confirmBlock',
    values: { name: r.name },
  }),
  success: (r) => (isBlocked(r) ? 'app.clients.unblocked' : 'app.clients.blocked'),
};

export const customers = defineResource({
  name: 'customers',
  label: { one: 'Cliente de facturación', many: 'Clientes de facturación' },
  icon: 'record',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? r.id ?? ''}`,
  search: ['id', 'name', 'giro'],
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: [
    {
      source: 'id',
      label: 'RUT / Identificación',
      kind: 'rut',
      list: true,
      show: true,
      form: 'create',
      maxLength: LIMITS.rut,
    },
    { source: 'name', label: 'Razón social', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    { source: 'giro', label: 'Giro', kind: 'text', list: true, show: true, form: true, fullWidth: true },
    {
      source: 'diasDeCredito',
      label: 'Días de crédito',
      kind: 'number',
      show: true,
      form: true,
      defaultValue: 0,
      maxLength: LIMITS.creditDays,
    },
    {
      source: 'codigoImputacion',
      label: 'Código de imputación',
      kind: 'text',
      show: true,
      form: true,
      defaultValue: 1999,
      maxLength: LIMITS.imputationCode,
    },
    {
      source: 'bloqueado',
      label: 'Bloqueado',
      kind: 'select',
      choices: SI_NO_CHOICES,
      list: true,
      show: true,
      filter: true,
    },
    // The client's country: a foreign company keeps its free identification and giro (P29).
    {
      source: 'countryName',
      label: 'País',
      kind: 'select',
      show: true,
      choices: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
      // P47: a customer without a country is its client's default, Chile.
      emptyText: COUNTRIES.find((c) => c.id === 'CL')!.name,
    },
    { source: 'customer.communes', label: 'Comunas', kind: 'text', show: true },
  ],
  schema: ({ mode }) => customerSchema({ create: mode === 'create' }),
  api: {
    list: { method: 'GET', path: '/customer/list' },
    getOne: { method: 'GET', path: '/customer/{id}' },
    create: { method: 'POST', path: '/customer' },
    update: { method: 'PUT', path: '/customer/{id}' },
    delete: { method: 'DELETE', path: '/customer/{id}' },
  },
  messages: { created: 'app.clients.created', updated: 'app.clients.updated', deleted: 'app.clients.customerDeleted' },
  actions: [block],
  views: { create: () => import('./CustomerCreate'), edit: () => import('./CustomerEdit') },
});

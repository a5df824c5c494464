/**
 * Trucking companies (ADM-TRK): D1 §3 fields, block/unblock, resend activation, and the
 * management tabs Conductores and Patentes (6 per page). The list depends on who asks
 * (D1 §6 Trucking): staff search all companies, an AGA sees its agent's, and a company user
 * is sent to its own company (the single-company header).
 */
import { actsForOneCompany, STAFF } from './companyUsers';
import { blockAction, resendActivationAction } from '../framework/commonActions';
import { LIMITS } from '../../domain/validators';
import { defineResource, type ApiContext, type Endpoint } from '../framework/types';
import { truckingSchema } from './schema';

export { actsForOneCompany };

/** Staff: all companies; an AGA: its agent's (ADM-TRK-003); a company user: its own, by login. */
export function truckingListEndpoint({ roles, login }: ApiContext): Endpoint {
  const own = encodeURIComponent(login ?? '');
  if (actsForOneCompany(roles)) return { method: 'GET', path: `/truckingcompany/${own}` };
  if (!roles.some((r) => STAFF.includes(r)) && roles.includes('ROLE_AGA'))
    return { method: 'GET', path: `/truckingcompany/truckingcobyaga/${own}` };
  return { method: 'GET', path: '/truckingcompany/searchall' };
}

export const truckingCompanies = defineResource({
  name: 'truckingCompanies',
  label: { one: 'Transportista', many: 'Transportistas', create: 'Nuevo Transportista' },
  icon: 'trucking',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? r.id ?? ''}`,
  search: ['id', 'name', 'user.email', 'contactInfo.contactName'],
  list: { sort: { field: 'name', order: 'ASC' }, openTab: 'drivers' },
  fields: [
    {
      source: 'id',
      label: 'RUT / Identificación',
      kind: 'identification',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      section: 'Datos del transportista',
    },
    {
      source: 'foreign',
      label: 'Transportista extranjero',
      kind: 'boolean',
      show: true,
      form: 'create',
      defaultValue: false,
      helperText: 'Identificación libre, mínimo 4 caracteres',
    },
    { source: 'name', label: 'Razón social', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    {
      source: 'user.email',
      label: 'E-mail',
      kind: 'email',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.email,
    },
    {
      source: 'emailPersonal',
      label: 'E-mail personal',
      kind: 'email',
      show: true,
      form: true,
      maxLength: LIMITS.email,
    },
    {
      source: 'truckingCar',
      label: 'Transporte de vehículos',
      kind: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
      filter: true,
    },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
    {
      source: 'contactInfo.contactName',
      label: 'Persona de contacto',
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
      show: true,
      form: true,
      maxLength: LIMITS.email,
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
      show: true,
      form: true,
      maxLength: LIMITS.city,
    },
    {
      source: 'notes',
      label: 'Observaciones',
      kind: 'textarea',
      show: true,
      form: true,
      fullWidth: true,
      maxLength: LIMITS.notes,
    },
  ],
  schema: truckingSchema,
  api: {
    list: truckingListEndpoint,
    getOne: { method: 'GET', path: '/truckingcompany/{id}' },
    create: { method: 'POST', path: '/truckingcompany' },
    update: { method: 'PUT', path: '/truckingcompany/{id}' },
  },
  // Creating a record that owns a user also sends its activation (DECISIONS Q07).
  messages: {
    created: ['app.success.truckingAdded', 'app.success.activationSent'],
    updated: 'app.success.truckingUpdated',
  },
  actions: [
    blockAction('/truckingcompany/block/{id}', {
      confirmBlock: 'app.confirm.truckingBlock',
      confirmUnblock: 'app.confirm.truckingUnblock',
      blocked: 'app.success.truckingBlocked',
      unblocked: 'app.success.truckingUnblocked',
      name: (r) => r.name,
    }),
    resendActivationAction('/truckingcompany/resendactivation/{id}'),
  ],
  tabs: [
    { key: 'drivers', label: 'Conductores', component: () => import('./DriversTab') },
    { key: 'trucks', label: 'Patentes', component: () => import('./TrucksTab') },
  ],
  views: { list: () => import('./TruckingList') },
});

/**
 * Clients (ADM-CLI): a shipper/consignee plus its customer data and flags. Country-dependent
 * form (RUT, commune and listed giro in Chile; free identification and giro elsewhere);
 * financial-only fields by role (Q08); blocking by finance as a save of bloqueado (Q43);
 * tracking, then the portal user, by customer service; resend activation.
 */
import { lazy } from 'react';
import { clientSchema, isBlocked, isChilean, toggledBloqueado } from '../../domain/clients';
import { COUNTRIES } from '../../domain/countries';
import { getPath, LIMITS } from '../../domain/validators';
import { can } from '../../domain/permissions';
import { SI_NO_CHOICES } from '../framework/siNoChoices';
import { defineResource, type RecordAction } from '../framework/types';

/** Lazy, so the definition (which the mock also loads) does not pull the console's data hooks in. */
const GiroName = lazy(() => import('./GiroName').then((m) => ({ default: m.GiroName })));

type Rec = Record<string, unknown>;

const nameOf = (r: Rec) => getPath(r, 'shipperConsignee.name');
const blocked = (r: Rec) => isBlocked(r, 'customer.bloqueado');
const chile = (v: Rec) => isChilean(getPath(v, 'customer.countryName'));

/** D1 §4: bloqueado toggled by finance, through the record's own save (Q43). */
const block: RecordAction = {
  name: 'block',
  permission: 'block',
  icon: 'block',
  endpoint: {
    method: 'PUT',
    path: '/client/{id}',
    body: (r) => ({
      ...r,
      customer: { ...(r.customer as Rec), bloqueado: toggledBloqueado(getPath(r, 'customer.bloqueado')) },
    }),
  },
  label: (r) => (blocked(r) ? 'Desbloquear' : 'Bloquear'),
  confirm: (r) => ({
    key: blocked(r) ? 'app.clients.confirmUnblock' : 'app.clients.confirmBlock',
    values: { name: nameOf(r) },
  }),
  success: (r) => (blocked(r) ? 'app.clients.unblocked' : 'app.clients.blocked'),
};

const activateTracking: RecordAction = {
  name: 'activateTracking',
  permission: 'activateTracking',
  icon: 'record',
  endpoint: { method: 'GET', path: '/client/activetracking/{id}' },
  label: () => 'Activar seguimiento',
  confirm: (r) => ({ key: 'app.clients.confirmTracking', values: { name: nameOf(r) } }),
  success: () => 'app.clients.trackingActivated',
  visibleWhen: (r) => r.clientTracking !== true,
};

/**
 * Offered once tracking is active (D1 §4). Enabling sends the portal user its activation, so the
 * message has Q07's second line (P43).
 */
const enableUser: RecordAction = {
  name: 'enableUser',
  permission: 'enableUser',
  icon: 'unblock',
  endpoint: { method: 'GET', path: '/client/enableclient/{id}' },
  label: (r) => (r.userEnabled === true ? 'Deshabilitar usuario' : 'Habilitar usuario'),
  confirm: (r) => ({
    key: r.userEnabled === true ? 'app.clients.confirmDisableUser' : 'app.clients.confirmEnableUser',
    values: { name: nameOf(r) },
  }),
  success: (r) =>
    r.userEnabled === true ? 'app.clients.userDisabled' : ['app.clients.userEnabled', 'app.success.activationSent'],
  visibleWhen: (r) => r.clientTracking === true,
};

const resendActivation: RecordAction = {
  name: 'resendActivation',
  permission: 'resendActivation',
  icon: 'mail',
  endpoint: { method: 'POST', path: '/client/resendactivation/{id}' },
  label: () => 'Reenviar Activación',
  confirm: (r) => ({
    key: 'app.confirm.resendActivation',
    values: { email: getPath(r, 'shipperConsignee.contactInfo.contactEmail') },
  }),
  success: () => 'app.success.activationResent',
  visibleWhen: (r) => r.userEnabled === true,
};

export const clients = defineResource({
  name: 'clients',
  label: { one: 'Cliente', many: 'Clientes' },
  icon: 'record',
  menuGroup: 'administration',
  represent: (r) => `${nameOf(r) ?? r.id ?? ''}`,
  search: [
    'id',
    'shipperConsignee.name',
    'shipperConsignee.contactInfo.contactEmail',
    'customer.sigla',
    'customer.stateName',
  ],
  list: { sort: { field: 'shipperConsignee.name', order: 'ASC' } },
  fields: [
    {
      source: 'customer.countryName',
      label: 'País',
      kind: 'select',
      list: true,
      show: true,
      filter: true,
      form: true,
      section: 'Datos del cliente',
      choices: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
    },
    // Shown (list, management) as the record's id; typed (create) as the shipper's.
    { source: 'id', label: 'RUT / Identificación', kind: 'rut', list: true, show: true },
    { source: 'shipperConsignee.id', label: 'RUT / Identificación', kind: 'text', form: 'create' },
    {
      source: 'shipperConsignee.name',
      label: 'Razón social',
      kind: 'text',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.name,
    },
    {
      source: 'customer.stateName',
      label: 'Comuna',
      kind: 'text',
      list: true,
      show: true,
      form: true,
      visibleWhen: chile,
    },
    { source: 'customer.giro', label: 'Giro', kind: 'text', show: true, form: true, display: GiroName },
    { source: 'shipperConsignee.notes', label: 'Notas', kind: 'text', show: true, form: true, maxLength: LIMITS.notes },
    {
      source: 'shipperConsignee.contactInfo.contactName',
      label: 'Nombre de contacto',
      kind: 'text',
      show: true,
      form: true,
      section: 'Contacto',
      maxLength: LIMITS.contactName,
    },
    {
      source: 'shipperConsignee.contactInfo.contactEmail',
      label: 'E-mail de contacto',
      kind: 'email',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.clientEmail,
    },
    {
      source: 'shipperConsignee.contactInfo.contactPhone',
      label: 'Teléfono',
      kind: 'phone',
      show: true,
      form: true,
      maxLength: LIMITS.phone,
    },
    {
      source: 'shipperConsignee.contactInfo.contactAddress',
      label: 'Dirección',
      kind: 'text',
      show: true,
      form: true,
      maxLength: LIMITS.address,
    },
    {
      source: 'shipperConsignee.contactInfo.contactCity',
      label: 'Ciudad',
      kind: 'text',
      show: true,
      form: true,
      maxLength: LIMITS.city,
    },
    {
      source: 'customer.mailCode',
      label: 'E-mail de facturación',
      kind: 'email',
      show: true,
      form: true,
      section: 'Datos de facturación',
      maxLength: LIMITS.clientEmail,
    },
    { source: 'customer.observacion', label: 'Observación', kind: 'text', show: true, form: true },
    {
      source: 'customer.diasDeCredito',
      label: 'Días de crédito',
      kind: 'number',
      show: true,
      form: true,
      maxLength: LIMITS.creditDays,
    },
    { source: 'customer.sigla', label: 'Sigla', kind: 'code', show: true, form: true, maxLength: LIMITS.sigla },
    {
      source: 'customer.cobranzaDirecta',
      label: 'Cobranza directa',
      kind: 'select',
      choices: SI_NO_CHOICES,
      show: true,
      form: true,
    },
    {
      source: 'customer.clienteRelacionado',
      label: 'Cliente relacionado',
      kind: 'select',
      choices: SI_NO_CHOICES,
      show: true,
      form: true,
    },
    {
      source: 'customer.codigoImputacion',
      label: 'Código de imputación',
      kind: 'text',
      show: true,
      form: true,
      maxLength: LIMITS.imputationCode,
    },
    { source: 'customer.validado', label: 'Validado', kind: 'select', choices: SI_NO_CHOICES, show: true, form: true },
    {
      source: 'customer.bloqueado',
      label: 'Bloqueado',
      kind: 'select',
      choices: SI_NO_CHOICES,
      list: true,
      show: true,
      filter: true,
    },
    { source: 'userEnabled', label: 'Usuario del portal habilitado', kind: 'boolean', show: true, filter: true },
    { source: 'clientTracking', label: 'Seguimiento activo', kind: 'boolean', show: true, filter: true },
    { source: 'clientCar', label: 'Cliente de vehículos', kind: 'boolean', show: true, filter: true },
    { source: 'existBilling', label: 'Con facturación', kind: 'boolean', show: true },
    { source: 'clientChile', label: 'Cliente chileno', kind: 'boolean', show: true },
  ],
  schema: ({ roles }) => clientSchema({ financial: can(roles, 'clients.customer.diasDeCredito', 'edit') }),
  api: {
    list: { method: 'GET', path: '/client' },
    getOne: { method: 'GET', path: '/client/{id}' },
    create: { method: 'POST', path: '/client' },
    update: { method: 'PUT', path: '/client/{id}' },
  },
  messages: { created: 'app.clients.created', updated: 'app.clients.updated' },
  actions: [block, activateTracking, enableUser, resendActivation],
  views: { create: () => import('./ClientCreate'), edit: () => import('./ClientEdit') },
});

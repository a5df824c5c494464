/**
 * Shipping agencies (AGN, ADM-AGN): D1 §3 fields, management by login (getbylogin), block and
 * resend, and the line-operator and functionary tabs. An AGN user opens only its own page.
 */
import * as z from 'zod/mini';
import { email, LIMITS, rut, text } from '../../domain/validators';
import { blockAction, resendActivationAction, userOf } from '../framework/commonActions';
import { defineResource } from '../framework/types';

export const shippingAgents = defineResource({
  name: 'shippingAgents',
  mock: { model: 'shippingAgent' },
  label: { one: 'Agencia naviera', many: 'Agencias navieras' },
  icon: 'lineOperator',
  menuGroup: 'administration',
  represent: (r) => `${userOf(r).name ?? r.id ?? ''}`,
  search: ['id', 'user.login', 'user.name', 'user.email'],
  list: { sort: { field: 'user.name', order: 'ASC' }, openTab: 'lines' },
  fields: [
    {
      source: 'id',
      label: 'RUT',
      kind: 'rut',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      maxLength: LIMITS.rut,
    },
    { source: 'user.name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    { source: 'user.login', label: 'Usuario', kind: 'text', show: true },
    {
      source: 'user.email',
      label: 'E-mail',
      kind: 'email',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.email,
    },
    { source: 'opEmail', label: 'E-mail operacional', kind: 'email', show: true, form: true, maxLength: LIMITS.email },
    // The wire's role code ('AGN') reads as what it is, never raw.
    { source: 'role', label: 'Rol', kind: 'select', choices: [{ id: 'AGN', name: 'Agencia naviera' }], show: true },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  // D1 §5 Shipping agent: RUT as above (required, Q12); name max 80; e-mails valid, max 60. The
  // account's e-mail is required: its activation is sent there on create (Q07).
  schema: () =>
    z.looseObject({
      id: rut(),
      user: z.looseObject({ name: text({ max: LIMITS.name }), email: email({ required: true }) }),
      opEmail: email(),
    }),
  api: {
    list: { method: 'GET', path: '/shippingAgent/list' },
    // Management is by login (ADM-AGN-003); the mock also accepts the RUT the list links with.
    getOne: { method: 'GET', path: '/shippingAgent/getbylogin/{id}' },
    create: { method: 'POST', path: '/shippingAgent' },
    update: { method: 'PUT', path: '/shippingAgent/{id}' },
  },
  messages: {
    created: ['app.organizations.agencyCreated', 'app.success.activationSent'],
    updated: 'app.organizations.agencyUpdated',
  },
  actions: [
    blockAction('/shippingAgent/block/{id}', {
      confirmBlock: 'app.organizations.confirmAgencyBlock',
      confirmUnblock: 'app.organizations.confirmAgencyUnblock',
      blocked: 'app.organizations.agencyBlocked',
      unblocked: 'app.organizations.agencyUnblocked',
      name: (r) => userOf(r).name,
    }),
    resendActivationAction('/shippingAgent/resendactivation/{id}'),
  ],
  views: { show: () => import('./AgencyShow'), edit: () => import('./AgencyEdit') },
  tabs: [
    { key: 'lines', label: 'Líneas operadoras', component: () => import('./AgencyLinesTab') },
    { key: 'functionaries', label: 'Funcionarios', component: () => import('./AgencyFunctionariesTab') },
  ],
});

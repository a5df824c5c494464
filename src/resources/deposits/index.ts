/**
 * Deposits (depots, ADM-DEP): D1 §3 fields, block and resend, and the functionaries tab.
 * DECISIONS Q10: an AGA_DEPOSIT user sees only its own deposit (the mock filters the list).
 */
import * as z from 'zod/mini';
import { email, LIMITS, rut, text } from '../../domain/validators';
import { blockAction, resendActivationAction, userOf } from '../framework/commonActions';
import { defineResource } from '../framework/types';

export const deposits = defineResource({
  name: 'deposits',
  mock: { model: 'deposito' },
  label: { one: 'Depósito', many: 'Depósitos' },
  icon: 'storekeeper',
  menuGroup: 'administration',
  represent: (r) => `${userOf(r).name ?? r.id ?? ''}`,
  search: ['id', 'user.login', 'user.name', 'user.email'],
  list: { sort: { field: 'user.name', order: 'ASC' }, openTab: 'functionaries' },
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
    {
      source: 'activador',
      label: 'Activa a sus funcionarios',
      kind: 'boolean',
      list: true,
      show: true,
      form: true,
      filter: true,
      defaultValue: false,
      helperText: 'El depósito activa y administra las cuentas de sus funcionarios',
    },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  // D1 §5 Deposit: RUT required 11 to 12 and valid; name required max 80; e-mails max 60 (the
  // account's is required: its activation goes there, Q07).
  schema: () =>
    z.looseObject({
      id: rut(),
      user: z.looseObject({ name: text({ required: true, max: LIMITS.name }), email: email({ required: true }) }),
      opEmail: email(),
    }),
  api: {
    list: { method: 'GET', path: '/deposito/list' },
    getOne: { method: 'GET', path: '/deposito/{id}' },
    create: { method: 'POST', path: '/deposito' },
    update: { method: 'PUT', path: '/deposito/{id}' },
  },
  messages: {
    created: ['app.organizations.depositCreated', 'app.success.activationSent'],
    updated: 'app.organizations.depositUpdated',
  },
  actions: [
    // The path carries the target state: true blocks, false unblocks (like the storekeepers').
    blockAction('/deposito/block/{id}/{block}', {
      confirmBlock: 'app.organizations.confirmDepositBlock',
      confirmUnblock: 'app.organizations.confirmDepositUnblock',
      blocked: 'app.organizations.depositBlocked',
      unblocked: 'app.organizations.depositUnblocked',
      name: (r) => userOf(r).name,
    }),
    resendActivationAction('/deposito/resendactivation/{id}'),
  ],
  tabs: [{ key: 'functionaries', label: 'Funcionarios', component: () => import('./DepositFunctionariesTab') }],
});

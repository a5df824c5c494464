/** Storekeepers (extraportuarios): D1 §3 fields, block/unblock, resend activation, functionaries tab. */
import * as z from 'zod/mini';
import { email, LIMITS, rut, text } from '../../domain/validators';
import { blockAction, resendActivationAction, userOf } from '../framework/commonActions';
import { defineResource } from '../framework/types';

export const storekeepers = defineResource({
  name: 'storekeepers',
  mock: { model: 'storekeeper' },
  label: { one: 'Extraportuario', many: 'Extraportuarios' },
  icon: 'storekeeper',
  menuGroup: 'administration',
  represent: (r) => `${userOf(r).name ?? r.id ?? ''}`,
  search: ['id', 'code', 'user.name', 'user.email'],
  list: { sort: { field: 'user.name', order: 'ASC' } },
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
    {
      source: 'code',
      label: 'Código',
      kind: 'code',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.storekeeperCode,
    },
    { source: 'user.name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
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
      source: 'informar',
      label: 'Informar',
      kind: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
      filter: true,
    },
    {
      source: 'deposit',
      label: 'Depósito',
      kind: 'boolean',
      list: true,
      show: true,
      form: true,
      defaultValue: false,
      filter: true,
    },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  schema: () =>
    z.looseObject({
      id: rut(),
      code: text({ required: true, max: LIMITS.storekeeperCode }),
      user: z.looseObject({ name: text({ required: true, max: LIMITS.name }), email: email({ required: true }) }),
      opEmail: email(),
    }),
  api: {
    list: { method: 'GET', path: '/storekeeper/list' },
    getOne: { method: 'GET', path: '/storekeeper/{id}' },
    create: { method: 'POST', path: '/storekeeper' },
    update: { method: 'PUT', path: '/storekeeper/{id}' },
  },
  // Creating a record that owns a user also sends its activation (DECISIONS Q07).
  messages: {
    created: ['app.success.storekeeperCreated', 'app.success.activationSent'],
    updated: 'app.success.storekeeperUpdated',
  },
  actions: [
    // The path carries the target state (true blocks, false unblocks); the data provider fills {block}.
    blockAction('/storekeeper/block/{id}/{block}', {
      confirmBlock: 'app.confirm.storekeeperBlock',
      confirmUnblock: 'app.confirm.storekeeperUnblock',
      blocked: 'app.success.storekeeperBlocked',
      unblocked: 'app.success.storekeeperUnblocked',
      name: (r) => userOf(r).name,
    }),
    resendActivationAction('/storekeeper/resendactivation/{id}'),
  ],
  tabs: [{ key: 'functionaries', label: 'Funcionarios', component: () => import('./StorekeeperFunctionariesTab') }],
});

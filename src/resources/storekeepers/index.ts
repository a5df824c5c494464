/** Storekeepers (extraportuarios): D1 §3 fields, block/unblock, resend activation, functionaries tab. */
import { z } from 'zod';
import { email, rut, text } from '../../domain/validators';
import { defineResource } from '../framework/types';

type Rec = Record<string, unknown>;
const user = (r: Rec) => (r.user ?? {}) as Rec;
const active = (r: Rec) => user(r).activated !== false;

export const storekeepers = defineResource({
  name: 'storekeepers',
  label: { one: 'Extraportuario', many: 'Extraportuarios' },
  icon: 'storekeeper',
  menuGroup: 'administration',
  represent: (r) => `${user(r).name ?? r.id ?? ''}`,
  search: ['id', 'code', 'user.name', 'user.email'],
  list: { sort: { field: 'user.name', order: 'ASC' } },
  fields: [
    { source: 'id', label: 'RUT', kind: 'rut', list: true, show: true, form: true, readOnlyOnEdit: true },
    { source: 'code', label: 'Código', kind: 'code', list: true, show: true, form: true },
    { source: 'user.name', label: 'Nombre', kind: 'text', list: true, show: true, form: true },
    { source: 'user.email', label: 'E-mail', kind: 'email', list: true, show: true, form: true },
    { source: 'opEmail', label: 'E-mail operacional', kind: 'email', show: true, form: true },
    { source: 'informar', label: 'Informar', kind: 'boolean', show: true, form: true, defaultValue: false, filter: true },
    { source: 'deposit', label: 'Depósito', kind: 'boolean', list: true, show: true, form: true, defaultValue: false, filter: true },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  schema: () =>
    z
      .object({
        id: rut(),
        code: text({ required: true, max: 5 }),
        user: z.object({ name: text({ required: true, max: 80 }), email: email({ required: true, max: 60 }) }).passthrough(),
        opEmail: email({ max: 60 }),
      })
      .passthrough(),
  api: {
    list: { method: 'GET', path: '/storekeeper/list' },
    getOne: { method: 'GET', path: '/storekeeper/{id}' },
    create: { method: 'POST', path: '/storekeeper' },
    update: { method: 'PUT', path: '/storekeeper/{id}' },
  },
  messages: { created: 'app.success.storekeeperCreated', updated: 'app.success.storekeeperUpdated' },
  actions: [
    {
      name: 'block', permission: 'block', icon: 'block',
      // The path carries the target state: true blocks, false unblocks.
      endpoint: { method: 'POST', path: '/storekeeper/block/{id}/{block}' },
      label: (r) => (active(r) ? 'Bloquear' : 'Desbloquear'),
      confirm: (r) => ({ key: active(r) ? 'app.confirm.storekeeperBlock' : 'app.confirm.storekeeperUnblock', values: { name: user(r).name } }),
      success: (r) => (active(r) ? 'app.success.storekeeperBlocked' : 'app.success.storekeeperUnblocked'),
    },
    {
      name: 'resendActivation', permission: 'resendActivation', icon: 'mail',
      endpoint: { method: 'POST', path: '/storekeeper/resendactivation/{id}' },
      label: () => 'Reenviar Activación',
      confirm: (r) => ({ key: 'app.confirm.resendActivation', values: { email: user(r).email } }),
      success: () => 'app.success.activationResent',
    },
  ],
  tabs: [{ key: 'functionaries', label: 'Funcionarios', component: () => import('./StorekeeperFunctionariesTab') }],
});

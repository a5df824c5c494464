/**
 * Portal users (D1 §3 User; ADM-USR): list, management with activate/deactivate after a
 * confirmation, edit, delete, and create with a password and its confirmation (D1 §5 rules).
 * Served by custom routes (the password is hashed, secrets never leave the server), not by the
 * generic per-model service. Roles: docs/decisions.md P22.
 */
import { z } from 'zod';
import { confirmationProblem, passwordProblem } from '../../domain/password';
import { email, text } from '../../domain/validators';
import { defineResource, type Mode } from '../framework/types';

type Rec = Record<string, unknown>;
const isActive = (r: Rec) => r.activated !== false;
const typed = (v: unknown) => String(v ?? '') !== '';

/**
 * The password is required on create (ADM-USR-010); on edit it may stay blank to keep the current
 * one (P22), and whenever one is typed it follows the policy and must be confirmed (ADM-USR-011).
 */
function passwordIssues(v: Rec, mode: Mode, add: (path: string, message: string) => void) {
  if (mode === 'edit' && !typed(v.password) && !typed(v.password2)) return;
  const problem = passwordProblem(v.password, { login: v.login as string, name: v.name as string });
  if (problem) add('password', problem);
  const mismatch = confirmationProblem(v.password, v.password2);
  if (mismatch) add('password2', mismatch);
}

export const users = defineResource({
  name: 'users',
  label: { one: 'Usuario', many: 'Usuarios' },
  icon: 'user',
  menuGroup: 'administration',
  represent: (r) => String(r.name || r.login || r.id || ''),
  search: ['login', 'name', 'email'],
  list: { sort: { field: 'login', order: 'ASC' } },
  fields: [
    { source: 'id', label: 'Id', kind: 'number', list: true, show: true },
    { source: 'login', label: 'Login', kind: 'text', list: true, show: true, form: true, readOnlyOnEdit: true },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true },
    { source: 'email', label: 'E-mail', kind: 'email', list: true, show: true, form: true },
    { source: 'password', label: 'Contraseña', kind: 'password', form: true, helperText: { edit: 'app.ui.passwordKeep' } },
    { source: 'password2', label: 'Confirmar contraseña', kind: 'password', form: true },
    { source: 'activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  schema: ({ mode }) =>
    z
      .object({ login: text({ required: true, max: 50 }), name: text({ required: true, max: 80 }), email: email({ required: true, max: 60 }) })
      .passthrough()
      .superRefine((v, ctx) => passwordIssues(v, mode, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }))),
  api: {
    list: { method: 'GET', path: '/user' },
    getOne: { method: 'GET', path: '/user/{id}' },
    create: { method: 'POST', path: '/user' },
    update: { method: 'PUT', path: '/user/{id}' },
    delete: { method: 'DELETE', path: '/user/{id}' },
  },
  messages: { created: 'app.success.userCreated', updated: 'app.success.userUpdated', deleted: 'app.success.userDeleted' },
  actions: [
    {
      name: 'changeState',
      permission: 'block',
      icon: 'block',
      endpoint: { method: 'POST', path: '/user/changeState/{id}' },
      label: (r) => (isActive(r) ? 'Desactivar' : 'Activar'),
      confirm: (r) => ({ key: isActive(r) ? 'app.confirm.userDeactivate' : 'app.confirm.userActivate', values: { name: r.name || r.login } }),
      success: (r) => (isActive(r) ? 'app.success.userDeactivated' : 'app.success.userActivated'),
    },
  ],
});

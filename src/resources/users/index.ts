/**
 * Portal users (D1 §3 User; ADM-USR): list, management with activate/deactivate after a
 * confirmation, edit, delete, and create with a password and its confirmation (D1 §5 rules),
 * and the staff roles the caller may grant (staffRoles.ts). Served by custom routes (the password
 * is hashed, secrets never leave the server), not by the generic per-model service. Roles:
 * docs/decisions.md P22.
 */
import * as z from 'zod/mini';
import { confirmationProblem, passwordProblem } from '../../domain/password';
import { ROLES } from '../../domain/roles';
import { email, LIMITS, msg, text } from '../../domain/validators';
import { defineResource, type Mode } from '../framework/types';
import { isEntityRole, ROLE_CHOICES } from './staffRoles';

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

/**
 * A user holds at least one known role (a user without any can do nothing). A new one only staff
 * roles; an edit may leave `authorities` out to keep them (the mock checks entity accounts and
 * what the caller may grant).
 */
function rolesIssue(v: Rec, mode: Mode): string | undefined {
  const roles = v.authorities;
  if (roles === undefined && mode === 'edit') return undefined;
  if (roles !== undefined && roles !== null && !Array.isArray(roles)) return msg.other;
  const list = (roles ?? []) as unknown[];
  if (list.length === 0) return msg.required;
  if (list.some((r) => !(ROLES as readonly unknown[]).includes(r))) return msg.other;
  if (mode === 'create' && list.some((r) => isEntityRole(String(r)))) return msg.entityRole;
  return undefined;
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
    {
      source: 'login',
      label: 'Login',
      kind: 'text',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      maxLength: LIMITS.login,
    },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    { source: 'email', label: 'E-mail', kind: 'email', list: true, show: true, form: true, maxLength: LIMITS.email },
    {
      source: 'password',
      label: 'Contraseña',
      kind: 'password',
      form: true,
      helperText: { edit: 'app.ui.passwordKeep' },
    },
    { source: 'password2', label: 'Confirmar contraseña', kind: 'password', form: true },
    {
      source: 'authorities',
      label: 'Roles',
      kind: 'select',
      choices: ROLE_CHOICES,
      show: true,
      form: true,
      fullWidth: true,
      defaultValue: [],
    },
    { source: 'activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
  ],
  schema: ({ mode }) =>
    z
      .looseObject({
        login: text({ required: true, max: LIMITS.login }),
        name: text({ required: true, max: LIMITS.name }),
        email: email({ required: true }),
      })
      .check(
        z.superRefine((v, ctx) => {
          const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
          passwordIssues(v, mode, add);
          const roles = rolesIssue(v, mode);
          if (roles) add('authorities', roles);
        }),
      ),
  api: {
    list: { method: 'GET', path: '/user' },
    getOne: { method: 'GET', path: '/user/{id}' },
    create: { method: 'POST', path: '/user' },
    update: { method: 'PUT', path: '/user/{id}' },
    delete: { method: 'DELETE', path: '/user/{id}' },
  },
  messages: {
    created: 'app.success.userCreated',
    updated: 'app.success.userUpdated',
    deleted: 'app.success.userDeleted',
  },
  views: { create: () => import('./UserCreate'), edit: () => import('./UserEdit') },
  actions: [
    {
      name: 'changeState',
      permission: 'block',
      icon: 'block',
      endpoint: { method: 'POST', path: '/user/changeState/{id}' },
      label: (r) => (isActive(r) ? 'Desactivar' : 'Activar'),
      confirm: (r) => ({
        key: isActive(r) ? 'app.confirm.userDeactivate' : 'app.confirm.userActivate',
        values: { name: r.name || r.login },
      }),
      success: (r) => (isActive(r) ? 'app.success.userDeactivated' : 'app.success.userActivated'),
    },
  ],
});

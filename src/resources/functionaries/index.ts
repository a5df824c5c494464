/**
 * Functionaries (staff users) of agents, storekeepers, shipping agencies and deposits (ADM-FUN).
 * Customer service and the supervisor list every functionary; everyone else the functionaries of
 * their own login, which is also the 'pre-functionary' landing of STOREKEEPER, AGA and
 * AGA_DEPOSIT (DECISIONS Q11). New ones belong to the creating owner (the mock sets the owner).
 */
import * as z from 'zod/mini';
import { seesAllFunctionaries } from '../../domain/functionaries';
import { digits, email, LIMITS, rut, text } from '../../domain/validators';
import { blockAction, resendActivationAction, userOf } from '../framework/commonActions';
import { defineResource } from '../framework/types';

export const functionaries = defineResource({
  name: 'functionaries',
  mock: { model: 'functionary' },
  label: { one: 'Funcionario', many: 'Funcionarios' },
  icon: 'functionary',
  menuGroup: 'administration',
  represent: (r) => `${userOf(r).name ?? r.rut ?? ''}`,
  search: ['rut', 'user.login', 'user.name', 'user.email', 'agentName', 'storekpName', 'agnName'],
  // ADM-FUN-004: the list's empty text (D1 §2 Screen behaviour), verbatim.
  list: { sort: { field: 'user.name', order: 'ASC' }, empty: 'No hay funcionarios disponibles.' },
  fields: [
    {
      source: 'rut',
      label: 'RUT',
      kind: 'rut',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      section: 'Datos del funcionario',
      maxLength: LIMITS.rut,
    },
    { source: 'user.name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    // D1 §3: the login is the functionary's RUT, as the account keeps it.
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
    {
      source: 'cellNumber',
      label: 'Celular',
      kind: 'phone',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.phone,
    },
    // D1 §3: the carnet number is an AGA functionary's (its row in permissions.ts hides it from other owners).
    {
      source: 'carnetNumber',
      label: 'Número de carnet',
      kind: 'text',
      show: true,
      form: true,
      visibleWhen: (v) => v.id === undefined || !!v.agent_id,
    },
    {
      source: 'user.notifications',
      label: 'Recibe notificaciones',
      kind: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
    },
    // ADM-FUN-015: offered only to users holding STOREKEEPER and AGA_DEPOSIT (the form views filter it).
    { source: 'deposit', label: 'Funcionario de depósito', kind: 'boolean', form: true, defaultValue: false },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
    // The owner by name and RUT (D1 §3: agentRut/agentName, storekpRut/storekpName, agnRut/agnName).
    { source: 'agentName', label: 'Agente', kind: 'text', show: true, section: 'Pertenece a' },
    { source: 'agentRut', label: 'RUT del agente', kind: 'rut', show: true },
    { source: 'storekpName', label: 'Extraportuario', kind: 'text', show: true },
    { source: 'storekpRut', label: 'RUT del extraportuario', kind: 'rut', show: true },
    { source: 'agnName', label: 'Agencia naviera', kind: 'text', show: true },
    { source: 'agnRut', label: 'RUT de la agencia naviera', kind: 'rut', show: true },
    { source: 'deposito', label: 'Depósito (RUT)', kind: 'rut', show: true },
  ],
  // D1 §5 Functionary: RUT required and valid, name required, e-mail required and valid, cell numeric.
  schema: () =>
    z.looseObject({
      rut: rut(),
      user: z.looseObject({ name: text({ required: true, max: LIMITS.name }), email: email({ required: true }) }),
      cellNumber: digits({ max: LIMITS.phone }),
      carnetNumber: text({ max: 20 }),
    }),
  api: {
    list: ({ roles, login }) =>
      seesAllFunctionaries(roles) || !login
        ? { method: 'GET', path: '/functionary' }
        : { method: 'GET', path: `/functionary/getByOwner/${encodeURIComponent(login)}` },
    getOne: { method: 'GET', path: '/functionary/{id}' },
    create: { method: 'POST', path: '/functionary' },
    update: { method: 'PUT', path: '/functionary/{id}' },
    delete: { method: 'DELETE', path: '/functionary/delete/{id}' },
  },
  messages: {
    created: ['app.organizations.functionaryCreated', 'app.success.activationSent'],
    updated: 'app.organizations.functionaryUpdated',
    deleted: 'app.organizations.functionaryDeleted',
  },
  actions: [
    blockAction('/functionary/block/{id}', {
      confirmBlock: 'app.organizations.confirmFunctionaryBlock',
      confirmUnblock: 'app.organizations.confirmFunctionaryUnblock',
      blocked: 'app.organizations.functionaryBlocked',
      unblocked: 'app.organizations.functionaryUnblocked',
      name: (r) => userOf(r).name,
    }),
    resendActivationAction('/functionary/resendactivation/{id}'),
    {
      name: 'unlink',
      permission: 'delete',
      icon: 'block',
      endpoint: { method: 'DELETE', path: '/functionary/unlinkfunc/{id}' },
      label: () => 'Desvincular',
      confirm: (r) => ({ key: 'app.organizations.confirmFunctionaryUnlink', values: { name: userOf(r).name } }),
      success: () => 'app.organizations.functionaryUnlinked',
      visibleWhen: (r) => !!(r.agent_id || r.storekeeper || r.agn || r.deposito),
    },
  ],
  views: {
    list: () => import('./FunctionaryList'),
    show: () => import('./FunctionaryShow'),
    create: () => import('./FunctionaryCreate'),
    edit: () => import('./FunctionaryEdit'),
  },
});

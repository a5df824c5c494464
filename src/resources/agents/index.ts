/** Agents (AGA): the management view has details, functionaries and truckings tabs. */
import { LIMITS } from '../../domain/validators';
import { blockAction, resendActivationAction } from '../framework/commonActions';
import { defineResource } from '../framework/types';
import { AGENT_ROLES, agentSchema } from './schema';

type Rec = Record<string, unknown>;

/** How the D1 §3 agent roles read (the codes stay the wire values). */
const AGENT_ROLE_NAMES: Record<(typeof AGENT_ROLES)[number], string> = {
  AGENTE: 'Agente de aduanas',
  FORWARDER: 'Forwarder',
  DEPOSITO: 'Depósito',
  EMBARCADOR: 'Embarcador',
};

/** D1 §3: the agent save payload wraps the record; the answer is the DTO {agent, role, isAgentCar}. */
const savePayload = (r: Rec) => ({
  id: r.id,
  agent: r,
  role: r.role,
  agentCar: r.isAgentCar === true,
  emailGuiaDespacho: r.emailGuiaDespacho,
  emailPersonal: r.emailPersonal,
});
const savedAgent = (res: unknown) => (res as Rec).agent as Rec;

export const agents = defineResource({
  name: 'agents',
  mock: { model: 'agent' },
  label: { one: 'Agente', many: 'Agentes' },
  icon: 'agent',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? ''}`,
  search: ['id', 'name', 'user.email', 'codigoAduana'],
  list: { sort: { field: 'name', order: 'ASC' }, emptyDetail: 'app.empty.selectAgent', openTab: 'truckings' },
  fields: [
    {
      source: 'id',
      label: 'RUT',
      kind: 'rut',
      list: true,
      show: true,
      form: true,
      section: 'Datos del agente',
      maxLength: LIMITS.rut,
    },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
    { source: 'user.email', label: 'E-mail', kind: 'email', show: true, form: true, maxLength: LIMITS.email },
    {
      source: 'isAgentCar',
      label: 'Agente de vehículos',
      kind: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
      filter: true,
    },
    {
      source: 'role',
      label: 'Tipo de agente',
      kind: 'select',
      list: true,
      show: true,
      form: true,
      filter: true,
      choices: AGENT_ROLES.map((id) => ({ id, name: AGENT_ROLE_NAMES[id] })),
      // The schema leaves the type out only for a vehicle agent (ADM-AGA-010).
      emptyText: 'Agente de vehículos',
    },
    {
      source: 'codigoAduana',
      label: 'Código de aduana',
      kind: 'code',
      list: true,
      show: true,
      form: true,
      maxLength: LIMITS.customsCode,
      visibleWhen: (v) => v.isAgentCar === true || v.role === 'AGENTE',
    },
    {
      source: 'emailGuiaDespacho',
      label: 'E-mail guía de despacho',
      kind: 'email',
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
      source: 'diasDeCredito',
      label: 'Días de crédito',
      kind: 'number',
      show: true,
      form: true,
      defaultValue: 0,
      maxLength: LIMITS.creditDays,
    },
    {
      source: 'automaticGuide',
      label: 'Guía automática',
      kind: 'boolean',
      show: true,
      form: true,
      defaultValue: false,
    },
    { source: 'user.activated', label: 'Activo', kind: 'boolean', list: true, show: true, filter: true },
    { source: 'activatedGate', label: 'Gate Pass habilitado', kind: 'boolean', show: true, filter: true },
    {
      source: 'contactInfo.contactName',
      label: 'Nombre de contacto',
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
  schema: agentSchema,
  api: {
    list: { method: 'GET', path: '/agent/list' },
    getOne: { method: 'GET', path: '/agent/{id}' },
    create: {
      method: 'POST',
      path: '/agent',
      body: savePayload,
      result: savedAgent,
    },
    update: {
      method: 'PUT',
      path: '/agent/{id}',
      body: savePayload,
      result: savedAgent,
    },
  },
  // Creating a record that owns a user also sends its activation (DECISIONS Q07).
  messages: {
    created: ['app.success.agentCreated', 'app.success.activationSent'],
    updated: 'app.success.agentUpdated',
  },
  actions: [
    blockAction('/agent/block/{id}', {
      confirmBlock: 'app.confirm.agentBlock',
      confirmUnblock: 'app.confirm.agentUnblock',
      blocked: 'app.success.agentBlocked',
      unblocked: 'app.success.agentUnblocked',
      name: (r) => r.name,
    }),
    {
      name: 'blockGate',
      permission: 'blockGate',
      icon: 'gate',
      endpoint: { method: 'POST', path: '/agent/blockgate/{id}' },
      label: (r) => (r.activatedGate !== false ? 'Bloquear Gate Pass' : 'Desbloquear Gate Pass'),
      confirm: (r) => ({
        key: r.activatedGate !== false ? 'app.confirm.gateBlock' : 'app.confirm.gateUnblock',
        values: { name: r.name },
      }),
      success: (r) => (r.activatedGate !== false ? 'app.success.gateBlocked' : 'app.success.gateUnblocked'),
    },
    resendActivationAction('/agent/resendactivation/{id}'),
  ],
  tabs: [
    { key: 'functionaries', label: 'Funcionarios', component: () => import('./AgentFunctionariesTab') },
    { key: 'truckings', label: 'Transportistas', component: () => import('./AgentTruckingsTab') },
  ],
});

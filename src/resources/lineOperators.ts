/** Line operators: the simplest resource, generated views only (ADM-LOP). */
import * as z from 'zod/mini';
import { LIMITS, text } from '../domain/validators';
import { defineResource } from './framework/types';

export const lineOperators = defineResource({
  name: 'lineOperators',
  mock: { model: 'lineOperator' },
  label: { one: 'Línea operadora', many: 'Líneas operadoras' },
  icon: 'lineOperator',
  menuGroup: 'administration',
  represent: (r) => `${r.name ?? r.id}`,
  search: ['id', 'name'],
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: [
    {
      source: 'id',
      label: 'Código',
      kind: 'code',
      list: true,
      show: true,
      form: true,
      readOnlyOnEdit: true,
      maxLength: LIMITS.lineOperatorCode,
    },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true, maxLength: LIMITS.name },
  ],
  schema: () =>
    z.looseObject({
      id: text({ required: true, max: LIMITS.lineOperatorCode }),
      name: text({ required: true, max: LIMITS.name }),
    }),
  api: {
    // AGN users see only their own agency's lines (D1 §6 Line operators).
    list: ({ roles, login }) =>
      roles.includes('ROLE_AGN') && login
        ? { method: 'GET', path: `/shippingAgent/getlinesoperatorsbylogin/${encodeURIComponent(login)}` }
        : { method: 'GET', path: '/lineOperator' },
    getOne: { method: 'GET', path: '/lineOperator/{id}' },
    create: { method: 'POST', path: '/lineOperator' },
    update: { method: 'PUT', path: '/lineOperator/{id}' },
    delete: { method: 'DELETE', path: '/lineOperator/delete/{id}' },
  },
  messages: {
    created: 'app.success.lineOperatorAdded',
    updated: 'app.success.lineOperatorUpdated',
    deleted: 'app.success.lineOperatorDeleted',
  },
});

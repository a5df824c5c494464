/**
 * The giro catalogue (SII activity codes): no screen of its own, it feeds the giro pickers of
 * clients and customers. GET /api/giro (the generic query-all) and GET /api/giro/{id} (D1 §7).
 */
import * as z from 'zod/mini';
import { text } from '../../domain/validators';
import { defineResource } from '../framework/types';

export const giros = defineResource({
  name: 'giros',
  label: { one: 'Giro', many: 'Giros' },
  represent: (r) => `${r.id} - ${r.name}`,
  search: ['id', 'name'],
  list: { sort: { field: 'name', order: 'ASC' } },
  fields: [
    { source: 'id', label: 'Código', kind: 'code', list: true, show: true },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true },
  ],
  schema: () => z.looseObject({ id: text({ required: true, max: 8 }), name: text({ required: true, max: 120 }) }),
  api: {
    list: { method: 'GET', path: '/giro' },
    getOne: { method: 'GET', path: '/giro/{id}' },
  },
  mock: { model: 'giro' },
});

/**
 * A resource that exists only in tests: a definition as a developer would write it for a plain
 * CRUD served by the generic service, with its own seed rows and nothing in mock-server/. Its
 * code is its id (typed once, on create), and its RUT, once given, stays (read-only on edit).
 */
import * as z from 'zod/mini';
import { rut, text } from '../../../src/domain/validators';
import { defineResource } from '../../../src/resources/framework/types';

export const throwaway = defineResource({
  name: 'testNotes',
  label: { one: 'Nota de prueba', many: 'Notas de prueba' },
  menuGroup: 'administration',
  represent: (r) => String(r.name ?? r.id),
  search: ['id', 'name'],
  fields: [
    { source: 'id', label: 'Código', kind: 'code', list: true, show: true, form: 'create' },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true },
    { source: 'rut', label: 'RUT', kind: 'rut', list: true, show: true, form: true, readOnlyOnEdit: true },
  ],
  schema: () =>
    z.looseObject({ id: text({ required: true, max: 10 }), name: text({ required: true, max: 60 }), rut: rut() }),
  api: {
    list: { method: 'GET', path: '/testNote' },
    getOne: { method: 'GET', path: '/testNote/{id}' },
    create: { method: 'POST', path: '/testNote' },
    update: { method: 'PUT', path: '/testNote/{id}' },
    delete: { method: 'DELETE', path: '/testNote/{id}' },
  },
  mock: {
    model: 'testNote',
    seed: (tools) =>
      Array.from({ length: 4 * tools.scale }, (_, i) => ({
        id: `N${i + 1}`,
        name: tools.companyName('testNotes'),
        rut: tools.companyRut('testNotes'),
      })),
  },
});

/** A throwaway whose form has no id: the mock numbers its records (its seed's ids are numbers). */
export const throwawayNumbered = defineResource({
  name: 'testTags',
  label: { one: 'Etiqueta de prueba', many: 'Etiquetas de prueba' },
  represent: (r) => String(r.name ?? r.id),
  search: ['name'],
  fields: [
    { source: 'id', label: 'Número', kind: 'number', list: true, show: true },
    { source: 'name', label: 'Nombre', kind: 'text', list: true, show: true, form: true },
  ],
  schema: () => z.looseObject({ name: text({ required: true, max: 60 }) }),
  api: {
    list: { method: 'GET', path: '/testTag' },
    getOne: { method: 'GET', path: '/testTag/{id}' },
    create: { method: 'POST', path: '/testTag' },
    update: { method: 'PUT', path: '/testTag/{id}' },
  },
  mock: {
    model: 'testTag',
    seed: () => [
      { id: 1, name: 'Primera' },
      { id: 2, name: 'Segunda' },
    ],
  },
});

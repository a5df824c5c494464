/**
 * Adding a resource for real: a throwaway definition, one registry line and one permissions row
 * (made here at run time, before the mock is loaded) — and the mock seeds, serves and guards it
 * while the console's menu and data provider list it. Nothing else is written for it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isValidRut, rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { PERMISSIONS } from '../../src/domain/permissions';
import { definitions } from '../../src/resources/registry';
import type { ResourceDefinition } from '../../src/resources/framework/types';
import { throwaway } from './support/throwawayResource';
import type { Mock } from './helpers';

// The two lines a developer writes (the registry entry and the permissions row), at run time.
(definitions as ResourceDefinition[]).push(throwaway);
PERMISSIONS.testNotes = {
  menu: ['ROLE_CUSTOMER_SERVICE'], list: ['ROLE_CUSTOMER_SERVICE', 'ROLE_FINANCIAL'], show: ['ROLE_CUSTOMER_SERVICE', 'ROLE_FINANCIAL'],
  create: ['ROLE_CUSTOMER_SERVICE'], edit: ['ROLE_CUSTOMER_SERVICE'], delete: ['ROLE_CUSTOMER_SERVICE'],
};

let mock: Mock;

beforeAll(async () => {
  // Loaded after the lines above, as the app loads the registry with the definition in it.
  const { startMock } = await import('./helpers');
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

it('ROLE-002: the mock seeds and serves a new definition and guards it by its permissions row', async () => {
  const cs = await mock.as('servicio');
  const listed = await cs('GET', '/api/testNote');
  expect(listed.status).toBe(200);
  expect(listed.body).toHaveLength(4);
  for (const row of listed.body) expect(isValidRut(row.rut)).toBe(true);

  const bad = await cs('POST', '/api/testNote', { id: 'N9', name: '', rut: '12345678-0' });
  expect(bad.status).toBe(400);
  expect(bad.body.fields).toEqual({ name: appMessages.validation.required, rut: expect.any(String) });
  const newRut = `77777777-${rutCheckDigit('77777777')}`;
  const created = await cs('POST', '/api/testNote', { id: 'N9', name: 'Nota nueva', rut: newRut });
  expect(created.status).toBe(201);
  expect((await cs('GET', '/api/testNote/N9')).body.name).toBe('Nota nueva');
  expect((await cs('POST', '/api/testNote', { id: 'N9', name: 'Otra', rut: newRut })).status).toBe(409);

  const finance = await mock.as('finanzas');
  expect((await finance('GET', '/api/testNote')).status).toBe(200);
  const refused = await finance('PUT', '/api/testNote/N9', { name: 'No' });
  expect(refused.status).toBe(403);
  expect((await cs('GET', '/api/testNote/N9')).body.name).toBe('Nota nueva');
  const gate = await mock.as('gate');
  expect((await gate('GET', '/api/testNote')).status).toBe(403);
});

it('ROLE-003: the console lists it: a menu entry for its roles and rows through the data provider', async () => {
  const { shortcutsFor } = await import('../../src/custom/shell/shortcuts');
  expect(shortcutsFor(['ROLE_CUSTOMER_SERVICE'], 'Mi cuenta').map((s) => s.label)).toContain('Notas de prueba');
  expect(shortcutsFor(['ROLE_FINANCIAL'], 'Mi cuenta').map((s) => s.label)).not.toContain('Notas de prueba');

  const { setApiRoot } = await import('../../src/providers/config');
  const { authProvider } = await import('../../src/providers/authProvider');
  const { createDataProvider } = await import('../../src/providers/dataProvider');
  const { DEMO_PASSWORD } = await import('../../mock-server/seed/demoUsers');
  setApiRoot(mock.url);
  await authProvider.login({ username: 'servicio', password: DEMO_PASSWORD });
  const page = await createDataProvider(definitions).getList('testNotes', {
    filter: {}, pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'DESC' },
  });
  expect(page.total).toBe(5);
  expect(page.data.map((r) => r.id)).toEqual(['N9', 'N4']);
});

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
import { throwaway, throwawayNumbered } from './support/throwawayResource';
import type { Mock } from './helpers';

// The two lines a developer writes (the registry entry and the permissions row), at run time.
(definitions as ResourceDefinition[]).push(throwaway, throwawayNumbered);
PERMISSIONS.testNotes = {
  menu: ['ROLE_CUSTOMER_SERVICE'],
  list: ['ROLE_CUSTOMER_SERVICE', 'ROLE_FINANCIAL'],
  show: ['ROLE_CUSTOMER_SERVICE', 'ROLE_FINANCIAL'],
  create: ['ROLE_CUSTOMER_SERVICE'],
  edit: ['ROLE_CUSTOMER_SERVICE'],
  delete: ['ROLE_CUSTOMER_SERVICE'],
};
PERMISSIONS.testTags = {
  list: ['ROLE_CUSTOMER_SERVICE'],
  show: ['ROLE_CUSTOMER_SERVICE'],
  create: ['ROLE_CUSTOMER_SERVICE'],
  edit: ['ROLE_CUSTOMER_SERVICE'],
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
    filter: {},
    pagination: { page: 1, perPage: 2 },
    sort: { field: 'id', order: 'DESC' },
  });
  expect(page.total).toBe(5);
  expect(page.data.map((r) => r.id)).toEqual(['N9', 'N4']);
});

/** A valid RUT no seeded record has, in its display form. */
const displayRut = (body: string) =>
  `${body.slice(0, -6)}.${body.slice(-6, -3)}.${body.slice(-3)}-${rutCheckDigit(body)}`;

it("VAL-011: a typed code is the record's id: typed again, in other case or with spaces, it is 409 'Ya existe…' and nothing is overwritten", async () => {
  const cs = await mock.as('servicio');
  const n1 = (await cs('GET', '/api/testNote/N1')).body;
  const count = (await cs('GET', '/api/testNote')).body.length;
  for (const id of ['N1', 'n1', ' n1 ']) {
    const r = await cs('POST', '/api/testNote', { id, name: 'Otra nota', rut: displayRut('77777778') });
    expect(r.status, id).toBe(409);
    expect(r.body).toEqual({ code: '409', message: appMessages.server.duplicate });
  }
  expect((await cs('GET', '/api/testNote/N1')).body).toEqual(n1);
  expect((await cs('GET', '/api/testNote')).body).toHaveLength(count);

  // Stored as the console's inputs send them: the code upper-cased and trimmed, the RUT canonical.
  const created = await cs('POST', '/api/testNote', { id: ' n10 ', name: ' Nota diez ', rut: displayRut('77777778') });
  expect(created.status).toBe(201);
  expect(created.body).toEqual({ id: 'N10', name: 'Nota diez', rut: `77777778-${rutCheckDigit('77777778')}` });
});

it('an edit keeps a field the form shows read-only: left out (its input is disabled, so not sent) or changed, it stays as stored', async () => {
  const cs = await mock.as('servicio');
  const rut = `77777779-${rutCheckDigit('77777779')}`;
  expect((await cs('POST', '/api/testNote', { id: 'N11', name: 'Nota once', rut })).status).toBe(201);
  const put = await cs('PUT', '/api/testNote/N11', { name: 'Editada' });
  expect(put.status).toBe(200);
  expect(put.body).toEqual({ id: 'N11', name: 'Editada', rut });
  for (const [method, body] of [
    ['PUT', { name: 'Otra vez', rut: displayRut('77777778') }],
    ['PATCH', { rut: { a: 1 } }],
  ] as const) {
    const r = await cs(method, '/api/testNote/N11', body);
    expect(r.status, method).toBe(200);
    expect(r.body.rut).toBe(rut);
  }
  expect((await cs('GET', '/api/testNote/N11')).body).toEqual({ id: 'N11', name: 'Otra vez', rut });
});

it('without an id in its form the mock makes the id (the next number here) and accepts a repeated value', async () => {
  const cs = await mock.as('servicio');
  const first = await cs('POST', '/api/testTag', { id: 'T-1', name: 'Tercera' });
  const again = await cs('POST', '/api/testTag', { name: 'Tercera' });
  expect([first.status, again.status]).toEqual([201, 201]);
  expect([first.body, again.body]).toEqual([
    { id: 3, name: 'Tercera' },
    { id: 4, name: 'Tercera' },
  ]);
});

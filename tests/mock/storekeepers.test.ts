/** Mock server: /api/storekeeper/* (docs/legacy-contract.md, Storekeepers). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let admin: Call;
let list: Rec[];

let nextBody = 61_000_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};
const newStorekeeper = (id: string, extra: Rec = {}) => ({
  id,
  code: 'PRB1',
  user: { name: 'Extraportuario Prueba S.A.', email: 'contacto@prueba.cl' },
  opEmail: 'op@prueba.cl',
  informar: true,
  deposit: 1,
  ...extra,
});

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  admin = await mock.as('admin');
  list = (await cs('GET', '/api/storekeeper/list')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('storekeepers', () => {
  // MOCK_ONLY: the seed's exact count.
  it('ADM-STK-002 ADM-STK-003: list and get carry the contract fields', MOCK_ONLY, async () => {
    expect(list).toHaveLength(15);
    const first = list[0]!;
    expect(first).toMatchObject({ user: { login: 'bodega', activated: true } });
    const r = await admin('GET', `/api/storekeeper/${first.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['code', 'deposit', 'id', 'informar', 'opEmail', 'user']);
    expect(Object.keys(r.body.user).sort()).toEqual(['activated', 'email', 'login', 'name']);
    for (const s of list) expect(String(s.code).length).toBeLessThanOrEqual(5);
    expect(new Set(list.map((s) => s.code)).size).toBe(list.length);
  });

  it('ADM-STK-001: storekeeper screens refuse finance and gate (403)', async () => {
    expect((await (await mock.as('finanzas'))('GET', '/api/storekeeper/list')).status).toBe(403);
    expect((await (await mock.as('gate'))('GET', `/api/storekeeper/${list[0]!.id}`)).status).toBe(403);
    expect((await (await mock.as('supervisor'))('GET', '/api/storekeeper/list')).status).toBe(200);
  });

  // MOCK_ONLY: the outbox.
  it(
    'ADM-STK-005 ADM-STK-004: create answers 201 with the entity, creates the user and sends the activation',
    MOCK_ONLY,
    async () => {
      await mock.call('DELETE', '/__mock/outbox');
      const id = freshRut();
      const r = await admin('POST', '/api/storekeeper', newStorekeeper(id));
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id,
        code: 'PRB1',
        user: { login: id, name: 'Extraportuario Prueba S.A.', email: 'contacto@prueba.cl', activated: true },
        opEmail: 'op@prueba.cl',
        informar: true,
        deposit: true,
      });
      const mails = (await mock.call('GET', '/__mock/outbox')).body;
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'contacto@prueba.cl', kind: 'activation' });
      const users = (await admin('GET', `/api/user?login=${id}`)).body;
      // deposit: 1 is a deposit storekeeper: its account also holds AGA_DEPOSIT (ADM-STK-004, P44).
      expect(users[0]).toMatchObject({
        authorities: ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'],
        ownerType: 'storekeeper',
      });
      expect((await admin('POST', '/api/storekeeper', newStorekeeper(id))).status).toBe(409);
    },
  );

  it('ADM-STK-007 ADM-STK-008 ADM-STK-010 ADM-STK-011 ADM-STK-012: validation is 400 with the fields', async () => {
    const r = await cs(
      'POST',
      '/api/storekeeper',
      newStorekeeper('11111111-2', { code: 'ABCDEF', user: { name: '', email: `${'a'.repeat(60)}@x.cl` } }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: {
        id: 'Rut inválido',
        code: 'Longitud máxima superada',
        'user.name': 'Requerido',
        'user.email': 'Longitud máxima superada',
      },
    });
    const noCode = await cs('POST', '/api/storekeeper', newStorekeeper(freshRut(), { code: '' }));
    expect(noCode.body.fields).toEqual({ code: 'Requerido' });
  });

  it('ADM-STK-006: update keeps id, login and state', async () => {
    const target = list[3]!;
    const r = await cs('PUT', `/api/storekeeper/${target.id}`, {
      ...target,
      code: 'NEW1',
      user: { ...target.user, name: 'Nombre Nuevo', login: 'x', activated: !target.user.activated },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: target.id,
      code: 'NEW1',
      user: { login: target.user.login, name: 'Nombre Nuevo', activated: target.user.activated },
    });
    expect((await cs('GET', `/api/storekeeper/${target.id}`)).body.code).toBe('NEW1');
  });

  it('ADM-STK-004 ADM-STK-005 ADM-STK-006 ADM-FUN-015: the deposit flag gives the account ROLE_AGA_DEPOSIT on create and edit, and unchecking takes it away', async () => {
    const rolesOf = async (login: string) =>
      ((await admin('GET', '/api/user')).body as Rec[]).find((u) => u.login === login)?.authorities;
    const plain = freshRut();
    expect((await cs('POST', '/api/storekeeper', newStorekeeper(plain, { deposit: false }))).status).toBe(201);
    expect(await rolesOf(plain)).toEqual(['ROLE_STOREKEEPER']);
    const depot = freshRut();
    const created = (await cs('POST', '/api/storekeeper', newStorekeeper(depot, { deposit: true }))).body;
    expect(await rolesOf(depot)).toEqual(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT']);
    expect((await cs('PUT', `/api/storekeeper/${depot}`, { ...created, deposit: false })).body.deposit).toBe(false);
    expect(await rolesOf(depot)).toEqual(['ROLE_STOREKEEPER']);
    expect((await admin('PUT', `/api/storekeeper/${depot}`, { ...created, deposit: '1' })).body.deposit).toBe(true);
    expect(await rolesOf(depot)).toEqual(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT']);
    // Saving again with the flag set does not add the role twice.
    await cs('PUT', `/api/storekeeper/${depot}`, { ...created, deposit: true });
    expect(await rolesOf(depot)).toEqual(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT']);
  });

  it('ADM-STK-013: block/{id}/true blocks and block/{id}/false unblocks', async () => {
    const target = list[1]!;
    const blocked = await cs('POST', `/api/storekeeper/block/${target.id}/true`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.activated).toBe(false);
    // The target state, not a toggle: blocking twice stays blocked.
    expect((await cs('POST', `/api/storekeeper/block/${target.id}/true`)).body.user.activated).toBe(false);
    expect((await admin('POST', `/api/storekeeper/block/${target.id}/false`)).body.user.activated).toBe(true);
    expect((await cs('POST', `/api/storekeeper/block/${target.id}/quizas`)).status).toBe(400);
    expect((await cs('POST', `/api/storekeeper/block/${freshRut()}/true`)).status).toBe(404);
  });

  it('ADM-STK-013: a blocked storekeeper user cannot log in', async () => {
    await cs('POST', `/api/storekeeper/block/${list[0]!.id}/true`);
    const r = await mock.call('POST', '/login', { form: { username: 'bodega', password: 'Puerto#2026' } });
    expect(r.status).toBe(403);
    await cs('POST', `/api/storekeeper/block/${list[0]!.id}/false`);
    expect((await mock.call('POST', '/login', { form: { username: 'bodega', password: 'Puerto#2026' } })).status).toBe(
      200,
    );
  });

  // MOCK_ONLY: the outbox.
  it('ADM-STK-014 ERR-011: resend activation', MOCK_ONLY, async () => {
    await mock.call('DELETE', '/__mock/outbox');
    const target = list[2]!;
    const r = await cs('POST', `/api/storekeeper/resendactivation/${target.id}`);
    expect(r.body).toEqual({ message: 'Se ha reenviado la activación de la cuenta correctamente' });
    const mails = (await mock.call('GET', '/__mock/outbox')).body;
    expect(mails).toEqual([expect.objectContaining({ to: target.user.email, kind: 'activation-resend' })]);
  });

  it('ADM-STK-015: getByOwner gives the storekeeper’s functionaries, also to the storekeeper itself', async () => {
    const first = list[0]!;
    const r = await cs('GET', `/api/functionary/getByOwner/${first.id}`);
    expect(r.body.length).toBeGreaterThan(0);
    for (const f of r.body) expect(f).toMatchObject({ storekeeper: first.id, storekpRut: first.id, agent_id: null });
    const bodega = await mock.as('bodega');
    expect((await bodega('GET', `/api/functionary/getByOwner/${first.id}`)).body).toEqual(r.body);
    expect((await bodega('GET', `/api/functionary/getByOwner/${list[1]!.id}`)).status).toBe(403);
  });
});

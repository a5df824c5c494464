/** Mock server: the user administration (/api/user, ADM-USR; roles P22). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const v = appMessages.validation;
const STRONG = 'Muelle#Sur2026';

let mock: Mock;
let sup: Call;

beforeAll(async () => {
  mock = await startMock();
  sup = await mock.as('supervisor');
});

afterAll(async () => {
  await mock?.dispose();
});

const newUser = (login: string, extra: Record<string, unknown> = {}) => ({
  login, name: 'Carla Mena Soto', email: `${login}@puerto.cl`, password: STRONG, password2: STRONG, ...extra,
});

describe('user administration', () => {
  it('ADM-USR-001 ADM-USR-002: the list and the detail carry id, name, e-mail, login and state, never a secret', async () => {
    const list = await sup('GET', '/api/user');
    expect(list.status).toBe(200);
    const servicio = list.body.find((u: { login: string }) => u.login === 'servicio');
    expect(servicio).toMatchObject({ id: expect.any(Number), name: 'Marcela Tapia', login: 'servicio', activated: true });
    for (const key of ['passwordHash', 'activationKey', 'resetKey']) expect(JSON.stringify(list.body)).not.toContain(key);
    const one = await sup('GET', `/api/user/${servicio.id}`);
    expect(one.body).toEqual(servicio);
    expect((await sup('GET', '/api/user/999999')).status).toBe(404);
  });

  it('ADM-USR-006 ADM-USR-007 ADM-USR-008 ADM-USR-009 ADM-USR-010 ADM-USR-011: create checks each field with the spec messages; the new user logs in', async () => {
    const empty = await sup('POST', '/api/user', { login: '', name: '', email: 'no-es-correo', password: '', password2: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({ login: v.required, name: v.required, email: v.email, password: v.required });
    const mismatch = await sup('POST', '/api/user', newUser('cmena', { password2: 'Grua#Norte2027' }));
    expect(mismatch.body.fields).toEqual({ password2: v.passwordMismatch });
    const weak = await sup('POST', '/api/user', newUser('cmena', { password: 'corta', password2: 'corta' }));
    expect(weak.body.fields).toEqual({ password: v.password });

    const created = await sup('POST', '/api/user', newUser('cmena'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ login: 'cmena', name: 'Carla Mena Soto', activated: true });
    expect(created.body.passwordHash).toBeUndefined();
    expect((await mock.call('POST', '/login', { form: { username: 'cmena', password: STRONG } })).status).toBe(200);
    const again = await sup('POST', '/api/user', newUser('CMENA'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: '409', message: appMessages.server.userLoginTaken });
  });

  it('ADM-USR-004: edit changes name and e-mail, keeps the password when left blank, and a new one must be confirmed', async () => {
    const { body: user } = await sup('POST', '/api/user', newUser('editado'));
    const edited = await sup('PUT', `/api/user/${user.id}`, { login: 'otro', name: 'Carla Mena', email: 'carla@puerto.cl', password: '', password2: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ login: 'editado', name: 'Carla Mena', email: 'carla@puerto.cl' });
    expect((await mock.call('POST', '/login', { form: { username: 'editado', password: STRONG } })).status).toBe(200);
    const unconfirmed = await sup('PUT', `/api/user/${user.id}`, { name: 'Carla Mena', email: 'carla@puerto.cl', password: 'Grua#Norte2027' });
    expect(unconfirmed.body.fields).toEqual({ password2: v.required });
    expect((await sup('PUT', `/api/user/${user.id}`, { name: '', email: 'carla@puerto.cl' })).body.fields).toEqual({ name: v.required });
    expect((await sup('GET', `/api/user/${user.id}`)).body.name).toBe('Carla Mena');
  });

  it('ADM-USR-003: changeState deactivates and activates; a deactivated user cannot log in; nobody deactivates themselves', async () => {
    const { body: user } = await sup('POST', '/api/user', newUser('estado'));
    const off = await sup('POST', `/api/user/changeState/${user.id}`);
    expect(off.body.activated).toBe(false);
    expect((await mock.call('POST', '/login', { form: { username: 'estado', password: STRONG } })).status).toBe(403);
    expect((await sup('POST', `/api/user/changeState/${user.id}`)).body.activated).toBe(true);
    const self = (await sup('GET', '/api/user')).body.find((u: { login: string }) => u.login === 'supervisor');
    const refused = await sup('POST', `/api/user/changeState/${self.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(appMessages.server.userSelf);
  });

  it('ADM-USR-005: delete removes a staff user; an entity account is blocked from its record instead', async () => {
    const { body: user } = await sup('POST', '/api/user', newUser('borrado'));
    expect((await sup('DELETE', `/api/user/${user.id}`)).status).toBe(200);
    expect((await sup('GET', `/api/user/${user.id}`)).status).toBe(404);
    const aga = (await sup('GET', '/api/user')).body.find((u: { login: string }) => u.login === 'aga');
    const refused = await sup('DELETE', `/api/user/${aga.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(appMessages.server.userOwnedByEntity);
  });

  it('ROLE-002: only the administrator and the supervisor manage users (403 for customer service)', MOCK_ONLY, async () => {
    const cs = await mock.as('servicio');
    expect((await cs('GET', '/api/user')).status).toBe(403);
    expect((await cs('POST', '/api/user', newUser('intruso'))).status).toBe(403);
    const admin = await mock.as('admin');
    expect((await admin('GET', '/api/user')).status).toBe(200);
  });
});

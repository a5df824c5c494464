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
  login,
  name: 'Carla Mena Soto',
  email: `${login}@puerto.cl`,
  password: STRONG,
  password2: STRONG,
  authorities: ['ROLE_CUSTOMER_SERVICE'],
  ...extra,
});

/** Signs in as a user created here. */
async function signIn(login: string): Promise<Call> {
  const r = await mock.call('POST', '/login', { form: { username: login, password: STRONG } });
  const token = r.body.token as string;
  return (method, path, json) => mock.call(method, path, { token, json });
}

describe('user administration', () => {
  it('ADM-USR-001 ADM-USR-002: the list and the detail carry id, name, e-mail, login and state, never a secret', async () => {
    const list = await sup('GET', '/api/user');
    expect(list.status).toBe(200);
    const servicio = list.body.find((u: { login: string }) => u.login === 'servicio');
    expect(servicio).toMatchObject({
      id: expect.any(Number),
      name: 'Marcela Tapia',
      login: 'servicio',
      activated: true,
    });
    for (const key of ['passwordHash', 'activationKey', 'resetKey'])
      expect(JSON.stringify(list.body)).not.toContain(key);
    const one = await sup('GET', `/api/user/${servicio.id}`);
    expect(one.body).toEqual(servicio);
    expect((await sup('GET', '/api/user/999999')).status).toBe(404);
  });

  it('ADM-USR-006 ADM-USR-007 ADM-USR-008 ADM-USR-009 ADM-USR-010 ADM-USR-011: create checks each field with the spec messages; the new user logs in', async () => {
    const empty = await sup('POST', '/api/user', {
      login: '',
      name: '',
      email: 'no-es-correo',
      password: '',
      password2: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      login: v.required,
      name: v.required,
      email: v.email,
      password: v.required,
    });
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
    const edited = await sup('PUT', `/api/user/${user.id}`, {
      login: 'otro',
      name: 'Carla Mena',
      email: 'carla@puerto.cl',
      password: '',
      password2: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ login: 'editado', name: 'Carla Mena', email: 'carla@puerto.cl' });
    expect((await mock.call('POST', '/login', { form: { username: 'editado', password: STRONG } })).status).toBe(200);
    const unconfirmed = await sup('PUT', `/api/user/${user.id}`, {
      name: 'Carla Mena',
      email: 'carla@puerto.cl',
      password: 'Grua#Norte2027',
    });
    expect(unconfirmed.body.fields).toEqual({ password2: v.required });
    expect((await sup('PUT', `/api/user/${user.id}`, { name: '', email: 'carla@puerto.cl' })).body.fields).toEqual({
      name: v.required,
    });
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

  it('ADM-USR-006 ROLE-001 ROLE-002: a new user gets the staff roles chosen and works with them; none, unknown or entity roles are refused (400); ROLE_ADMIN only from the administrator (403)', async () => {
    const admin = await mock.as('admin');
    const none = await sup('POST', '/api/user', newUser('sinroles', { authorities: [] }));
    expect(none.body.fields).toEqual({ authorities: v.required });
    expect((await sup('POST', '/api/user', newUser('sinroles', { authorities: undefined }))).body.fields).toEqual({
      authorities: v.required,
    });
    expect(
      (await sup('POST', '/api/user', newUser('sinroles', { authorities: ['ROLE_INVENTADO'] }))).body.fields,
    ).toEqual({ authorities: v.other });
    for (const entityRole of [
      'ROLE_AGA',
      'ROLE_STOREKEEPER',
      'ROLE_TRUCKINGCO',
      'ROLE_FUNCTIONARY',
      'ROLE_AGN',
      'ROLE_CLIENT',
    ]) {
      const r = await admin('POST', '/api/user', newUser('entidad', { authorities: ['ROLE_GATE', entityRole] }));
      expect([r.status, r.body.fields]).toEqual([400, { authorities: v.entityRole }]);
    }
    for (const above of ['ROLE_ADMIN', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE']) {
      const r = await sup('POST', '/api/user', newUser('escala', { authorities: ['ROLE_GATE', above] }));
      expect(r.body).toEqual({ code: '403', message: appMessages.server.userRoleNotGrantable });
    }
    expect(
      (await sup('GET', '/api/user')).body.some((u: { login: string }) =>
        ['sinroles', 'entidad', 'escala'].includes(u.login),
      ),
    ).toBe(false);
    expect(
      (await admin('POST', '/api/user', newUser('otroadmin', { authorities: ['ROLE_ADMIN'] }))).body.authorities,
    ).toEqual(['ROLE_ADMIN']);

    const created = await sup(
      'POST',
      '/api/user',
      newUser('finanzas2', { authorities: ['ROLE_FINANCIAL', 'ROLE_FINANCIAL', 'ROLE_DOCUMENTARY'] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.authorities).toEqual(['ROLE_FINANCIAL', 'ROLE_DOCUMENTARY']);
    const fin2 = await signIn('finanzas2');
    expect((await fin2('GET', '/api/account')).body.authorities).toEqual(['ROLE_FINANCIAL', 'ROLE_DOCUMENTARY']);
    expect((await fin2('GET', '/api/customer/list')).status).toBe(200);
    expect((await fin2('GET', '/api/user')).status).toBe(403);
  });

  it("ADM-USR-004 ROLE-002: an edit changes a staff user's roles (its sessions end) or keeps them when none are sent; own roles, an entity account's and a user above the caller are refused", async () => {
    const admin = await mock.as('admin');
    const { body: user } = await sup('POST', '/api/user', newUser('roles1', { authorities: ['ROLE_GATE'] }));
    const session = await signIn('roles1');
    const edited = await sup('PUT', `/api/user/${user.id}`, {
      name: user.name,
      email: user.email,
      authorities: ['ROLE_GATE', 'ROLE_SEGURIDAD'],
    });
    expect(edited.body.authorities).toEqual(['ROLE_GATE', 'ROLE_SEGURIDAD']);
    expect((await session('GET', '/api/account')).status).toBe(401);
    expect(
      (await sup('PUT', `/api/user/${user.id}`, { name: 'Otro Nombre', email: user.email })).body.authorities,
    ).toEqual(['ROLE_GATE', 'ROLE_SEGURIDAD']);
    expect(
      (await sup('PUT', `/api/user/${user.id}`, { name: user.name, email: user.email, authorities: [] })).body.fields,
    ).toEqual({ authorities: v.required });
    // The supervisor neither grants nor takes away ROLE_ADMIN; the administrator does.
    expect(
      (await sup('PUT', `/api/user/${user.id}`, { name: user.name, email: user.email, authorities: ['ROLE_ADMIN'] }))
        .status,
    ).toBe(403);
    expect(
      (await admin('PUT', `/api/user/${user.id}`, { name: user.name, email: user.email, authorities: ['ROLE_ADMIN'] }))
        .body.authorities,
    ).toEqual(['ROLE_ADMIN']);
    // Now above the supervisor: out of its reach altogether (edit, deactivate, delete).
    expect((await sup('PUT', `/api/user/${user.id}`, { name: 'Cambio', email: user.email })).body).toEqual({
      code: '403',
      message: appMessages.server.userAbove,
    });
    expect((await sup('POST', `/api/user/changeState/${user.id}`)).status).toBe(403);
    expect((await sup('DELETE', `/api/user/${user.id}`)).status).toBe(403);
    expect((await admin('GET', `/api/user/${user.id}`)).body).toMatchObject({
      name: user.name,
      activated: true,
      authorities: ['ROLE_ADMIN'],
    });

    const list = (await admin('GET', '/api/user')).body as {
      login: string;
      id: number;
      name: string;
      email: string;
      authorities: string[];
    }[];
    const self = list.find((u) => u.login === 'admin')!;
    expect(
      (await admin('PUT', `/api/user/${self.id}`, { name: self.name, email: self.email, authorities: ['ROLE_GATE'] }))
        .body.fields,
    ).toEqual({ authorities: appMessages.server.userOwnRoles });
    const aga = list.find((u) => u.login === 'aga')!;
    const entity = await admin('PUT', `/api/user/${aga.id}`, {
      name: aga.name,
      email: aga.email,
      authorities: [...aga.authorities, 'ROLE_CUSTOMER_SERVICE'],
    });
    expect(entity.body.fields).toEqual({ authorities: v.entityRole });
    // Its roles sent back unchanged are fine (the form sends them with a name change).
    expect(
      (await admin('PUT', `/api/user/${aga.id}`, { name: aga.name, email: aga.email, authorities: aga.authorities }))
        .status,
    ).toBe(200);
    expect((await admin('GET', `/api/user/${aga.id}`)).body.authorities).toEqual(aga.authorities);
  });

  it(
    'ROLE-002: only the administrator and the supervisor manage users (403 for customer service)',
    MOCK_ONLY,
    async () => {
      const cs = await mock.as('servicio');
      expect((await cs('GET', '/api/user')).status).toBe(403);
      expect((await cs('POST', '/api/user', newUser('intruso'))).status).toBe(403);
      const admin = await mock.as('admin');
      expect((await admin('GET', '/api/user')).status).toBe(200);
    },
  );
});

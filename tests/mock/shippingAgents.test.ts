/** Mock server: /api/shippingAgent/* (D1 §7 Shipping agents, ADM-AGN). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let sup: Call;
let agn: Call;
let list: Rec[];

let nextBody = 62_000_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};
const newAgency = (id: string, extra: Rec = {}) => ({
  id,
  user: { name: 'Agencia Marítima Prueba S.A.', email: 'contacto@agenciaprueba.cl' },
  opEmail: 'operaciones@agenciaprueba.cl',
  ...extra,
});

/** The portal account of a login (GET /api/user lists every account). */
const userOf = async (login: string): Promise<Rec | undefined> =>
  ((await sup('GET', '/api/user')).body as Rec[]).find((u) => u.login === login);

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  sup = await mock.as('supervisor');
  agn = await mock.as('agn');
  list = (await cs('GET', '/api/shippingAgent/list')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('shipping agencies', () => {
  it('ADM-AGN-001 ADM-AGN-002: the list is for customer service and the supervisor', async () => {
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]).toMatchObject({ user: { login: 'agn' }, role: 'AGN' });
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'linesOperators', 'opEmail', 'role', 'user']);
    expect((await sup('GET', '/api/shippingAgent/list')).body).toEqual(list);
    expect((await cs('GET', '/api/shippingAgent')).body).toEqual(list);
    for (const user of ['agn', 'finanzas', 'admin', 'aga'])
      expect((await (await mock.as(user))('GET', '/api/shippingAgent/list')).status, user).toBe(403);
  });

  it('ADM-AGN-003 ADM-SHELL-004: management by login (or by RUT) carries user, opEmail, lines and role', async () => {
    const first = list[0]!;
    const byLogin = await cs('GET', '/api/shippingAgent/getbylogin/agn');
    expect(byLogin.status).toBe(200);
    expect(byLogin.body).toEqual(first);
    expect(Object.keys(byLogin.body.user).sort()).toEqual(['activated', 'email', 'login', 'name']);
    expect((await cs('GET', `/api/shippingAgent/getbylogin/${first.id}`)).body).toEqual(first);
    expect((await cs('GET', `/api/shippingAgent/${first.id}`)).body).toEqual(first);
    expect((await cs('GET', '/api/shippingAgent/getbylogin/nadie')).status).toBe(404);
  });

  it('ADM-AGN-004: an AGN user sees its own agency only', async () => {
    const own = await agn('GET', '/api/shippingAgent/getbylogin/agn');
    expect(own.status).toBe(200);
    expect(own.body.user.login).toBe('agn');
    const other = await agn('GET', '/api/shippingAgent/getbylogin/perfil');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: '403', message: appMessages.server.forbidden });
    expect((await agn('GET', `/api/shippingAgent/${list[1]!.id}`)).status).toBe(403);
    expect((await agn('PUT', `/api/shippingAgent/${list[0]!.id}`, list[0])).status).toBe(403);
  });

  // MOCK_ONLY: the outbox.
  it(
    'ADM-AGN-008: create answers 201, creates the AGN account (login = RUT) and sends its activation; a taken RUT is 409',
    MOCK_ONLY,
    async () => {
      await mock.call('DELETE', '/__mock/outbox');
      const id = freshRut();
      const r = await cs(
        'POST',
        '/api/shippingAgent',
        newAgency(id, { linesOperators: [{ id: 'MSC', name: 'x' }], role: 'OTRO' }),
      );
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id,
        user: { login: id, name: 'Agencia Marítima Prueba S.A.', email: 'contacto@agenciaprueba.cl', activated: true },
        opEmail: 'operaciones@agenciaprueba.cl',
        role: 'AGN',
        linesOperators: [],
      });
      const mails = (await mock.call('GET', '/__mock/outbox')).body;
      expect(mails).toEqual([expect.objectContaining({ to: 'contacto@agenciaprueba.cl', kind: 'activation' })]);
      expect(await userOf(id)).toMatchObject({
        login: id,
        authorities: ['ROLE_AGN'],
        rut: id,
        email: 'contacto@agenciaprueba.cl',
      });
      const again = await sup('POST', '/api/shippingAgent', newAgency(id));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(appMessages.organizations.loginTaken);
      expect((await cs('GET', '/api/shippingAgent/list')).body).toHaveLength(list.length + 1);
    },
  );

  it('ADM-AGN-010 ADM-AGN-011 ADM-AGN-012 ADM-AGN-013 ADM-AGN-014 ADM-AGN-015: validation is 400 with the fields, nothing written', async () => {
    const r = await cs(
      'POST',
      '/api/shippingAgent',
      newAgency('76123456-1', { user: { name: 'x'.repeat(81), email: 'no' }, opEmail: `${'a'.repeat(60)}@x.cl` }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: {
        id: 'Rut inválido',
        'user.name': 'Longitud máxima superada',
        'user.email': 'Debe ser un Email válido',
        opEmail: 'Longitud máxima superada',
      },
    });
    expect((await cs('POST', '/api/shippingAgent', newAgency(''))).body.fields).toEqual({ id: 'Requerido' });
    expect((await cs('POST', '/api/shippingAgent', newAgency('1-9'))).body.fields).toEqual({
      id: 'Debe ser más largo',
    });
    // A valid RUT of 13 characters written with dots: over D1 §9's 12.
    const nineDigits = '123456789';
    expect(
      (await cs('POST', '/api/shippingAgent', newAgency(`${nineDigits}-${rutCheckDigit(nineDigits)}`))).body.fields,
    ).toEqual({
      id: 'Longitud máxima superada',
    });
    expect((await cs('GET', '/api/shippingAgent/list')).body.some((a: Rec) => a.id === '76123456-1')).toBe(false);
  });

  it('ADM-AGN-009: update changes the form fields and the account; id, login, state and lines stay', async () => {
    const target = list[2]!;
    const r = await sup('PUT', `/api/shippingAgent/${target.id}`, {
      ...target,
      opEmail: 'nuevo@agencia.cl',
      linesOperators: [],
      role: 'X',
      user: { ...target.user, name: 'Agencia Renombrada S.A.', login: 'otro', activated: !target.user.activated },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...target,
      opEmail: 'nuevo@agencia.cl',
      user: { ...target.user, name: 'Agencia Renombrada S.A.' },
    });
    expect((await cs('GET', `/api/shippingAgent/${target.id}`)).body.user.name).toBe('Agencia Renombrada S.A.');
    expect(await userOf(target.user.login)).toMatchObject({ name: 'Agencia Renombrada S.A.' });
    expect((await cs('PUT', `/api/shippingAgent/${target.id}`, { ...target, opEmail: 'malo' })).status).toBe(400);
  });

  it('ADM-AGN-016: block toggles user.activated and the account; a blocked AGN cannot log in', async () => {
    const id = list[0]!.id;
    const blocked = await cs('POST', `/api/shippingAgent/block/${id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.activated).toBe(false);
    expect((await mock.call('POST', '/login', { form: { username: 'agn', password: 'Puerto#2026' } })).status).toBe(
      403,
    );
    const unblocked = await sup('POST', `/api/shippingAgent/block/${id}`);
    expect(unblocked.body.user.activated).toBe(true);
    expect((await mock.call('POST', '/login', { form: { username: 'agn', password: 'Puerto#2026' } })).status).toBe(
      200,
    );
    expect((await agn('POST', `/api/shippingAgent/block/${id}`)).status).toBe(403);
    expect((await cs('POST', `/api/shippingAgent/block/${freshRut()}`)).status).toBe(404);
  });

  // MOCK_ONLY: the outbox.
  it('ADM-AGN-017 ERR-011: resend activation', MOCK_ONLY, async () => {
    await mock.call('DELETE', '/__mock/outbox');
    const target = list[3]!;
    const r = await cs('POST', `/api/shippingAgent/resendactivation/${target.id}`);
    expect(r.body).toEqual({ message: 'Se ha reenviado la activación de la cuenta correctamente' });
    expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
      expect.objectContaining({ to: target.user.email, kind: 'activation-resend' }),
    ]);
    expect((await agn('POST', `/api/shippingAgent/resendactivation/${list[0]!.id}`)).status).toBe(403);
  });

  it('ADM-AGN-005 ADM-AGN-006 ADM-AGN-007: lines by login; added by CS and the supervisor, removed also by AGA', async () => {
    expect(
      (await agn('GET', '/api/shippingAgent/getlinesoperatorsbylogin/agn')).body.map((l: Rec) => l.id).sort(),
    ).toEqual(['HAMSUD', 'MSC']);
    expect((await agn('POST', '/api/shippingAgent/addline/agn/ZIM')).status).toBe(403);
    expect((await sup('POST', '/api/shippingAgent/addline/agn/ZIM')).body.map((l: Rec) => l.id)).toContain('ZIM');
    const aga = await mock.as('aga');
    expect((await aga('POST', '/api/shippingAgent/deleteline/agn/ZIM')).body.map((l: Rec) => l.id).sort()).toEqual([
      'HAMSUD',
      'MSC',
    ]);
  });
});

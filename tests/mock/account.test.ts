/** Mock server: the caller's own profile, user and agent (docs/legacy-contract.md, Access and account). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { startMock, type Mock, type Rec } from './helpers';

const v = appMessages.validation;

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

describe('GET/POST /api/user/getUser, updateUser', () => {
  it('ACT-001 ACT-004: getUser gives {login, name, email, phone, rut} of the caller', async () => {
    const perfil = await mock.as('perfil');
    const me = (await perfil('GET', '/api/account')).body;
    const r = await perfil('GET', '/api/user/getUser');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ login: 'perfil', name: me.name, email: me.email, phone: null, rut: me.rut });
    // A functionary's phone is its cell number.
    const fun = await mock.as('funcionario');
    expect((await fun('GET', '/api/user/getUser')).body.phone).toMatch(/^569\d{8}$/);
  });

  it('ACT-004 ACT-007: updateUser saves name, e-mail and phone (login and RUT ignored); the agency mirrors them', async () => {
    const perfil = await mock.as('perfil');
    const before = (await perfil('GET', '/api/user/getUser')).body;
    const r = await perfil('POST', '/api/user/updateUser', {
      login: 'otro',
      rut: '11111111-1',
      name: '  Agencia Perfil Ltda. ',
      email: 'perfil@agenciaperfil.cl',
      phone: '56922223333',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      login: 'perfil',
      rut: before.rut,
      name: 'Agencia Perfil Ltda.',
      email: 'perfil@agenciaperfil.cl',
      phone: '56922223333',
    });
    expect((await perfil('GET', '/api/user/getUser')).body).toEqual(r.body);
    expect((await perfil('GET', '/api/account')).body).toMatchObject({
      login: 'perfil',
      name: 'Agencia Perfil Ltda.',
      email: 'perfil@agenciaperfil.cl',
    });
    const cs = await mock.as('servicio');
    const agency = ((await cs('GET', '/api/shippingAgent/list')).body as Rec[]).find((a) => a.user.login === 'perfil')!;
    expect(agency.user).toMatchObject({ name: 'Agencia Perfil Ltda.', email: 'perfil@agenciaperfil.cl' });
    // A partial body keeps the rest; an empty phone clears it.
    const partial = await perfil('POST', '/api/user/updateUser', { phone: '' });
    expect(partial.body).toMatchObject({ name: 'Agencia Perfil Ltda.', email: 'perfil@agenciaperfil.cl', phone: null });
  });

  it('ACT-005 ACT-006 VAL-001: validation errors are 400 {code, message, fields} with the forms’ messages', async () => {
    const perfil = await mock.as('perfil');
    const before = (await perfil('GET', '/api/user/getUser')).body;
    const bad = await perfil('POST', '/api/user/updateUser', { name: '', email: 'no-es-correo', phone: '56 9 1234' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: { name: 'Requerido', email: 'Debe ser un Email válido', phone: 'Debe ser un número' },
    });
    const long = await perfil('POST', '/api/user/updateUser', {
      name: 'N'.repeat(81),
      email: `${'a'.repeat(53)}@mail.cl`,
      phone: '9'.repeat(31),
    });
    expect(long.body.fields).toEqual({
      name: v.maxLength,
      email: 'Longitud máxima superada',
      phone: 'Longitud máxima superada',
    });
    expect((await perfil('POST', '/api/user/updateUser', { email: '' })).body.fields).toEqual({ email: 'Requerido' });
    // Limits themselves pass: 80, 60 and 30 characters.
    const edge = await perfil('POST', '/api/user/updateUser', {
      name: 'N'.repeat(80),
      email: `${'a'.repeat(52)}@mail.cl`,
      phone: '9'.repeat(30),
    });
    expect(edge.status).toBe(200);
    await perfil('POST', '/api/user/updateUser', before);
    expect((await perfil('GET', '/api/user/getUser')).body).toEqual(before);
  });

  it('ACT-002: a role without account editing is 403; an AGA may read its user', async () => {
    const cs = await mock.as('servicio');
    for (const [method, path] of [
      ['GET', '/api/user/getUser'],
      ['POST', '/api/user/updateUser'],
      ['GET', '/api/user/getAgent'],
      ['POST', '/api/user/updateAgent'],
    ] as const) {
      const r = await cs(method, path, method === 'POST' ? { name: 'x', email: 'x@x.cl' } : undefined);
      expect(r.status, path).toBe(403);
      expect(r.body).toEqual({ code: '403', message: appMessages.server.forbidden });
    }
    const gate = await mock.as('gate');
    expect((await gate('GET', '/api/user/getUser')).status).toBe(403);
    const aga = await mock.as('aga');
    expect((await aga('GET', '/api/user/getUser')).body).toMatchObject({ login: 'aga' });
    expect((await mock.call('GET', '/api/user/getUser')).status).toBe(401);
  });
});

describe('GET/POST /api/user/getAgent, updateAgent', () => {
  it('ACT-003: getAgent gives the AGA’s own agent profile', async () => {
    const aga = await mock.as('aga');
    const me = (await aga('GET', '/api/account')).body;
    const r = await aga('GET', '/api/user/getAgent');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['contactInfo', 'emailGuiaDespacho', 'id', 'name', 'user']);
    expect(r.body.id).toBe(me.agentId);
    expect(r.body.user).toEqual({ login: 'aga', email: me.email });
    expect(Object.keys(r.body.contactInfo).sort()).toEqual([
      'contactAddress',
      'contactCity',
      'contactEmail',
      'contactName',
      'contactPhone',
    ]);
  });

  it('ACT-003 ACT-007: updateAgent saves contact data and e-mails; RUT, name, role and flags stay; the user follows', async () => {
    const aga = await mock.as('aga');
    const cs = await mock.as('servicio');
    const profile = (await aga('GET', '/api/user/getAgent')).body;
    const stored = (await cs('GET', `/api/agent/${profile.id}`)).body;
    const r = await aga('POST', '/api/user/updateAgent', {
      ...profile,
      id: '11111111-1',
      name: 'Otro Nombre',
      role: 'FORWARDER',
      activatedGate: false,
      diasDeCredito: 99,
      user: { login: 'otro', email: 'aduanas@agenciaprueba.cl' },
      contactInfo: {
        contactName: 'Ana Soto',
        contactEmail: 'ana.soto@agenciaprueba.cl',
        contactPhone: '56911112222',
        contactAddress: 'Av. Brasil 123',
        contactCity: 'Valparaíso',
      },
      emailGuiaDespacho: 'guias@agenciaprueba.cl',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: profile.id,
      name: profile.name,
      user: { login: 'aga', email: 'aduanas@agenciaprueba.cl' },
      contactInfo: {
        contactName: 'Ana Soto',
        contactEmail: 'ana.soto@agenciaprueba.cl',
        contactPhone: '56911112222',
        contactAddress: 'Av. Brasil 123',
        contactCity: 'Valparaíso',
      },
      emailGuiaDespacho: 'guias@agenciaprueba.cl',
    });
    const after = (await cs('GET', `/api/agent/${profile.id}`)).body;
    expect(after).toMatchObject({
      id: stored.id,
      name: stored.name,
      role: stored.role,
      activatedGate: stored.activatedGate,
      diasDeCredito: stored.diasDeCredito,
      user: { login: 'aga', email: 'aduanas@agenciaprueba.cl', activated: true },
      emailGuiaDespacho: 'guias@agenciaprueba.cl',
    });
    expect(after.contactInfo.contactPhone).toBe('56911112222');
    expect((await aga('GET', '/api/account')).body).toMatchObject({
      email: 'aduanas@agenciaprueba.cl',
      name: stored.name,
    });
    // Optional e-mails may be cleared.
    expect((await aga('POST', '/api/user/updateAgent', { emailGuiaDespacho: '' })).body.emailGuiaDespacho).toBeNull();
  });

  it('ACT-005 ACT-006: phone numeric max 30, e-mails valid max 60 (400 with fields)', async () => {
    const aga = await mock.as('aga');
    const before = (await aga('GET', '/api/user/getAgent')).body;
    const bad = await aga('POST', '/api/user/updateAgent', {
      user: { email: '' },
      contactInfo: {
        contactPhone: 'abc',
        contactEmail: 'x@',
        contactName: 'N'.repeat(36),
        contactCity: 'C'.repeat(31),
      },
      emailGuiaDespacho: `${'g'.repeat(55)}@mail.cl`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: {
        'user.email': 'Requerido',
        'contactInfo.contactName': v.maxLength,
        'contactInfo.contactEmail': 'Debe ser un Email válido',
        'contactInfo.contactPhone': 'Debe ser un número',
        'contactInfo.contactCity': v.maxLength,
        emailGuiaDespacho: 'Longitud máxima superada',
      },
    });
    expect(
      (await aga('POST', '/api/user/updateAgent', { contactInfo: { contactPhone: '1'.repeat(31) } })).body.fields,
    ).toEqual({ 'contactInfo.contactPhone': 'Longitud máxima superada' });
    expect((await aga('GET', '/api/user/getAgent')).body).toEqual(before);
  });

  it('ACT-002 ACT-003: only ROLE_AGA uses the agent profile (functionary, AGN: 403)', async () => {
    for (const login of ['funcionario', 'perfil', 'bodega']) {
      const call = await mock.as(login);
      expect((await call('GET', '/api/user/getAgent')).status, login).toBe(403);
      expect((await call('POST', '/api/user/updateAgent', {})).status, login).toBe(403);
    }
    const aga2 = await mock.as('aga2');
    expect((await aga2('GET', '/api/user/getAgent')).body.user.login).toBe('aga2');
  });
});

/** Mock server: the demo accounts (GET /__mock/demo-users) and the dedicated test accounts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, RECOVERY_RUT } from '../../mock-server/seed/demoUsers';
import { MOCK_ONLY, startMock, type Mock, type Rec } from './helpers';

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

const login = (username: string) => mock.call('POST', '/login', { form: { username, password: DEMO_PASSWORD } });

describe('GET /__mock/demo-users', () => {
  // MOCK_ONLY: /__mock/demo-users.
  it('lists {login, roles, description, group} of every demo user, never a password', MOCK_ONLY, async () => {
    const r = await mock.call('GET', '/__mock/demo-users');
    expect(r.status).toBe(200);
    const list = r.body as Rec[];
    expect(list.map((u) => u.login)).toEqual(DEMO_USERS.map((u) => u.login));
    for (const u of list) {
      expect(Object.keys(u).sort()).toEqual(['description', 'group', 'login', 'roles']);
      expect(u.roles.length).toBeGreaterThan(0);
      expect(u.description.length).toBeGreaterThan(10);
      expect(u.group.length).toBeGreaterThan(3);
    }
    const text = JSON.stringify(list);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text.toLowerCase()).not.toContain('password');
    expect(new Set(list.map((u) => u.group))).toEqual(
      new Set([
        'Servicio al cliente',
        'Finanzas',
        'Administración',
        'Agentes y funcionarios',
        'Navieras',
        'Extraportuarios y transporte',
        'Operación',
        'Estados de cuenta',
      ]),
    );
  });

  // MOCK_ONLY: a proxy server of its own.
  it('it is part of the mock: absent (404) when proxying a legacy server', MOCK_ONLY, async () => {
    const proxy = await startMock({ legacyUrl: mock.url });
    try {
      expect((await proxy.call('GET', '/__mock/demo-users')).status).toBe(404);
    } finally {
      await proxy.dispose();
    }
  });
});

describe('dedicated demo users', () => {
  it('ACC-010 ACC-016 ACC-017 ACC-018: every demo user logs in as its state says', async () => {
    const expected: Record<string, number> = {
      bloqueado: 403,
      cambio: 426,
      cambio2: 426,
      expirada: 428,
      expirada2: 428,
    };
    for (const demo of DEMO_USERS) {
      const r = await login(demo.login);
      expect(r.status, demo.login).toBe(expected[demo.login] ?? 200);
    }
  });

  it('the test accounts have their roles and entities (recupera’s RUT is RECOVERY_RUT)', async () => {
    const accountOf = async (username: string) =>
      (await mock.call('GET', '/api/account', { token: (await login(username)).body.token })).body as Rec;
    expect(await accountOf('recupera')).toMatchObject({
      authorities: ['ROLE_TRUCKINGCO'],
      rut: RECOVERY_RUT,
      ownerType: 'truckingcompany',
      ownerId: RECOVERY_RUT,
    });
    expect(await accountOf('clave')).toMatchObject({ authorities: ['ROLE_STOREKEEPER'], ownerType: 'storekeeper' });
    expect(await accountOf('perfil')).toMatchObject({ authorities: ['ROLE_AGN'], ownerType: 'shippingAgent' });
    expect(await accountOf('intentos')).toMatchObject({ authorities: ['ROLE_CUSTOMER_SERVICE'], ownerType: null });
    const aga = await accountOf('aga');
    const aga2 = await accountOf('aga2');
    expect(aga2).toMatchObject({ authorities: ['ROLE_AGA', 'ROLE_AGA_AGA'], ownerType: 'agent' });
    expect(aga2.agentId).not.toBe(aga.agentId);
    expect(await accountOf('vencido')).toMatchObject({ authorities: ['ROLE_FUNCTIONARY'], agentId: aga.agentId });
    expect((await accountOf('funcionario')).agentId).toBe(aga.agentId);
  });

  it('ACC-021: aga (hence funcionario and vencido) has overdue invoices, aga2 has none', async () => {
    const cs = await mock.as('servicio');
    expect((await cs('GET', '/api/agent/getinvoiceinformation/aga')).body).toEqual({ invoiceOverdue: true });
    expect((await cs('GET', '/api/agent/getinvoiceinformation/aga2')).body).toEqual({ invoiceOverdue: false });
    const vencido = await mock.as('vencido');
    const agentId = (await vencido('GET', '/api/account')).body.agentId;
    expect((await vencido('GET', `/api/agent/getinvoiceinformation/${agentId}`)).body).toEqual({
      invoiceOverdue: true,
    });
  });
});

/** Mock server: /api/functionary/* (D1 §7 Functionaries, ADM-FUN). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let sup: Call;
let aga: Call;
let aga2: Call;
let agn: Call;
let all: Rec[];
let agaId: string;

let nextPerson = 17_000_000;
const personRut = () => {
  const body = String(nextPerson++);
  return `${body}-${rutCheckDigit(body)}`;
};
const newFunctionary = (extra: Rec = {}) => ({
  rut: personRut(),
  user: { name: 'Camila Muñoz Araya', email: 'camila.munoz@agencia.cl', notifications: true },
  cellNumber: '56987654321',
  carnetNumber: '123456789',
  ...extra,
});
const accountOf = async (login: string): Promise<Rec | undefined> =>
  ((await sup('GET', '/api/user')).body as Rec[]).find((u) => u.login === login);

beforeAll(async () => {
  mock = await startMock();
  [cs, sup, aga, aga2, agn] = await Promise.all(
    ['servicio', 'supervisor', 'aga', 'aga2', 'agn'].map((u) => mock.as(u)),
  );
  all = (await cs('GET', '/api/functionary')).body;
  agaId = (await mock.call('GET', '/api/account', { token: await mock.login('aga') })).body.agentId;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('functionary lists', () => {
  it('ADM-FUN-001: customer service and the supervisor list every functionary; others may not', async () => {
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    expect((await sup('GET', '/api/functionary')).body).toEqual(all);
    for (const user of ['aga', 'agn', 'bodega', 'deposito', 'finanzas', 'admin']) {
      const r = await (await mock.as(user))('GET', '/api/functionary');
      expect(r.status, user).toBe(403);
    }
  });

  it('ADM-FUN-002 ADM-FUN-003 ADM-SHELL-003: an owner lists the functionaries of its own login, not another’s', async () => {
    const mine = await aga('GET', '/api/functionary/getByOwner/aga');
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBe(all.filter((f) => f.agent_id === agaId).length);
    for (const f of mine.body)
      expect(f).toMatchObject({ agent_id: agaId, agentRut: agaId, storekeeper: null, agn: null });
    expect((await aga('GET', '/api/functionary/getByOwner/aga2')).status).toBe(403);
    const agency = await agn('GET', '/api/functionary/getByOwner/agn');
    for (const f of agency.body) expect(f.agnName).toBeTruthy();
    expect((await (await mock.as('bodega'))('GET', '/api/functionary/getByOwner/bodega')).body.length).toBeGreaterThan(
      0,
    );
  });

  it('ADM-FUN-004: an owner without functionaries gets an empty list', async () => {
    const body = 63_500_000;
    const id = `${body}-${rutCheckDigit(String(body))}`;
    expect(
      (
        await cs('POST', '/api/shippingAgent', {
          id,
          user: { name: 'Agencia Sin Funcionarios', email: 'a@sinfuncionarios.cl' },
        })
      ).status,
    ).toBe(201);
    expect((await cs('GET', `/api/functionary/getByOwner/${id}`)).body).toEqual([]);
  });

  it('ADM-FUN-005: one functionary by id with its owner and the depot flag; owners read only their own', async () => {
    const target = all.find((f) => f.agent_id === agaId)!;
    const r = await aga('GET', `/api/functionary/${target.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...target, deposit: false });
    expect(Object.keys(r.body.user).sort()).toEqual(['activated', 'email', 'login', 'name', 'notifications']);
    expect(r.body.carnetNumber).toMatch(/^\d{9}$/);
    expect((await aga2('GET', `/api/functionary/${target.id}`)).status).toBe(403);
    expect((await (await mock.as('finanzas'))('GET', `/api/functionary/${target.id}`)).status).toBe(200);
    expect((await cs('GET', '/api/functionary/999999')).status).toBe(404);
  });
});

describe('functionary writes', () => {
  // MOCK_ONLY: the outbox.
  it(
    'ADM-FUN-006 ADM-AGA-046: an AGA creates a functionary of its own agent; its account and activation follow; a taken RUT is 409',
    MOCK_ONLY,
    async () => {
      await mock.call('DELETE', '/__mock/outbox');
      const body = newFunctionary({
        agent_id: 'otro',
        storekeeper: '1-9',
        user: { name: ' Camila Muñoz Araya ', email: 'camila.munoz@agencia.cl', activated: false, login: 'x' },
      });
      const r = await aga('POST', '/api/functionary', body);
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        rut: body.rut,
        agent_id: agaId,
        agentRut: agaId,
        storekeeper: null,
        agn: null,
        deposito: null,
        deposit: false,
        user: {
          login: body.rut,
          name: 'Camila Muñoz Araya',
          email: 'camila.munoz@agencia.cl',
          activated: true,
          notifications: false,
        },
        cellNumber: '56987654321',
        carnetNumber: '123456789',
      });
      expect(r.body.agentName).toBeTruthy();
      expect(await accountOf(body.rut)).toMatchObject({
        authorities: ['ROLE_FUNCTIONARY'],
        rut: body.rut,
        activated: true,
      });
      expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
        expect.objectContaining({ to: 'camila.munoz@agencia.cl', kind: 'activation' }),
      ]);
      const again = await aga2('POST', '/api/functionary', { ...body });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(appMessages.organizations.functionaryTaken);
      expect((await aga('GET', '/api/functionary/getByOwner/aga')).body.map((f: Rec) => f.rut)).toContain(body.rut);
    },
  );

  it('ADM-AGN-018 ADM-STK-016: an agency and a storekeeper create their own; the carnet is an AGA functionary’s only', async () => {
    const byAgency = await agn('POST', '/api/functionary', newFunctionary());
    expect(byAgency.status).toBe(201);
    expect(byAgency.body).toMatchObject({ agn: expect.any(String), agent_id: null, carnetNumber: null });
    expect(byAgency.body.agnName).toBeTruthy();
    const byStorekeeper = await (await mock.as('bodega'))(
      'POST',
      '/api/functionary',
      newFunctionary({ deposit: true }),
    );
    expect(byStorekeeper.status).toBe(201);
    const own = ((await cs('GET', '/api/storekeeper/list')).body as Rec[]).find((k) => k.user.login === 'bodega')!;
    expect(byStorekeeper.body).toMatchObject({
      storekeeper: own.id,
      storekpRut: own.id,
      storekpName: own.user.name,
      agent_id: null,
      agn: null,
      deposito: null,
      deposit: false,
      carnetNumber: null,
    });
    expect((await accountOf(byStorekeeper.body.rut))?.authorities).toEqual(['ROLE_FUNCTIONARY_EXTRAPORTUARIO']);
  });

  it('ADM-FUN-015: a storekeeper that is also a deposit flags depot functionaries, and may clear the flag', async () => {
    const almacen = await mock.as('almacen');
    const created = await almacen('POST', '/api/functionary', newFunctionary({ deposit: true }));
    expect(created.status).toBe(201);
    expect(created.body.deposit).toBe(true);
    expect(created.body.deposito).toBe(created.body.storekeeper);
    expect((await accountOf(created.body.rut))?.authorities).toEqual([
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_FUNCTIONARY_DEPOT',
    ]);
    const cleared = await almacen('PUT', `/api/functionary/${created.body.id}`, { ...created.body, deposit: false });
    expect(cleared.body).toMatchObject({ deposit: false, deposito: null });
    expect((await accountOf(created.body.rut))?.authorities).toEqual(['ROLE_FUNCTIONARY_EXTRAPORTUARIO']);
  });

  it('ADM-FUN-006: customer service, finance and users without an owner entity do not create functionaries', async () => {
    expect((await cs('POST', '/api/functionary', newFunctionary())).status).toBe(403);
    expect((await (await mock.as('finanzas'))('POST', '/api/functionary', newFunctionary())).status).toBe(403);
    expect((await (await mock.as('funcionario'))('POST', '/api/functionary', newFunctionary())).status).toBe(403);
  });

  it('ADM-FUN-009 ADM-FUN-010 ADM-FUN-011 ADM-FUN-012 ADM-FUN-013 ADM-FUN-014: validation is 400 with the fields, nothing written', async () => {
    const before = (await aga('GET', '/api/functionary/getByOwner/aga')).body.length;
    const r = await aga('POST', '/api/functionary', {
      rut: '12345678-9',
      user: { name: '', email: 'no-es-correo' },
      cellNumber: '9 8765',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: {
        rut: 'Rut inválido',
        'user.name': 'Requerido',
        'user.email': 'Debe ser un Email válido',
        cellNumber: 'Debe ser un número',
      },
    });
    expect((await aga('POST', '/api/functionary', { user: { name: 'A', email: '' } })).body.fields).toEqual({
      rut: 'Requerido',
      'user.email': 'Requerido',
    });
    expect((await aga('GET', '/api/functionary/getByOwner/aga')).body.length).toBe(before);
  });

  it('ADM-FUN-007 ADM-AGA-047: the owner and customer service edit a functionary; RUT, login and owner stay', async () => {
    const target = all.find(
      (f) => f.agent_id === agaId && f.user.login !== 'funcionario' && f.user.login !== 'vencido',
    )!;
    const r = await aga('PUT', `/api/functionary/${target.id}`, {
      ...target,
      rut: '11111111-1',
      agent_id: null,
      user: { ...target.user, name: 'Nombre Editado', login: 'otro', activated: false },
      cellNumber: '56900000000',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...target,
      deposit: false,
      cellNumber: '56900000000',
      user: { ...target.user, name: 'Nombre Editado' },
    });
    expect(await accountOf(target.user.login)).toMatchObject({ name: 'Nombre Editado' });
    expect((await aga2('PUT', `/api/functionary/${target.id}`, target)).status).toBe(403);
    expect(
      (await cs('PATCH', `/api/functionary/${target.id}`, { ...target, user: { ...target.user, email: 'malo' } }))
        .status,
    ).toBe(400);
    expect((await cs('PUT', `/api/functionary/${target.id}`, target)).status).toBe(200);
  });

  it('ADM-FUN-016 ADM-FUN-017: block toggles user.activated and the account; a blocked functionary cannot log in', async () => {
    const vencido = all.find((f) => f.user.login === 'vencido')!;
    const blocked = await aga('POST', `/api/functionary/block/${vencido.id}`);
    expect(blocked.body.user.activated).toBe(false);
    expect((await mock.call('POST', '/login', { form: { username: 'vencido', password: 'Puerto#2026' } })).status).toBe(
      403,
    );
    expect((await cs('POST', `/api/functionary/block/${vencido.id}`)).body.user.activated).toBe(true);
    expect((await mock.call('POST', '/login', { form: { username: 'vencido', password: 'Puerto#2026' } })).status).toBe(
      200,
    );
    expect((await agn('POST', `/api/functionary/block/${vencido.id}`)).status).toBe(403);
  });

  // MOCK_ONLY: the outbox.
  it('ADM-FUN-019: resend activation by id and by login', MOCK_ONLY, async () => {
    await mock.call('DELETE', '/__mock/outbox');
    const target = all.find((f) => f.agent_id === agaId)!;
    expect((await aga('POST', `/api/functionary/resendactivation/${target.id}`)).body).toEqual({
      message: appMessages.success.activationResent,
    });
    expect((await sup('POST', `/api/functionary/resendactivationbylogin/${target.user.login}`)).status).toBe(200);
    expect((await aga2('POST', `/api/functionary/resendactivationbylogin/${target.user.login}`)).status).toBe(403);
    expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
      expect.objectContaining({ to: target.user.email, kind: 'activation-resend' }),
      expect.objectContaining({ to: target.user.email, kind: 'activation-resend' }),
    ]);
    expect((await cs('POST', '/api/functionary/resendactivationbylogin/nadie')).status).toBe(404);
  });

  it('ADM-FUN-018: delete removes the functionary and its account', async () => {
    const created = (await aga('POST', '/api/functionary', newFunctionary())).body;
    expect((await aga2('DELETE', `/api/functionary/delete/${created.id}`)).status).toBe(403);
    const r = await aga('DELETE', `/api/functionary/delete/${created.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Funcionario eliminado correctamente' });
    expect((await cs('GET', `/api/functionary/${created.id}`)).status).toBe(404);
    expect(await accountOf(created.rut)).toBeUndefined();
    expect((await aga('DELETE', `/api/functionary/delete/${created.id}`)).status).toBe(404);
  });

  it('ADM-FUN-018: unlink takes the functionary off its owner and disables its account', async () => {
    const created = (await agn('POST', '/api/functionary', newFunctionary())).body;
    const r = await agn('DELETE', `/api/functionary/unlinkfunc/${created.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ agn: null, agnName: null, agent_id: null, user: { activated: false } });
    expect(await accountOf(created.rut)).toMatchObject({ activated: false });
    expect((await agn('GET', '/api/functionary/getByOwner/agn')).body.map((f: Rec) => f.id)).not.toContain(created.id);
    // No longer theirs: only customer service and the supervisor reach it now.
    expect((await agn('GET', `/api/functionary/${created.id}`)).status).toBe(403);
    expect((await cs('GET', `/api/functionary/${created.id}`)).status).toBe(200);
  });
});

describe('owners edit their own', () => {
  it('ADM-AGN-019 ADM-STK-017: an agency and a storekeeper edit their functionaries, not each other’s', async () => {
    const bodega = await mock.as('bodega');
    const agencyOnes = (await agn('GET', '/api/functionary/getByOwner/agn')).body as Rec[];
    const storeOnes = (await bodega('GET', '/api/functionary/getByOwner/bodega')).body as Rec[];
    const a = agencyOnes[0]!;
    const k = storeOnes[0]!;
    const edited = await agn('PUT', `/api/functionary/${a.id}`, { ...a, cellNumber: '56944445555' });
    expect(edited.status).toBe(200);
    expect(edited.body.cellNumber).toBe('56944445555');
    expect(
      (await bodega('PUT', `/api/functionary/${k.id}`, { ...k, user: { ...k.user, name: 'Luis Vega Soto' } })).body.user
        .name,
    ).toBe('Luis Vega Soto');
    expect((await agn('PUT', `/api/functionary/${k.id}`, k)).status).toBe(403);
    expect((await bodega('PUT', `/api/functionary/${a.id}`, a)).status).toBe(403);
    // Customer service edits an agency's functionary too (ADM-AGN-019's roles).
    const byCs = await cs('PUT', `/api/functionary/${a.id}`, { ...edited.body, cellNumber: '56966667777' });
    expect(byCs.status).toBe(200);
    expect(byCs.body.cellNumber).toBe('56966667777');
  });
});

describe('the functionary area', () => {
  it('ADM-FUN-020: an AGA adds a trucking company to its own agent, not to another', async () => {
    const linked = new Set(
      ((await aga('GET', '/api/truckingcompany/truckingcobyaga/aga')).body as Rec[]).map((t) => t.id),
    );
    const free = ((await aga('GET', '/api/truckingcompany/searchall')).body as Rec[]).find((t) => !linked.has(t.id))!;
    const r = await aga('POST', `/api/agent/addtruckingco/${agaId}`, { id: free.id, name: free.name, role: 'HAULIER' });
    expect(r.status).toBe(200);
    expect((r.body as Rec[]).map((t) => t.id)).toContain(free.id);
    const other = (await mock.call('GET', '/api/account', { token: await mock.login('aga2') })).body.agentId;
    expect(
      (await aga('POST', `/api/agent/addtruckingco/${other}`, { id: free.id, name: free.name, role: 'HAULIER' }))
        .status,
    ).toBe(403);
    expect(
      (await (await mock.as('funcionario'))('POST', `/api/agent/addtruckingco/${agaId}`, { id: free.id })).status,
    ).toBe(403);
  });
});

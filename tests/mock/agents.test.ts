/** Mock server: /api/agent/*, agent truckings and functionaries (docs/legacy-contract.md, Agents). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRut, isValidRut, rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let sup: Call;
let fin: Call;
let agents: Rec[];

/** A valid RUT no seeded record uses (seeded companies are 76–79 million). */
let nextBody = 60_000_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};

const newAgent = (id: string, extra: Rec = {}) => ({
  id,
  name: 'Agencia de Aduanas Prueba Ltda.',
  user: { email: 'contacto@prueba.cl' },
  role: 'AGENTE',
  codigoAduana: 'A99',
  isAgentCar: false,
  contactInfo: { contactName: 'Ana Soto', contactPhone: '56911112222', contactCity: 'San Antonio' },
  ...extra,
});
const savePayload = (agent: Rec) => ({
  id: agent.id,
  agent,
  role: agent.role,
  agentCar: agent.isAgentCar === true,
  emailGuiaDespacho: agent.emailGuiaDespacho,
  emailPersonal: agent.emailPersonal,
});

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  sup = await mock.as('supervisor');
  fin = await mock.as('finanzas');
  agents = (await cs('GET', '/api/agent/list')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

beforeEach(async () => {
  await mock.call('DELETE', '/__mock/outbox');
});

const outbox = async () => (await mock.call('GET', '/__mock/outbox')).body as Rec[];

describe('reading agents', () => {
  // MOCK_ONLY: the seed's exact count.
  it('ADM-AGA-001: GET /api/agent/list and GET /api/agent give the whole collection', MOCK_ONLY, async () => {
    expect(agents.length).toBe(60);
    const alias = await cs('GET', '/api/agent');
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(agents);
  });

  it('ADM-AGA-005: an agent carries the contract fields, each read back with its value', async () => {
    const id = freshRut();
    const contactInfo = {
      contactName: 'Lorena Jara',
      contactEmail: 'ljara@olivares.cl',
      contactPhone: '56352211000',
      contactAddress: 'Av. Barros Luco 2150',
      contactCity: 'San Antonio',
    };
    const sent = newAgent(id, {
      name: 'Agencia Olivares Ltda.',
      user: { email: 'contacto@olivares.cl' },
      role: 'AGENTE',
      codigoAduana: 'A27',
      emailGuiaDespacho: 'guias@olivares.cl',
      notes: 'Despacha los lunes',
      automaticGuide: true,
      contactInfo,
    });
    expect((await cs('POST', '/api/agent', savePayload(sent))).status).toBe(201);
    const r = await cs('GET', `/api/agent/${id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      name: 'Agencia Olivares Ltda.',
      contactInfo,
      codigoAduana: 'A27',
      emailGuiaDespacho: 'guias@olivares.cl',
      notes: 'Despacha los lunes',
      automaticGuide: true,
      // Server facts: a non-financial creator's credit days are 0, a new agent is active with gate pass.
      diasDeCredito: 0,
      role: 'AGENTE',
      isAgentCar: false,
      activatedGate: true,
    });
    expect(r.body.user).toEqual({ login: id, email: 'contacto@olivares.cl', activated: true });
    // Any punctuation of the RUT names the same agent.
    expect((await cs('GET', `/api/agent/${formatRut(id)}`)).body.id).toBe(id);
  });

  // MOCK_ONLY: the seed's content.
  it('the seed has vehicle agents, every role, blocked agents and agents without gate pass', MOCK_ONLY, () => {
    expect(agents.some((a) => a.isAgentCar)).toBe(true);
    for (const role of ['AGENTE', 'FORWARDER', 'DEPOSITO', 'EMBARCADOR'])
      expect(agents.some((a) => a.role === role)).toBe(true);
    expect(agents.some((a) => a.user.activated === false)).toBe(true);
    expect(agents.some((a) => a.activatedGate === false)).toBe(true);
  });

  it('ERR-005: an unknown agent is 404 {code, message}', async () => {
    const r = await cs('GET', `/api/agent/${freshRut()}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: '404', message: appMessages.server.notFound });
  });

  it('ADM-AGA-002: agent screens refuse other roles with 403', async () => {
    const gate = await mock.as('gate');
    const r = await gate('GET', '/api/agent/list');
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ code: '403', message: appMessages.server.forbidden });
    expect((await gate('GET', `/api/agent/${agents[0]!.id}`)).status).toBe(403);
    expect((await fin('GET', '/api/agent/list')).status).toBe(200);
  });

  it('ACC-021: invoice information for staff, for the AGA itself (by login or RUT) and its functionary only', async () => {
    const first = agents[0]!;
    expect((await cs('GET', `/api/agent/getinvoiceinformation/${first.id}`)).body).toEqual({ invoiceOverdue: true });
    const aga = await mock.as('aga');
    expect((await aga('GET', '/api/agent/getinvoiceinformation/aga')).body).toEqual({ invoiceOverdue: true });
    expect((await aga('GET', `/api/agent/getinvoiceinformation/${first.id}`)).status).toBe(200);
    expect((await aga('GET', `/api/agent/getinvoiceinformation/${agents[1]!.id}`)).status).toBe(403);
    const fun = await mock.as('funcionario');
    expect((await fun('GET', `/api/agent/getinvoiceinformation/${first.id}`)).body).toEqual({ invoiceOverdue: true });
    const other = agents.find((a) => a.invoiceOverdue === false)!;
    expect((await cs('GET', `/api/agent/getinvoiceinformation/${other.id}`)).body).toEqual({ invoiceOverdue: false });
  });
});

describe('creating and editing agents', () => {
  // MOCK_ONLY: the outbox.
  it(
    'ADM-AGA-007: POST /api/agent creates (201 DTO), creates its user and sends the activation',
    MOCK_ONLY,
    async () => {
      const id = freshRut();
      const r = await cs(
        'POST',
        '/api/agent',
        savePayload(newAgent(formatRut(id), { emailGuiaDespacho: 'guias@prueba.cl' })),
      );
      expect(r.status).toBe(201);
      expect(Object.keys(r.body).sort()).toEqual(['agent', 'isAgentCar', 'role']);
      expect(r.body).toMatchObject({ role: 'AGENTE', isAgentCar: false });
      expect(r.body.agent).toMatchObject({
        id,
        name: 'Agencia de Aduanas Prueba Ltda.',
        user: { login: id, email: 'contacto@prueba.cl', activated: true },
        emailGuiaDespacho: 'guias@prueba.cl',
        activatedGate: true,
        diasDeCredito: 0,
      });
      expect((await cs('GET', `/api/agent/${id}`)).body).toEqual(r.body.agent);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'contacto@prueba.cl', kind: 'activation' });
      expect(mails[0]!.link).toContain(`login=${id}`);
      const admin = await mock.as('admin');
      const users = (await admin('GET', `/api/user?login=${id}`)).body as Rec[];
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ authorities: ['ROLE_AGA', 'ROLE_AGA_AGA'], ownerType: 'agent', ownerId: id });
      expect(users[0]).not.toHaveProperty('passwordHash');
    },
  );

  it('ADM-AGA-010: a vehicle agent gets ROLE_AGA_AUTOS and needs no role', async () => {
    const id = freshRut();
    const r = await sup('POST', '/api/agent', savePayload(newAgent(id, { role: null, isAgentCar: true })));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ role: null, isAgentCar: true });
    const admin = await mock.as('admin');
    expect((await admin('GET', `/api/user?login=${id}`)).body[0].authorities).toEqual(['ROLE_AGA', 'ROLE_AGA_AUTOS']);
  });

  it('ADM-AGA-031 ADM-AGA-030: a non-financial creator gets diasDeCredito 0', async () => {
    const r = await cs('POST', '/api/agent', savePayload(newAgent(freshRut(), { diasDeCredito: 90 })));
    expect(r.status).toBe(201);
    expect(r.body.agent.diasDeCredito).toBe(0);
  });

  it('ADM-AGA-030: only finance changes credit days; finance changes nothing else', async () => {
    const id = freshRut();
    await cs('POST', '/api/agent', savePayload(newAgent(id)));
    const asCs = await cs(
      'PUT',
      `/api/agent/${id}`,
      savePayload({ ...newAgent(id), diasDeCredito: 45, name: 'Nuevo Nombre' }),
    );
    expect(asCs.status).toBe(200);
    expect(asCs.body.agent).toMatchObject({ diasDeCredito: 0, name: 'Nuevo Nombre' });
    const asFin = await fin(
      'PUT',
      `/api/agent/${id}`,
      savePayload({ ...newAgent(id), diasDeCredito: '45', name: 'Otro Nombre' }),
    );
    expect(asFin.status).toBe(200);
    expect(asFin.body.agent).toMatchObject({ diasDeCredito: 45, name: 'Nuevo Nombre' });
  });

  it('ADM-AGA-028 ADM-AGA-029: finance must give numeric credit days', async () => {
    const r = await fin('PUT', `/api/agent/${agents[2]!.id}`, savePayload({ ...agents[2]!, diasDeCredito: 'treinta' }));
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ diasDeCredito: 'Debe ser un número' });
  });

  it('ADM-AGA-032: the personal e-mail is saved for the supervisor and ignored for customer service', async () => {
    const id = freshRut();
    // Customer service neither sets nor reads it (ruling P78): the answer leaves it out, and the supervisor reads none stored.
    expect(
      (await cs('POST', '/api/agent', savePayload(newAgent(id, { emailPersonal: 'cs@gmail.com' })))).body.agent,
    ).not.toHaveProperty('emailPersonal');
    expect((await sup('GET', `/api/agent/${id}`)).body.emailPersonal).toBeNull();
    const r = await sup('PUT', `/api/agent/${id}`, savePayload(newAgent(id, { emailPersonal: 'ana.soto@gmail.com' })));
    expect(r.body.agent.emailPersonal).toBe('ana.soto@gmail.com');
  });

  it('ADM-AGA-008: PUT /api/agent/{id} updates and keeps the server-owned fields', async () => {
    const target = agents[5]!;
    const changed = {
      ...target,
      name: 'Agencia Modificada S.A.',
      notes: 'Nota nueva',
      user: { ...target.user, activated: !target.user.activated, login: 'otro' },
      activatedGate: !target.activatedGate,
    };
    const r = await cs('PUT', `/api/agent/${target.id}`, savePayload(changed));
    expect(r.status).toBe(200);
    expect(r.body.agent).toMatchObject({
      id: target.id,
      name: 'Agencia Modificada S.A.',
      notes: 'Nota nueva',
      activatedGate: target.activatedGate,
    });
    expect(r.body.agent.user).toEqual({ ...target.user });
    expect((await cs('GET', `/api/agent/${target.id}`)).body.name).toBe('Agencia Modificada S.A.');
    expect((await cs('PUT', `/api/agent/${freshRut()}`, savePayload(changed))).status).toBe(404);
  });

  // MOCK_ONLY: the outbox.
  it(
    'ADM-AGA-014 VAL-014 ADM-AGA-015 ADM-AGA-018: invalid records are 400 with the fields, and nothing is saved',
    MOCK_ONLY,
    async () => {
      const r = await cs(
        'POST',
        '/api/agent',
        savePayload(newAgent('12345678-0', { name: '', user: { email: 'no-es-email' } })),
      );
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        code: '400',
        message: appMessages.server.validation,
        fields: { id: 'Rut inválido', name: 'Requerido', 'user.email': 'Debe ser un Email válido' },
      });
      expect((await cs('GET', '/api/agent/12345678-0')).status).toBe(404);
      expect(await outbox()).toEqual([]);
    },
  );

  it('ADM-AGA-025 ADM-AGA-026 ADM-AGA-027 ADM-AGA-023 ADM-AGA-016: role, customs code, phone and lengths', async () => {
    const r = await cs(
      'POST',
      '/api/agent',
      savePayload(
        newAgent(freshRut(), {
          role: null,
          codigoAduana: 'ABCDEF',
          name: 'x'.repeat(81),
          contactInfo: { contactPhone: '56-9-1111' },
        }),
      ),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      role: 'Requerido',
      codigoAduana: 'Longitud máxima superada',
      name: 'Longitud máxima superada',
      'contactInfo.contactPhone': 'Debe ser un número',
    });
    const noCode = await cs('POST', '/api/agent', savePayload(newAgent(freshRut(), { codigoAduana: '' })));
    expect(noCode.body.fields).toEqual({ codigoAduana: 'Requerido' });
  });

  it('ADM-AGA-014 VAL-014: an update with an invalid RUT is 400 and changes nothing', async () => {
    const target = agents[30]!;
    const r = await cs(
      'PUT',
      `/api/agent/${target.id}`,
      savePayload({ ...target, id: '12531909-3', name: 'No debe guardarse' }),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ id: 'Rut inválido' });
    expect((await cs('GET', `/api/agent/${target.id}`)).body.name).toBe(target.name);
  });

  it('ADM-AGA-008 ADM-AGA-011: an update may correct the RUT; links and users follow; a taken RUT is 409', async () => {
    const target = agents[31]!;
    const before = (await cs('GET', `/api/truckingcompany/truckingcobyaga/${target.id}`)).body as Rec[];
    const taken = await cs('PUT', `/api/agent/${target.id}`, savePayload({ ...target, id: agents[32]!.id }));
    expect(taken.status).toBe(409);
    const corrected = freshRut();
    const r = await cs('PUT', `/api/agent/${target.id}`, savePayload({ ...target, id: corrected }));
    expect(r.status).toBe(200);
    expect(r.body.agent.id).toBe(corrected);
    expect((await cs('GET', `/api/agent/${target.id}`)).status).toBe(404);
    expect((await cs('GET', `/api/agent/${corrected}`)).body.name).toBe(target.name);
    const after = (await cs('GET', `/api/truckingcompany/truckingcobyaga/${corrected}`)).body as Rec[];
    expect(after.map((t) => t.id).sort()).toEqual(before.map((t) => t.id).sort());
  });

  it('ADM-AGA-007: an existing RUT is 409', async () => {
    const r = await cs('POST', '/api/agent', savePayload(newAgent(agents[3]!.id)));
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: '409', message: appMessages.server.duplicate });
  });

  it('ADM-AGA-007 ADM-AGA-008: finance may not create (403); gate may not edit (403)', async () => {
    const r = await fin('POST', '/api/agent', savePayload(newAgent(freshRut())));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('403');
    const gate = await mock.as('gate');
    expect((await gate('PUT', `/api/agent/${agents[0]!.id}`, savePayload(agents[0]!))).status).toBe(403);
  });

  it('a body that is not an object is 400', async () => {
    const r = await mock.call('POST', '/api/agent', { token: await mock.login('servicio'), raw: '[1,2]' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('400');
  });
});

describe('agent actions', () => {
  it('ADM-AGA-034 ADM-AGA-035: block toggles user.activated (finance too)', async () => {
    const target = agents.find((a) => a.user.activated)!;
    const blocked = await fin('POST', `/api/agent/block/${target.id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.activated).toBe(false);
    const unblocked = await cs('POST', `/api/agent/block/${target.id}`);
    expect(unblocked.body.user.activated).toBe(true);
    expect((await (await mock.as('gate'))('POST', `/api/agent/block/${target.id}`)).status).toBe(403);
  });

  it('ADM-AGA-036 ADM-AGA-037: blockgate toggles activatedGate only', async () => {
    const target = agents[7]!;
    const r1 = await cs('POST', `/api/agent/blockgate/${target.id}`);
    expect(r1.body.activatedGate).toBe(!target.activatedGate);
    expect(r1.body.user.activated).toBe(target.user.activated);
    const r2 = await sup('POST', `/api/agent/blockgate/${target.id}`);
    expect(r2.body.activatedGate).toBe(target.activatedGate);
  });

  // MOCK_ONLY: the outbox.
  it('ADM-AGA-038 ERR-011: resend activation answers a message and records a new e-mail', MOCK_ONLY, async () => {
    const target = agents[8]!;
    const r = await cs('POST', `/api/agent/resendactivation/${target.id}`);
    expect(r).toMatchObject({ status: 200, body: { message: appMessages.success.activationResent } });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: target.user.email, kind: 'activation-resend', subject: expect.any(String) });
    expect(mails[0]!.link).toMatch(/\/user\/resetPass\?key=[0-9a-f]+/);
    expect((await fin('POST', `/api/agent/resendactivation/${target.id}`)).status).toBe(403);
    expect((await cs('POST', `/api/agent/resendactivation/${freshRut()}`)).status).toBe(404);
  });
});

describe('agent truckings and functionaries', () => {
  // MOCK_ONLY: the seed's exact count.
  it('ADM-AGA-039 ADM-AGA-004: truckingcobyaga lists the agent’s companies with role HAULIER', MOCK_ONLY, async () => {
    const first = agents[0]!;
    const r = await cs('GET', `/api/truckingcompany/truckingcobyaga/${first.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    for (const t of r.body) {
      expect(t).toMatchObject({ role: 'HAULIER', user: { email: expect.any(String), activated: expect.any(Boolean) } });
      expect(t.drivers.length).toBeGreaterThan(0);
      expect(t.trucks.length).toBeGreaterThan(0);
    }
    const aga = await mock.as('aga');
    expect((await aga('GET', '/api/truckingcompany/truckingcobyaga/aga')).body).toEqual(r.body);
    expect((await aga('GET', `/api/truckingcompany/truckingcobyaga/${agents[1]!.id}`)).status).toBe(403);
  });

  // MOCK_ONLY: the seed's exact count.
  it('ADM-AGA-044 ADM-TRK-001: searchall gives every trucking company with drivers and trucks', MOCK_ONLY, async () => {
    const r = await cs('GET', '/api/truckingcompany/searchall');
    expect(r.body).toHaveLength(80);
    const driver = r.body[0].drivers[0];
    expect(driver).toMatchObject({
      status: 'OK',
      cardExpiration: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      license: expect.stringMatching(/^56 9\d{8}$/),
    });
    expect(isValidRut(driver.cardId)).toBe(true);
    expect(r.body[0].trucks[0]).toMatchObject({
      status: 'OK',
      license: expect.stringMatching(/^([A-Z]{2}\d{4}|[A-Z]{4}\d{2})$/),
    });
    expect((await (await mock.as('gate'))('GET', '/api/truckingcompany/searchall')).status).toBe(403);
  });

  it('ADM-AGA-041 ADM-AGA-042 ADM-AGA-043: addtruckingco answers 400, 404, 409 and 200 with the list', async () => {
    const agent = agents[10]!;
    const all = (await cs('GET', '/api/truckingcompany/searchall')).body as Rec[];
    const linked = new Set(
      ((await cs('GET', `/api/truckingcompany/truckingcobyaga/${agent.id}`)).body as Rec[]).map((t) => t.id),
    );
    const candidate = all.find((t) => !linked.has(t.id))!;
    const path = `/api/agent/addtruckingco/${agent.id}`;

    const missing = await cs('POST', path, { name: 'x', role: 'HAULIER' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: '400', message: 'Debe seleccionar un transportista antes de agregar' });

    const unknown = await cs('POST', path, { id: freshRut(), name: 'x', role: 'HAULIER' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: '404', message: 'No se encontró una companía de transporte asociada' });

    const ok = await cs('POST', path, { id: candidate.id, name: candidate.name, role: 'HAULIER' });
    expect(ok.status).toBe(200);
    expect(ok.body.map((t: Rec) => t.id)).toContain(candidate.id);
    expect(ok.body).toHaveLength(linked.size + 1);

    const again = await cs('POST', path, { id: formatRut(candidate.id), name: candidate.name, role: 'HAULIER' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: '409', message: 'El transportista ya ha sido agregado.' });

    expect((await fin('POST', path, { id: candidate.id })).status).toBe(403);
    expect((await cs('POST', `/api/agent/addtruckingco/${freshRut()}`, { id: candidate.id })).status).toBe(404);
  });

  // MOCK_ONLY: the seed's exact count.
  it(
    'ADM-AGA-045: deletetruckingco removes the link (CS, or the AGA for itself) and answers the list',
    MOCK_ONLY,
    async () => {
      const first = agents[0]!;
      const list = (await cs('GET', `/api/truckingcompany/truckingcobyaga/${first.id}`)).body as Rec[];
      const aga = await mock.as('aga');
      const r = await aga('POST', `/api/agent/deletetruckingco/${first.id}`, list[0]);
      expect(r.status).toBe(200);
      expect(r.body.map((t: Rec) => t.id)).toEqual(list.slice(1).map((t) => t.id));
      expect((await aga('POST', `/api/agent/deletetruckingco/${first.id}`, list[0])).status).toBe(404);
      expect((await aga('POST', `/api/agent/deletetruckingco/${agents[1]!.id}`, list[1])).status).toBe(403);
      const byCs = await cs('POST', `/api/agent/deletetruckingco/${first.id}`, list[1]);
      expect(byCs.body).toHaveLength(1);
      expect((await fin('POST', `/api/agent/deletetruckingco/${first.id}`, list[2])).status).toBe(403);
    },
  );

  // MOCK_ONLY: the seed's exact count.
  it('ADM-AGA-004 ADM-FUN-003: getByOwner gives the agent’s functionaries', MOCK_ONLY, async () => {
    const first = agents[0]!;
    const r = await cs('GET', `/api/functionary/getByOwner/${first.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    expect(r.body[0]).toMatchObject({
      agent_id: first.id,
      agentRut: first.id,
      agentName: first.name,
      user: { login: 'funcionario' },
    });
    for (const f of r.body) expect(isValidRut(f.rut)).toBe(true);
    const aga = await mock.as('aga');
    expect((await aga('GET', '/api/functionary/getByOwner/aga')).body).toEqual(r.body);
    expect((await aga('GET', `/api/functionary/getByOwner/${agents[1]!.id}`)).status).toBe(403);
    expect((await cs('GET', `/api/functionary/getByOwner/${freshRut()}`)).body).toEqual([]);
  });
});

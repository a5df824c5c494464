/**
 * Mock server: the truckings of a chosen agent (D1 §6 Trucking, ADM-TRK-003, P45): customer
 * service and documentary pick any agent from `/agent/list` and list, add and remove its trucking
 * companies; an AGA only its own; every other role is refused (403, nothing changed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let doc: Call;
let companies: Rec[];

const byAgent = (agentId: string) => `/api/truckingcompany/truckingcobyaga/${agentId}`;
const add = (agentId: string) => `/api/agent/addtruckingco/${agentId}`;
const remove = (agentId: string) => `/api/agent/deletetruckingco/${agentId}`;
const ref = (t: Rec) => ({ id: t.id, name: t.name, role: 'HAULIER' });

/** An agent without trucking companies (the seed gives some agents none). */
async function agentWithout(call: Call, agents: Rec[]): Promise<Rec> {
  for (const agent of agents) {
    if (((await call('GET', byAgent(agent.id))).body as Rec[]).length === 0) return agent;
  }
  throw new Error('every agent has trucking companies');
}

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  doc = await mock.as('documental');
  companies = (await cs('GET', '/api/truckingcompany/searchall')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('truckings of a chosen agent', () => {
  it('ADM-TRK-003: documentary reads the agent list to choose one — ids and names only; the agent screens keep whole agents', async () => {
    const chooser = await doc('GET', '/api/agent/list');
    expect(chooser.status).toBe(200);
    const whole = (await cs('GET', '/api/agent/list')).body as Rec[];
    expect(chooser.body).toEqual(whole.map((a) => ({ id: a.id, name: a.name })));
    expect(Object.keys(whole[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'user', 'contactInfo', 'diasDeCredito']),
    );
    expect(Object.keys((await (await mock.as('finanzas'))('GET', '/api/agent/list')).body[0])).toContain(
      'diasDeCredito',
    );
    // The export form's agent choosers (EXP-014) read ids and names too: the storekeeper.
    expect((await (await mock.as('bodega'))('GET', '/api/agent/list')).body).toEqual(chooser.body);
    for (const login of ['aga', 'gate', 'transportista', 'admin']) {
      const r = await (await mock.as(login))('GET', '/api/agent/list');
      expect(r.status, login).toBe(403);
      expect(r.body).toMatchObject({ code: '403' });
    }
  });

  it('ADM-TRK-003 ADM-AGA-040 ADM-AGA-041 ADM-AGA-043 ADM-AGA-045: documentary lists, adds and removes the truckings of any agent', async () => {
    const agents = (await doc('GET', '/api/agent/list')).body as Rec[];
    const agent = await agentWithout(doc, agents);
    // ADM-AGA-040: the chosen agent has none (the console shows 'No hay transportistas para esta Agencia').
    expect((await doc('GET', byAgent(agent.id))).body).toEqual([]);
    const company = companies[7]!;
    const added = await doc('POST', add(agent.id), ref(company));
    expect(added.status).toBe(200);
    expect(added.body).toEqual([expect.objectContaining({ id: company.id, role: 'HAULIER' })]);
    expect((await doc('POST', add(agent.id), ref(company))).status).toBe(409);
    expect((await cs('GET', byAgent(agent.id))).body.map((t: Rec) => t.id)).toEqual([company.id]);
    const removed = await doc('POST', remove(agent.id), company);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([]);
    // Any agent: also one that has companies already (the first agent, demo 'aga').
    const first = (await doc('GET', byAgent('aga'))).body as Rec[];
    expect(first.length).toBeGreaterThan(0);
    const other = companies.find((t) => !first.some((f) => f.id === t.id))!;
    expect((await doc('POST', add('aga'), ref(other))).body).toHaveLength(first.length + 1);
    expect((await doc('POST', remove('aga'), other)).body.map((t: Rec) => t.id).sort()).toEqual(
      first.map((t) => t.id).sort(),
    );
  });

  it(
    'ADM-TRK-003 ADM-AGA-045: roles that may not manage an agent’s truckings are refused with 403 and nothing changes',
    MOCK_ONLY,
    async () => {
      const before = (await cs('GET', byAgent('aga2'))).body as Rec[];
      const linked = before[0] ?? companies[2]!;
      if (before.length === 0) await cs('POST', add('aga2'), ref(linked));
      const free = companies.find((t) => t.id !== linked.id && !before.some((b) => b.id === t.id))!;
      const expected = (await cs('GET', byAgent('aga2'))).body;
      // Finance and the administrator read agents' truckings but do not manage them; an AGA manages only
      // its own agent's; company users and gate none.
      for (const login of ['finanzas', 'admin', 'aga', 'transportista', 'bodega', 'gate', 'agn']) {
        const call = await mock.as(login);
        const adding = await call('POST', add('aga2'), ref(free));
        const removing = await call('POST', remove('aga2'), linked);
        expect([login, adding.status, removing.status]).toEqual([login, 403, 403]);
        expect(adding.body).toMatchObject({ code: '403' });
      }
      for (const login of ['transportista', 'gate']) {
        expect((await (await mock.as(login))('GET', byAgent('aga2'))).status, login).toBe(403);
      }
      expect((await cs('GET', byAgent('aga2'))).body).toEqual(expected);
    },
  );

  it('ADM-TRK-003: an AGA manages its own agent’s truckings', async () => {
    const aga = await mock.as('aga');
    const own = (await aga('GET', byAgent('aga'))).body as Rec[];
    const other = companies.find((t) => !own.some((o) => o.id === t.id))!;
    expect((await aga('POST', add('aga'), ref(other))).status).toBe(200);
    const after = await aga('POST', remove('aga'), other);
    expect(after.status).toBe(200);
    expect(after.body.map((t: Rec) => t.id).sort()).toEqual(own.map((t) => t.id).sort());
  });
});

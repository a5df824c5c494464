/**
 * Mock server: personal data and credit terms reach only the roles the spec names (issue 29;
 * ruling P78; Q08, P04): the agent's personal e-mail the supervisor alone, its credit days finance,
 * customer service and the supervisor; a trucking company's personal e-mail the supervisor; a
 * client's credit days and sigla finance and customer service, its finance-only fields finance.
 * The answers leave the rest out — lists, details, the generic service and the agent's own
 * trucking list — not only the console's forms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let as: Record<'servicio' | 'supervisor' | 'finanzas' | 'aga', Call>;

const keysOf = (r: Rec) => Object.keys(r);

beforeAll(async () => {
  mock = await startMock();
  const [servicio, supervisor, finanzas, aga] = await Promise.all(
    ['servicio', 'supervisor', 'finanzas', 'aga'].map((u) => mock.as(u)),
  );
  as = { servicio: servicio!, supervisor: supervisor!, finanzas: finanzas!, aga: aga! };
});
afterAll(async () => {
  await mock?.dispose();
});

describe('personal fields by role', () => {
  it("ADM-AGA-032: the agent's personal e-mail reaches the supervisor alone; its credit days finance, customer service and the supervisor", async () => {
    const agentId = (await as.supervisor('GET', '/api/agent/list')).body[0].id as string;
    for (const [who, email, credit] of [
      ['supervisor', true, true],
      ['servicio', false, true],
      ['finanzas', false, true],
    ] as const) {
      const list = (await as[who]('GET', '/api/agent/list')).body as Rec[];
      const one = (await as[who]('GET', `/api/agent/${agentId}`)).body as Rec;
      for (const record of [list[0]!, one]) {
        expect(keysOf(record).includes('emailPersonal'), `${who} emailPersonal`).toBe(email);
        expect(keysOf(record).includes('diasDeCredito'), `${who} diasDeCredito`).toBe(credit);
        expect(record.name, `${who} sees the rest`).toEqual(expect.any(String));
      }
    }
    // The whole collection (GET /api/agent) answers the same.
    const whole = (await as.finanzas('GET', '/api/agent')).body as Rec[];
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.some((r) => 'emailPersonal' in r)).toBe(false);
    expect(whole.every((r) => 'diasDeCredito' in r)).toBe(true);
  });

  it("ADM-TRK-017: a trucking company's personal e-mail reaches the supervisor alone — not customer service, nor the agent who lists its companies", async () => {
    const all = (await as.supervisor('GET', '/api/truckingcompany/searchall')).body as Rec[];
    expect(all.every((t) => 'emailPersonal' in t)).toBe(true);
    expect(
      ((await as.servicio('GET', '/api/truckingcompany/searchall')).body as Rec[]).some((t) => 'emailPersonal' in t),
    ).toBe(false);
    const agentId = (await as.aga('GET', '/api/account')).body.agentId as string;
    const own = (await as.aga('GET', `/api/truckingcompany/truckingcobyaga/${agentId}`)).body as Rec[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((t) => 'emailPersonal' in t)).toBe(false);
    const one = (await as.servicio('GET', `/api/truckingcompany/${all[0]!.id}`)).body as Rec;
    expect(one).not.toHaveProperty('emailPersonal');
    expect(one.name).toBe(all[0]!.name);
  });

  it("ADM-CLI-045 ADM-CLI-046 ADM-CLI-047: a client's credit days and sigla reach finance and customer service; its finance-only fields finance alone", async () => {
    const byFinance = (await as.finanzas('GET', '/api/client')).body as Rec[];
    const byService = (await as.servicio('GET', '/api/client')).body as Rec[];
    const bySupervisor = (await as.supervisor('GET', '/api/client')).body as Rec[];
    const withCustomer = byFinance.find((c) => c.customer && typeof c.customer === 'object')!;
    expect(withCustomer).toBeDefined();
    const same = byService.find((c) => c.id === withCustomer.id)!;
    const supervised = bySupervisor.find((c) => c.id === withCustomer.id)!;
    for (const field of ['diasDeCredito', 'sigla']) {
      expect(withCustomer.customer).toHaveProperty(field);
      expect(same.customer).toHaveProperty(field);
      expect(supervised.customer, `supervisor ${field}`).not.toHaveProperty(field);
    }
    for (const field of ['clienteRelacionado', 'codigoImputacion', 'validado', 'cobranzaDirecta']) {
      expect(withCustomer.customer, `finanzas ${field}`).toHaveProperty(field);
      expect(same.customer, `servicio ${field}`).not.toHaveProperty(field);
      expect(supervised.customer, `supervisor ${field}`).not.toHaveProperty(field);
    }
    const one = (await as.servicio('GET', `/api/client/${withCustomer.id}`)).body as Rec;
    expect(one.customer).not.toHaveProperty('codigoImputacion');
    expect(one.customer).toHaveProperty('diasDeCredito');
  });
});

/** Mock server: /api/customer/* (docs/legacy-contract.md, Customers; DECISIONS Q43). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDb } from './terminal/demo';
import { rutCheckDigit } from '../../src/domain/rut';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let fin: Call;
let sup: Call;
let gate: Call;
let list: Rec[];

let nextBody = 63_200_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  fin = await mock.as('finanzas');
  sup = await mock.as('supervisor');
  gate = await mock.as('gate');
  list = (await fin('GET', '/api/customer/list')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('customers', () => {
  it(
    'ADM-CUS-001 ADM-CUS-002 ADM-CUS-003 ADM-CUS-004 ADM-CUS-005: the list carries id, name, giro code - name, bloqueado SI/NO, customer {giro, communes}',
    MOCK_ONLY,
    async () => {
      expect(list).toHaveLength(200);
      for (const c of list.slice(0, 20)) {
        expect(c.giro).toMatch(/^\d{6} - .+/);
        expect(['SI', 'NO']).toContain(c.bloqueado);
        expect(c.customer.giro).toBe(String(c.giro).split(' - ')[0]);
        expect(Array.isArray(c.customer.communes)).toBe(true);
      }
      expect((await sup('GET', `/api/customer/${list[0]!.id}`)).body).toEqual(list[0]);
      expect((await fin('GET', `/api/customer/p/${list[0]!.id}`)).body).toEqual(list[0]);
    },
  );

  it('ADM-CUS-001: a role without the clients tab gets 403', async () => {
    expect((await gate('GET', '/api/customer/list')).status).toBe(403);
    expect((await gate('GET', `/api/customer/${list[0]!.id}`)).status).toBe(403);
  });

  it('ADM-CUS-006: create a customer; duplicates 409; invalid RUT refused', async () => {
    const id = freshRut();
    const customer = {
      id,
      name: 'Importadora Norte Ltda.',
      giro: '469000 - Venta al por mayor no especializada',
      diasDeCredito: 30,
      codigoImputacion: 1999,
    };
    const r = await fin('POST', '/api/customer', customer);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id,
      giro: '469000 - Venta al por mayor no especializada',
      bloqueado: 'NO',
      diasDeCredito: 30,
      customer: { giro: '469000' },
    });
    expect((await fin('POST', '/api/customer', customer)).status).toBe(409);
    expect((await fin('POST', '/api/customer', { ...customer, id: '11111111-2' })).body.fields).toEqual({
      id: 'Rut inválido',
    });
    expect((await gate('POST', '/api/customer', { ...customer, id: freshRut() })).status).toBe(403);
  });

  it("ADM-CUS-007 ADM-CUS-008 ADM-CUS-009 ADM-CUS-010 ADM-CUS-011: edit rules with the spec's messages; nothing written on error", async () => {
    const c = list[4]!;
    const bad = await fin('PUT', `/api/customer/${c.id}`, {
      ...c,
      giro: 'comercio',
      diasDeCredito: 'treinta',
      codigoImputacion: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      giro: 'Seleccione uno correcto',
      diasDeCredito: 'Debe ser un número',
      codigoImputacion: 'Requerido',
    });
    expect((await fin('PUT', `/api/customer/${c.id}`, { ...c, diasDeCredito: null })).body.fields).toEqual({
      diasDeCredito: 'Requerido',
    });
    // A well-formed code that is no giro of the list.
    expect((await fin('PUT', `/api/customer/${c.id}`, { ...c, giro: '999999 - Inventado' })).body.fields).toEqual({
      giro: 'Seleccione uno correcto',
    });
    expect((await fin('GET', `/api/customer/${c.id}`)).body).toEqual(c);
    const ok = await fin('PUT', `/api/customer/${c.id}`, { ...c, giro: '110200', diasDeCredito: '60' });
    expect(ok.body).toMatchObject({ giro: '110200 - Elaboración de vinos', diasDeCredito: 60 });
    const client = (await fin('GET', `/api/client/${c.id}`)).body;
    expect(client.customer).toMatchObject({ giro: '110200', diasDeCredito: 60 });
  });

  it('ADM-CUS-012: finance blocks and unblocks through the save (Q43); CS may not', async () => {
    const c = list[5]!;
    const toggled = c.bloqueado === 'SI' ? 'NO' : 'SI';
    expect((await cs('PUT', `/api/customer/${c.id}`, { ...c, bloqueado: toggled })).status).toBe(403);
    const r = await fin('PUT', `/api/customer/${c.id}`, { ...c, bloqueado: toggled });
    expect(r.body.bloqueado).toBe(toggled);
    expect((await fin('PUT', `/api/customer/${c.id}`, { ...r.body, bloqueado: c.bloqueado })).body.bloqueado).toBe(
      c.bloqueado,
    );
    expect((await cs('GET', `/api/client/${c.id}`)).body.customer.bloqueado).toBe(c.bloqueado);
  });

  it('ACC-021: getinvoiceinformation answers invoiceOverdue for staff; 403 for others', async () => {
    const overdue = list.find((c) => c.invoiceOverdue === true)!;
    expect((await fin('GET', `/api/customer/getinvoiceinformation/${overdue.id}`)).body).toEqual({
      invoiceOverdue: true,
    });
    expect((await fin('GET', `/api/customer/getinvoiceinformation/${list[0]!.id}`)).body).toEqual({
      invoiceOverdue: false,
    });
    expect((await gate('GET', `/api/customer/getinvoiceinformation/${list[0]!.id}`)).status).toBe(403);
  });

  it('CASH-014: getunitcustomer answers the address, commune, giro and debt flags of the customer', async () => {
    const c = list.find((x) => x.bloqueado === 'NO' && x.diasDeCredito > 0)!;
    const r = await fin('GET', `/api/customer/getunitcustomer/${c.id}`);
    expect(r.body).toMatchObject({ id: c.id, giro: c.giro, canTakeDebt: true, securityFeeCancelled: false });
    expect(typeof r.body.addressLine1).toBe('string');
  });

  it(
    "CASH-014: getunitcustomer of a terminal unit (its container number) answers that unit's consignee",
    MOCK_ONLY,
    async () => {
      const seed = await seededDb();
      const unit = (seed.unitVisit as Rec[]).find((u) => list.some((c) => c.id === u.consigneeId))!;
      const r = await fin('GET', `/api/customer/getunitcustomer/${unit.id}`);
      expect(r.status).toBe(200);
      expect(r.body.id).toBe(unit.consigneeId);
    },
  );

  it('ADM-CUS-006 ADM-CUS-007: the generic delete of /api/customer/{id} is finance only', async () => {
    const id = freshRut();
    await fin('POST', '/api/customer', {
      id,
      name: 'Borrar S.A.',
      giro: '469000',
      diasDeCredito: 0,
      codigoImputacion: 1999,
    });
    expect((await cs('DELETE', `/api/customer/${id}`)).status).toBe(403);
    expect((await fin('DELETE', `/api/customer/${id}`)).status).toBe(200);
    expect((await fin('GET', `/api/customer/${id}`)).status).toBe(404);
  });

  it(
    "ADM-CUS-008 ADM-CLI-039: a foreign company's customer keeps a free-text giro (its client follows); a Chilean one must pick it",
    MOCK_ONLY,
    async () => {
      const foreign = list.find((c) => c.countryName === 'PE')!;
      expect(foreign).toBeDefined();
      const edited = await fin('PUT', `/api/customer/${foreign.id}`, {
        ...foreign,
        giro: 'Exportación de paltas y arándanos',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.giro).toBe('Exportación de paltas y arándanos');
      expect((await cs('GET', `/api/client/${foreign.id}`)).body.customer.giro).toBe(
        'Exportación de paltas y arándanos',
      );
      const chilean = list[0]!;
      const refused = await fin('PUT', `/api/customer/${chilean.id}`, {
        ...chilean,
        giro: 'Exportación de paltas y arándanos',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.giro).toBe('Seleccione uno correcto');
      expect((await fin('GET', `/api/customer/${chilean.id}`)).body.giro).toBe(chilean.giro);
    },
  );
});

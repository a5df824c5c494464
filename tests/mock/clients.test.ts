/** Mock server: /api/client/*, /api/shipperconsignee/*, /api/giro/{id} (docs/legacy-contract.md, Clients). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { COUNTRIES } from '../../src/domain/countries';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let fin: Call;
let sup: Call;
let gate: Call;
let list: Rec[];

let nextBody = 63_100_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};

const newClient = (id: string, extra: { customer?: Rec; shipperConsignee?: Rec } = {}) => ({
  shipperConsignee: {
    id,
    name: 'Exportadora Prueba SpA',
    notes: 'Cliente de prueba',
    contactInfo: {
      contactName: 'Ana Rojas',
      contactEmail: 'ana@prueba.cl',
      contactAddress: 'Av. Centenario 100',
      contactCity: 'San Antonio',
      contactPhone: '56911112222',
    },
    ...extra.shipperConsignee,
  },
  customer: { countryName: 'CL', stateName: 'San Antonio', giro: '522910', sigla: 'EPS', ...extra.customer },
});

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  fin = await mock.as('finanzas');
  sup = await mock.as('supervisor');
  gate = await mock.as('gate');
  list = (await cs('GET', '/api/client')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('clients', () => {
  it('ADM-CLI-001: the list holds every seeded client with its parts and flags', MOCK_ONLY, async () => {
    expect(list).toHaveLength(200);
    const first = list[0]!;
    expect(Object.keys(first.shipperConsignee).sort()).toEqual(['contactInfo', 'id', 'name', 'notes']);
    expect(Object.keys(first.shipperConsignee.contactInfo).sort()).toEqual([
      'contactAddress',
      'contactCity',
      'contactEmail',
      'contactName',
      'contactPhone',
    ]);
    // Customer service's list: finance's own fields are left out (ADM-CLI-047; ruling P78), finance reads them.
    for (const k of [
      'countryName',
      'stateName',
      'giro',
      'diasDeCredito',
      'sigla',
      'mailCode',
      'observacion',
      'bloqueado',
    ]) {
      expect(first.customer).toHaveProperty(k);
    }
    for (const flag of ['userEnabled', 'clientTracking', 'clientCar', 'existBilling', 'clientChile'])
      expect(typeof first[flag]).toBe('boolean');
    const one = await fin('GET', `/api/client/${first.id}`);
    for (const k of ['cobranzaDirecta', 'clienteRelacionado', 'codigoImputacion', 'validado'])
      expect(one.body.customer).toHaveProperty(k);
    expect(one.body).toEqual({ ...first, customer: { ...first.customer, ...one.body.customer } });
  });

  it('ADM-CLI-009 ADM-CLI-010: a client keeps its shipper record {id, name, notes, contactInfo} and every customer field with its value', async () => {
    const id = freshRut();
    const contactInfo = {
      contactAddress: 'Av. Centenario 300',
      contactCity: 'San Antonio',
      contactPhone: '56933334444',
      contactEmail: 'pagos@completo.cl',
      contactName: 'Rosa Díaz',
    };
    const customer = {
      countryName: 'CL',
      stateName: 'Cartagena',
      giro: '522910',
      diasDeCredito: 30,
      sigla: 'CMP',
      cobranzaDirecta: 'SI',
      clienteRelacionado: 'SI',
      codigoImputacion: 2100,
      validado: 'SI',
      mailCode: 'facturas@completo.cl',
      observacion: 'Paga a 30 días',
      bloqueado: 'NO',
    };
    const created = await fin(
      'POST',
      '/api/client',
      newClient(id, { shipperConsignee: { name: 'Completo SpA', notes: 'Todos los datos', contactInfo }, customer }),
    );
    expect(created.status).toBe(201);
    const read = (await fin('GET', `/api/client/${id}`)).body;
    expect(read.shipperConsignee).toEqual({ id, name: 'Completo SpA', notes: 'Todos los datos', contactInfo });
    expect(read.customer).toMatchObject(customer);
  });

  it('ADM-CLI-001: the clients tab is for CS, finance and supervisor; gate gets 403', async () => {
    expect((await sup('GET', '/api/client')).status).toBe(200);
    expect((await gate('GET', '/api/client')).status).toBe(403);
    expect((await gate('GET', `/api/client/${list[0]!.id}`)).status).toBe(403);
  });

  it('ADM-CLI-003 ADM-CLI-012 ADM-CLI-013 ADM-CLI-014 ADM-CLI-015: CS creates a client with the defaults; its customer record follows', async () => {
    const id = freshRut();
    const r = await cs('POST', '/api/client', newClient(id.replace('-', '')));
    expect(r.status).toBe(201);
    expect(r.body.id).toBe(id);
    expect(r.body.customer).toMatchObject({ countryName: 'CL', diasDeCredito: 0, bloqueado: 'NO' });
    expect((await fin('GET', `/api/client/${id}`)).body.customer).toMatchObject({
      clienteRelacionado: 'NO',
      codigoImputacion: 1999,
      validado: 'NO',
    });
    // CS may not set the financial fields: the sigla sent was ignored (Q08).
    expect(r.body.customer.sigla).toBeNull();
    expect((await cs('GET', `/api/client/${id}`)).body.shipperConsignee.name).toBe('Exportadora Prueba SpA');
    const customer = (await fin('GET', `/api/customer/${id}`)).body;
    expect(customer).toMatchObject({
      id,
      name: 'Exportadora Prueba SpA',
      giro: '522910 - Agencias de aduanas',
      bloqueado: 'NO',
    });
    expect((await cs('POST', '/api/client', newClient(id))).status).toBe(409);
  });

  it('ADM-CLI-016 ADM-CLI-017 ADM-CLI-030 ADM-CLI-038: invalid Chilean data is refused with the spec messages, nothing written', async () => {
    const id = freshRut();
    const bad = await cs(
      'POST',
      '/api/client',
      newClient(`${id.slice(0, -1)}${id.endsWith('1') ? '2' : '1'}`, { customer: { stateName: '', giro: '' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'shipperConsignee.id': 'Rut inválido',
      'customer.stateName': 'Requerido',
      'customer.giro': 'Requerido',
    });
    const unknownGiro = await cs(
      'POST',
      '/api/client',
      newClient(id, { customer: { giro: '999999', stateName: 'Gotham' } }),
    );
    expect(unknownGiro.status).toBe(400);
    expect(unknownGiro.body.fields).toEqual({
      'customer.giro': 'Seleccione uno correcto',
      'customer.stateName': 'Seleccione uno correcto',
    });
    expect((await cs('GET', `/api/client/${id}`)).status).toBe(404);
    expect((await fin('GET', `/api/customer/${id}`)).status).toBe(404);
  });

  it('ADM-CLI-018 ADM-CLI-039: a foreign client takes a free id and a free-text giro, and no commune', async () => {
    const r = await cs(
      'POST',
      '/api/client',
      newClient('ar-30712345', { customer: { countryName: 'AR', giro: 'Importación de vinos', stateName: 'Mendoza' } }),
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      id: 'AR-30712345',
      clientChile: false,
      customer: { countryName: 'AR', giro: 'Importación de vinos' },
    });
    const moved = await cs('PUT', '/api/client/AR-30712345', {
      ...r.body,
      customer: { ...r.body.customer, stateName: 'Mendoza' },
    });
    expect(moved.body.customer.stateName).toBeNull();
    expect(
      (await cs('POST', '/api/client', newClient('AB1', { customer: { countryName: 'PE', giro: 'x' } }))).body.fields,
    ).toEqual({ 'shipperConsignee.id': 'Longitud Rut extranjero: mínimo 4.' });
  });

  it('ADM-CLI-034 ADM-CLI-035 ADM-CLI-047: finance edits credit days (digits, required); CS cannot change them', async () => {
    const client = list[1]!;
    const bad = await fin('PUT', `/api/client/${client.id}`, {
      ...client,
      customer: { ...client.customer, diasDeCredito: '30d' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'customer.diasDeCredito': 'Debe ser un número' });
    const ok = await fin('PUT', `/api/client/${client.id}`, {
      ...client,
      customer: { ...client.customer, diasDeCredito: '45', sigla: 'NUEVA' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.customer).toMatchObject({ diasDeCredito: 45, sigla: 'NUEVA' });
    const byCs = await cs('PUT', `/api/client/${client.id}`, {
      ...ok.body,
      customer: { ...ok.body.customer, diasDeCredito: 90 },
      shipperConsignee: { ...ok.body.shipperConsignee, notes: 'Nota CS' },
    });
    expect(byCs.body.customer.diasDeCredito).toBe(45);
    expect(byCs.body.shipperConsignee.notes).toBe('Nota CS');
    expect((await fin('GET', `/api/customer/${client.id}`)).body.diasDeCredito).toBe(45);
  });

  it('ADM-CLI-041: only finance blocks and unblocks (a save of bloqueado, Q43); CS gets 403; the customer follows', async () => {
    const client = list[2]!;
    const toggled = client.customer.bloqueado === 'SI' ? 'NO' : 'SI';
    const body = { ...client, customer: { ...client.customer, bloqueado: toggled } };
    expect((await cs('PUT', `/api/client/${client.id}`, body)).status).toBe(403);
    expect((await sup('PUT', `/api/client/${client.id}`, body)).status).toBe(403);
    const r = await fin('PUT', `/api/client/${client.id}`, body);
    expect(r.status).toBe(200);
    expect(r.body.customer.bloqueado).toBe(toggled);
    expect((await fin('GET', `/api/customer/${client.id}`)).body.bloqueado).toBe(toggled);
  });

  it('ADM-CLI-042 ADM-CLI-043 ADM-CLI-044: CS activates tracking, then enables the portal user (activation sent), disables it, resends', async () => {
    const created = (await cs('POST', '/api/client', newClient(freshRut()))).body;
    const id = created.id as string;
    expect((await cs('GET', `/api/client/enableclient/${id}`)).body).toEqual({
      code: '400',
      message: appMessages.clients.trackingFirst,
    });
    expect((await cs('POST', `/api/client/resendactivation/${id}`)).body).toEqual({
      code: '400',
      message: appMessages.clients.portalUserFirst,
    });
    expect((await fin('GET', `/api/client/activetracking/${id}`)).status).toBe(403);
    expect((await sup('GET', `/api/client/activetracking/${id}`)).status).toBe(403);
    expect((await cs('GET', `/api/client/activetracking/${id}`)).body.clientTracking).toBe(true);
    const enabled = await cs('GET', `/api/client/enableclient/${id}`);
    expect(enabled.body.userEnabled).toBe(true);
    expect((await fin('GET', `/api/client/enableclient/${id}`)).status).toBe(403);
    expect((await sup('GET', `/api/client/enableclient/${id}`)).status).toBe(403);
    const resent = await sup('POST', `/api/client/resendactivation/${id}`);
    expect(resent.body).toEqual({ message: 'Se ha reenviado la activación de la cuenta correctamente' });
    expect((await fin('POST', `/api/client/resendactivation/${id}`)).status).toBe(403);
    expect((await cs('GET', `/api/client/enableclient/${id}`)).body.userEnabled).toBe(false);
  });

  it(
    'ADM-CLI-043 ADM-CLI-044: enabling (first and again) and resending record activation e-mails to the contact; disabling none',
    MOCK_ONLY,
    async () => {
      const created = (
        await cs(
          'POST',
          '/api/client',
          newClient(freshRut(), {
            shipperConsignee: {
              contactInfo: { contactEmail: 'portal@prueba.cl', contactAddress: 'Calle 1', contactCity: 'Talca' },
            },
          }),
        )
      ).body;
      await mock.call('DELETE', '/__mock/outbox');
      await cs('GET', `/api/client/activetracking/${created.id}`);
      await cs('GET', `/api/client/enableclient/${created.id}`);
      await cs('POST', `/api/client/resendactivation/${created.id}`);
      expect((await cs('GET', `/api/client/enableclient/${created.id}`)).body.userEnabled).toBe(false);
      expect((await cs('GET', `/api/client/enableclient/${created.id}`)).body.userEnabled).toBe(true);
      const mails = (await mock.call('GET', '/__mock/outbox')).body as Rec[];
      // Q07 / P43: each enabling sends the activation, so the console's second line is true.
      expect(mails.map((m) => [m.to, m.kind])).toEqual([
        ['portal@prueba.cl', 'activation'],
        ['portal@prueba.cl', 'activation-resend'],
        ['portal@prueba.cl', 'activation-resend'],
      ]);
    },
  );

  it('ADM-CLI-043: enabling a client without a contact e-mail is refused and changes nothing', async () => {
    const created = (
      await cs(
        'POST',
        '/api/client',
        newClient(freshRut(), {
          shipperConsignee: { contactInfo: { contactEmail: null, contactAddress: 'Calle 1', contactCity: 'Talca' } },
        }),
      )
    ).body;
    await cs('GET', `/api/client/activetracking/${created.id}`);
    expect((await cs('GET', `/api/client/enableclient/${created.id}`)).body).toEqual({
      code: '400',
      message: appMessages.clients.emailRequired,
    });
    expect((await cs('GET', `/api/client/${created.id}`)).body.userEnabled).toBe(false);
  });

  it('ADM-CLI-004: checkuserflag says whether the caller may edit clients', async () => {
    expect((await fin('GET', '/api/client/checkuserflag')).body).toEqual({ checkUserFlag: true });
    expect((await sup('GET', '/api/client/checkuserflag')).body).toEqual({ checkUserFlag: false });
    expect((await sup('PUT', `/api/client/${list[3]!.id}`, list[3])).status).toBe(403);
  });

  it('ADM-CLI-029 ADM-CLI-030 CONST-072: countries (the static file, CL first) and communes for any session', async () => {
    const countries = (await gate('GET', '/api/client/countries')).body as Rec[];
    expect(countries[0]).toEqual({ id: 'CL', name: 'Chile', dial: '56' });
    // The one static file (src/domain/countries.ts) the console's country inputs read too.
    expect(countries).toEqual(COUNTRIES.map((c) => ({ ...c })));
    const communes = (await gate('GET', '/api/client/communes')).body as Rec[];
    expect(communes.length).toBeGreaterThan(100);
    expect(communes).toContainEqual({ id: 'San Antonio', name: 'San Antonio', region: 'Valparaíso' });
  });

  it('ADM-CUS-008: GET /api/giro/{id} answers the giro, 404 for an unknown code', async () => {
    expect((await gate('GET', '/api/giro/522910')).body).toEqual({ id: '522910', name: 'Agencias de aduanas' });
    expect((await gate('GET', '/api/giro/000')).status).toBe(404);
  });
});

describe('shippers/consignees', () => {
  it('ADM-CLI-005 ADM-CLI-006 ADM-CLI-009: list and lookup carry {id, name, notes, contactInfo} and the country', async () => {
    const shippers = (await cs('GET', '/api/shipperconsignee')).body as Rec[];
    expect(shippers.length).toBeGreaterThanOrEqual(200);
    expect(Object.keys(shippers[0]!).sort()).toEqual(['contactInfo', 'countryName', 'id', 'name', 'notes']);
    // Operations look shippers up (D2): any session may.
    expect((await gate('GET', `/api/shipperconsignee/${shippers[0]!.id}`)).body).toEqual(shippers[0]);
    expect((await gate('GET', '/api/shipperconsignee')).status).toBe(403);
  });

  it("ADM-CLI-048: an unknown shipper answers 404 'Cliente no registrado. Por favor, complete los datos necesarios.'", async () => {
    const r = await cs('GET', `/api/shipperconsignee/${freshRut()}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: '404',
      message: 'Cliente no registrado. Por favor, complete los datos necesarios.',
    });
  });

  it('ADM-CLI-007 ADM-CLI-008: create and edit a shipper; invalid data refused; duplicates 409', async () => {
    const id = freshRut();
    const shipper = {
      id,
      name: 'Embarcador Prueba',
      countryName: 'CL',
      contactInfo: { contactAddress: 'Calle 2', contactCity: 'Talca' },
    };
    expect((await cs('POST', '/api/shipperconsignee', { ...shipper, name: '' })).body.fields).toEqual({
      name: 'Requerido',
    });
    const created = await cs('POST', '/api/shipperconsignee', shipper);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id, name: 'Embarcador Prueba', countryName: 'CL' });
    expect((await cs('POST', '/api/shipperconsignee', shipper)).status).toBe(409);
    const edited = await sup('PUT', `/api/shipperconsignee/${id}`, { ...created.body, notes: 'Frecuente' });
    expect(edited.body.notes).toBe('Frecuente');
    expect((await cs('GET', `/api/client/${id}`)).body.shipperConsignee.notes).toBe('Frecuente');
    expect((await gate('POST', '/api/shipperconsignee', { ...shipper, id: freshRut() })).status).toBe(403);
  });
});

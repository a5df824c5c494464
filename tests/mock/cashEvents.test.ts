/** Mock server, cash events (D3 §2.3, §4 Cash, §7.3; Q35; ruling P75): the catalogue, the draft of a container's events, its cash payment by the terrestrial user. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalsOf } from '../../mock-server/modules/invoicing/views';
import type { InvoiceWire } from '../../src/domain/terminalWire/invoices';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let caja: Call;
let finanzas: Call;
let aga: Call;
let unitNbr: string;

beforeAll(async () => {
  mock = await startMock({ port: 8621 });
  [caja, finanzas, aga] = await Promise.all([mock.as('caja'), mock.as('finanzas'), mock.as('aga')]);
  const db = mock.store!.db;
  unitNbr = db.unitVisit.find(
    (u) =>
      u.kind === 'container' &&
      u.category === 'IMPORT' &&
      u.consigneeId &&
      db.customer.some((c) => String(c.id) === u.consigneeId),
  )!.unitNbr;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('cash events', () => {
  it('CASH-001 ROLE-023: the terrestrial cashier and finance read the catalogue and make cash events; an agent may not', async () => {
    const catalogue = (await caja('GET', '/api/eventtype')).body as {
      id: string;
      description: string;
      amount: number;
      unit: string;
    }[];
    expect(catalogue.map((c) => c.id)).toEqual(['PCE-C301', 'PCE-C302', 'PCE-C303', 'PCE-C304', 'PCE-C305']);
    expect(catalogue[0]).toMatchObject({ description: 'Almacenaje adicional', amount: 12, unit: 'DIA' });
    expect((await finanzas('GET', '/api/eventtype')).status).toBe(200);
    expect((await aga('GET', '/api/eventtype')).status).toBe(403);
    expect((await aga('POST', '/api/eventtype', {})).status).toBe(403);
  });

  // MOCK_ONLY: a test user added to the store. The console's side: tests/unit/domain/cashEventRules.test.ts ('CASH-001: …').
  it(
    'CASH-001: the mock answers the event catalogue and takes a cash event from exactly TERRESTRIAL and FINANCIAL, of every role; 403 {code, message} to the rest',
    MOCK_ONLY,
    async () => {
      const cashiers = ['ROLE_FINANCIAL', 'ROLE_TERRESTRIAL'];
      expect(await rolesAdmitted(mock, (call) => call('GET', '/api/eventtype'))).toEqual(cashiers);
      // An empty body: admitted, a 400 for the missing fields — never a draft.
      expect(await rolesAdmitted(mock, (call) => call('POST', '/api/eventtype', {}))).toEqual(cashiers);
    },
  );

  it("CASH-003 CASH-004 CASH-005 CASH-006 CASH-011 CASH-012 CASH-013 CONST-036: the form's rules, on the server too", async () => {
    expect(
      (
        await caja('POST', '/api/eventtype', {
          unitNbr: '',
          date: '',
          cashEvents: [{ event: 'PCE-C301', quantity: '' }],
        })
      ).body.fields,
    ).toEqual({
      unitNbr: 'Requerido',
      date: 'Requerido',
      customerId: 'Requerido',
      'cashEvents.0.quantity': 'Requerido',
    });
    expect(
      (
        await caja('POST', '/api/eventtype', {
          unitNbr: 'ABC123',
          date: '05/11/2025',
          rolCustomer: 'CONSIGNEE',
          cashEvents: [{ event: 'PCE-C301', quantity: 'dos' }],
        })
      ).body.fields,
    ).toEqual({ unitNbr: 'Número de contenedor inválido', 'cashEvents.0.quantity': 'Debe ser un número' });
    expect(
      (
        await caja('POST', '/api/eventtype', {
          unitNbr,
          date: '05/11/2025',
          rolCustomer: 'CONSIGNEE',
          cashEvents: [{ event: 'PCE-C301', quantity: '100' }],
        })
      ).body.fields,
    ).toEqual({ 'cashEvents.0.quantity': 'Debe ser más corto' });
  });

  it('CASH-014 CASH-015 CASH-016 CASH-017 CASH-018: the consignee billed for two events and the security fee; the draft follows the invoice rules and the cashier pays it in cash, not by cheque', async () => {
    const customer = (await caja('GET', `/api/customer/getunitcustomer/${unitNbr}`)).body;
    // Each fact with its value: the client's contact address, commune and region, the customer's giro and credit.
    const client = mock.store!.db.client.find((c) => String(c.id) === customer.id) as Record<string, any>;
    const held = mock.store!.db.customer.find((c) => String(c.id) === customer.id)!;
    expect(customer).toEqual({
      id: customer.id,
      name: held.name,
      addressLine1: client.shipperConsignee.contactInfo.contactAddress,
      city: client.shipperConsignee.contactInfo.contactCity,
      stateName: client.customer.stateName,
      giro: held.giro,
      canTakeDebt: held.bloqueado !== 'SI' && Number(held.diasDeCredito ?? 0) > 0,
      securityFeeCancelled: false,
    });
    expect([customer.addressLine1, customer.city, customer.stateName, customer.giro].every(Boolean)).toBe(true);
    const made = await caja('POST', '/api/eventtype', {
      unitNbr,
      date: '05/11/2025',
      rolCustomer: 'CONSIGNEE',
      securityFee: true,
      cashEvents: [
        { event: 'PCE-C301', quantity: 3 },
        { event: 'PCE-C305', quantity: 1 },
      ],
    });
    expect(made.status).toBe(201);
    const draft = made.body.draftNumber as number;
    const invoice = (await caja('GET', `/api/invoice/${draft}`)).body as InvoiceWire;
    expect(invoice).toMatchObject({
      status: 'DRAFT',
      payeeCustomerId: customer.id,
      forUnit: unitNbr,
      totalCharges: 36 + 5 + 15,
    });
    expect(invoice.summaryCharges.map((l) => [l.tarifId, l.quantity])).toEqual([
      ['PCE-C301', 3],
      ['PCE-C305', 1],
      ['PCE-B126', 1],
    ]);
    // The invoice rules: previewed, then finalized (the customer given credit for the demo).
    const record = mock.store!.db.customer.find((c) => String(c.id) === customer.id)!;
    Object.assign(record, { diasDeCredito: 30, convenio: 'NO' });
    mock.store!.touch('customer', record);
    expect((await caja('GET', `/api/invoice/finalize/${draft}`)).body.message).toBe(
      'Debe previsualizar la prefactura antes de finalizarla.',
    );
    await mock.fetch('GET', `/api/invoice/draftpdf/${draft}`, { token: await mock.login('caja') });
    expect((await caja('GET', `/api/invoice/finalize/${draft}`)).body.message).toBe('Factura finalizada correctamente');
    const owed = totalsOf(mock.store!.findById('invoice', draft)!).totalLocal;
    const items = { paymentItem: [{ invoiceDraftNumber: draft }] };
    const cheque = await caja('POST', '/api/payment/addpayment/true', [
      { type: 'CHECK', localAmount: owed, bankName: 'BancoEstado', checkNumber: '1', paymentItems: items },
    ]);
    expect(cheque.body.message).toBe('Sólo puede pagar en efectivo las facturas de sus propios eventos de caja.');
    const cash = await caja('POST', '/api/payment/addpayment/true', [
      { type: 'CASH', localAmount: owed, paymentItems: items },
    ]);
    expect(cash.status).toBe(201);
    expect(((await caja('GET', `/api/invoice/${draft}`)).body as InvoiceWire).paid).toBe(true);
    // Settled now: the unit's security fee reads as cancelled.
    expect((await caja('GET', `/api/customer/getunitcustomer/${unitNbr}`)).body).toMatchObject({
      securityFeeCancelled: true,
      canTakeDebt: true,
    });
  });
  it("CASH-018: finance pays a cash event's invoice with any means: a cheque is taken", async () => {
    const other = mock.store!.db.unitVisit.find(
      (u) =>
        u.kind === 'container' &&
        u.category === 'IMPORT' &&
        u.unitNbr !== unitNbr &&
        u.consigneeId &&
        mock.store!.db.customer.some((c) => String(c.id) === u.consigneeId),
    )!;
    const made = await finanzas('POST', '/api/eventtype', {
      unitNbr: other.unitNbr,
      date: '05/11/2025',
      rolCustomer: 'CONSIGNEE',
      cashEvents: [{ event: 'PCE-C302', quantity: 2 }],
    });
    expect(made.status).toBe(201);
    const draft = made.body.draftNumber as number;
    const record = mock.store!.db.customer.find(
      (c) => String(c.id) === (other as { consigneeId: string }).consigneeId,
    )!;
    Object.assign(record, { diasDeCredito: 30, convenio: 'NO' });
    mock.store!.touch('customer', record);
    await mock.fetch('GET', `/api/invoice/draftpdf/${draft}`, { token: await mock.login('finanzas') });
    expect((await finanzas('GET', `/api/invoice/finalize/${draft}`)).body.message).toBe(
      'Factura finalizada correctamente',
    );
    const owed = totalsOf(mock.store!.findById('invoice', draft)!).totalLocal;
    const cheque = await finanzas('POST', '/api/payment/addpayment/true', [
      {
        type: 'CHECK',
        localAmount: owed,
        bankName: 'BancoEstado',
        checkNumber: '7',
        checkDate: '05-11-2025',
        paymentItems: { paymentItem: [{ invoiceDraftNumber: draft }] },
      },
    ]);
    expect(cheque.status, JSON.stringify(cheque.body)).toBe(201);
    expect(((await finanzas('GET', `/api/invoice/${draft}`)).body as InvoiceWire).paid).toBe(true);
  });
});

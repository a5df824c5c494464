/** Mock server, payments (D3 §4 Payment, Posting, §7.1; Q33–Q36; ruling P73): registration, idempotency, billing sync, search, posting, receipt, spreadsheet. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../mock-server/modules/invoicing/types';
import { totalsOf } from '../../mock-server/modules/invoicing/views';
import { pdfText } from '../support/pdfText';
import { finalInvoice } from '../support/finalInvoice';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let finanzas: Call;
let aga: Call;
let token: string;
/** A customer with credit whose final unpaid invoices the tests pay. */
const CUSTOMER = '76086428-5';

/** A final unpaid invoice of CUSTOMER owing `usdMinor` (IVA on top) at 943,57. */
const invoice = (usdMinor: number, customerId = CUSTOMER): Invoice =>
  finalInvoice(mock.store!, { usdMinor, customerId });
const owed = (i: Invoice) => totalsOf(i).totalLocal;
const item = (i: Invoice) => ({
  invoiceDraftNumber: i.id,
  amount: totalsOf(i).totalMinor / 100,
  amountLocal: owed(i),
  paidInFull: true,
});
const pay = (lines: Record<string, unknown>[], key?: string) =>
  mock.call('POST', '/api/payment/addpayment/true', {
    token,
    json: lines,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
const PERIOD = { from: '01/11/2025', to: '30/11/2025' };

beforeAll(async () => {
  mock = await startMock({ port: 8619 });
  [finanzas, aga] = await Promise.all([mock.as('finanzas'), mock.as('aga')]);
  token = await mock.login('finanzas');
});
afterAll(async () => {
  await mock?.dispose();
});

describe('registering a payment', () => {
  it('INV-080 CONST-060: the tolerances and the banks come from the server', async () => {
    expect((await finanzas('GET', '/api/payment/tolerancia')).body).toEqual({
      toleranciaPesos: 100,
      toleranciaDolares: 1,
    });
    expect((await finanzas('GET', '/api/payment/bancos')).body).toEqual(
      expect.arrayContaining([{ id: '012', name: 'BancoEstado' }]),
    );
    expect((await aga('GET', '/api/payment/tolerancia')).status).toBe(403);
  });

  it('INV-113 INV-116 INV-119 INV-052: two invoices paid by a cheque and a transfer within tolerance: PAY_OK with a sequence; never paid again', async () => {
    const [a, b] = [invoice(5000), invoice(1500)];
    await mock.store!.commit();
    const total = owed(a) + owed(b);
    const answer = await pay([
      {
        type: 'CHECK',
        localAmount: 30000,
        bankName: 'Banco de Chile',
        checkNumber: '4471',
        checkDate: '05-11-2025',
        paymentItems: { paymentItem: [item(a), item(b)] },
      },
      {
        type: 'WIRE_TRANSFER',
        localAmount: total - 30000 - 40,
        bankName: 'BancoEstado',
        checkNumber: 'TX-1',
        date: '05-11-2025 10:30',
        rutDeposit: '76.086.428-5',
        paymentItems: { paymentItem: [item(a), item(b)] },
      },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 'PAY_OK', chequeNbr: '4471', invoicesError: [] });
    expect(answer.body.itemsPayment[0]).toMatchObject({
      type: 'CHECK',
      rut: CUSTOMER,
      bankName: 'Banco de Chile',
      opNumber: '4471',
      totalLocalAmount: 30000,
    });
    expect(answer.body.itemsPayment[0].sequenceNumber).not.toBe('0');
    expect(answer.body.itemsPayment[0].items.map((x: { numeroFactura: number }) => x.numeroFactura)).toEqual([
      a.finalNumber,
      b.finalNumber,
    ]);
    expect([a.paid, b.paid]).toEqual([true, true]);
    const again = await pay([{ type: 'CASH', localAmount: owed(a), paymentItems: { paymentItem: [item(a)] } }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`La factura ya está pagada. (${a.finalNumber})`);
  });

  it('INV-106 INV-107 INV-108: several invoices outside the tolerance are refused with 823; one invoice must be paid exactly', async () => {
    const [a, b] = [invoice(5000), invoice(1500)];
    await mock.store!.commit();
    const short = await pay([
      { type: 'CASH', localAmount: owed(a) + owed(b) - 500, paymentItems: { paymentItem: [item(a), item(b)] } },
    ]);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({
      message: 'Usted ha seleccionado múltiples facturas por lo que debe pagar el monto total.',
      legacyCode: '823',
    });
    expect(
      (await pay([{ type: 'CASH', localAmount: owed(a) - 10, paymentItems: { paymentItem: [item(a)] } }])).body.message,
    ).toBe('El total del pago a aplicar es inferior al monto pendiente a pagar.');
    expect(
      (await pay([{ type: 'CASH', localAmount: owed(a) + 10, paymentItems: { paymentItem: [item(a)] } }])).body.message,
    ).toBe('El total del pago a aplicar es superior al monto pendiente a pagar.');
    expect(
      (
        await pay([
          { type: 'CASH_US', amount: 20, paymentItems: { paymentItem: [item(a)] } },
          { type: 'CASH', localAmount: 1000, paymentItems: { paymentItem: [item(a)] } },
        ])
      ).body.message,
    ).toBe('Se deben agregar pagos de la misma moneda');
    expect([a.paid, b.paid]).toEqual([false, false]);
    // Dollars pay the USD total exactly.
    const usd = await pay([
      { type: 'CASH_US', amount: totalsOf(a).totalMinor / 100, paymentItems: { paymentItem: [item(a)] } },
    ]);
    expect(usd.body.itemsPayment[0]).toMatchObject({
      type: 'CASH_US',
      totalAmount: totalsOf(a).totalMinor / 100,
      totalLocalAmount: null,
    });
  });

  it('INV-113: a repeated request (a double click, a retry) pays once and answers the same group', async () => {
    const a = invoice(2500);
    await mock.store!.commit();
    const line = [{ type: 'CASH', localAmount: owed(a), paymentItems: { paymentItem: [item(a)] } }];
    const [first, second] = await Promise.all([pay(line, 'k-repeat-1'), pay(line, 'k-repeat-1')]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.groupId).toBe(second.body.groupId);
    expect(mock.store!.db.paymentGroup.filter((g) => g.items.some((i) => i.invoiceDraftNumber === a.id))).toHaveLength(
      1,
    );
  });

  it('INV-096 INV-100: a credit note pays with its balance, which the payment spends; above the balance is refused', async () => {
    const note = mock.store!.db.creditNote.find((n) => n.saldo > 20000)!;
    const a = invoice(1000, note.customerId);
    await mock.store!.commit();
    const before = note.saldo;
    expect(
      (
        await pay([
          {
            type: 'CREDIT_NOTE',
            localAmount: owed(a),
            nroCredit: String(note.id),
            paymentItems: { paymentItem: [item(a)] },
          },
        ])
      ).status,
    ).toBe(201);
    expect(note.saldo).toBe(before - owed(a));
    const b = invoice(Math.ceil((note.saldo + 100_000) / 9.4357 / 1.19), note.customerId);
    await mock.store!.commit();
    expect(
      (
        await pay([
          {
            type: 'CREDIT_NOTE',
            localAmount: owed(b),
            nroCredit: String(note.id),
            paymentItems: { paymentItem: [item(b)] },
          },
        ])
      ).body.message,
    ).toBe('El monto ingresado no puede superar el crédito disponible');
  });
});

describe('billing, search and posting', () => {
  it('INV-117 INV-118 INV-121 INV-122 INV-123 PAY-015 PAY-016 PAY-017: with billing down a payment waits with sequence 0 and no receipt; Sync fails until billing is back, then syncs it', async () => {
    const a = invoice(3000);
    await mock.store!.commit();
    await mock.call('POST', '/__mock/billing', { json: { online: false } });
    const answer = await pay([{ type: 'CASH', localAmount: owed(a), paymentItems: { paymentItem: [item(a)] } }]);
    expect(answer.body).toMatchObject({ type: 'PENDING_SYNC' });
    expect(answer.body.itemsPayment[0].sequenceNumber).toBe('0');
    const group = answer.body.groupId as number;
    expect((await finanzas('GET', `/api/report/payment/${group}`)).body.message).toBe(
      'No se pudo descargar el archivo Pdf.',
    );
    const pending = (await finanzas('POST', '/api/payment', { ...PERIOD, onlyPendings: true })).body as {
      idGrupo: number;
      pending: boolean;
    }[];
    expect(pending.map((g) => g.idGrupo)).toContain(group);
    expect((await finanzas('GET', `/api/payment/resendpaym/${group}`)).body.message).toBe(
      'No se pudo completar la sincronización, inténtelo más tarde.',
    );
    await mock.call('POST', '/__mock/billing', { json: { online: true } });
    const synced = await finanzas('GET', `/api/payment/resendpaym/${group}`);
    expect(synced.body.type).toBe('PAY_OK');
    expect(synced.body.itemsPayment[0].sequenceNumber).not.toBe('0');
    expect(
      ((await finanzas('POST', '/api/payment', { ...PERIOD, onlyPendings: true })).body as { idGrupo: number }[]).map(
        (g) => g.idGrupo,
      ),
    ).not.toContain(group);
    const receipt = await mock.fetch('GET', `/api/report/payment/${group}`, { token });
    const text = pdfText(Buffer.from(await receipt.arrayBuffer()));
    expect(text).toContain(`Pago N° ${group}`);
    expect(text).toContain(`Factura ${a.finalNumber}`);
    expect(text).toContain(`CLP ${new Intl.NumberFormat('es-CL').format(owed(a))}`);
  });

  // MOCK_ONLY: a test user added to the store. The console's side: tests/unit/domain/invoicePermissions.test.ts ('PAY-001 ROLE-020: …').
  it(
    'PAY-001: the mock answers the payment search, sync, posting and spreadsheet to FINANCIAL only, of every role; 403 {code, message} to the rest',
    MOCK_ONLY,
    async () => {
      for (const [method, path, body] of [
        ['POST', '/api/payment', PERIOD],
        ['GET', '/api/payment/resendpaym/999999', undefined],
        ['POST', '/api/payment/contabilizargrupos', []],
        ['POST', '/api/payment/export', PERIOD],
      ] as const)
        expect(await rolesAdmitted(mock, (call) => call(method, path, body)), `${method} ${path}`).toEqual([
          'ROLE_FINANCIAL',
        ]);
    },
  );

  it(
    'PAY-004: the agent list the payment search picks from answers FINANCIAL only, of every role',
    MOCK_ONLY,
    async () => {
      expect(await rolesAdmitted(mock, (call) => call('GET', '/api/invoice/agents'))).toEqual(['ROLE_FINANCIAL']);
    },
  );

  it('PAY-005 PAY-007 PAY-008 PAY-009 PAY-011 PAY-012 PAY-022 VAL-030: the search needs its period, takes number lists, and goes by invoice or payment number (Q36)', async () => {
    expect((await finanzas('POST', '/api/payment', {})).body.fields).toEqual({ from: 'Requerido', to: 'Requerido' });
    expect(
      (await finanzas('POST', '/api/payment', { ...PERIOD, payNbrs: '1;2', facNbrs: '12 a' })).body.fields,
    ).toEqual({
      payNbrs: 'Sólo números separados por coma',
      facNbrs: 'Sólo números separados por coma',
    });
    // Spaces around the commas are allowed.
    expect((await finanzas('POST', '/api/payment', { ...PERIOD, payNbrs: '1, 2', facNbrs: ' 3 ,4' })).status).toBe(200);
    const all = (await finanzas('POST', '/api/payment', PERIOD)).body as {
      idGrupo: number;
      fecha: string;
      montoPagos: number;
      items: { facturaNbr: number; tipoPago: string; montoClp: number }[];
    }[];
    expect(all.length).toBeGreaterThan(2);
    expect(all[0]!.fecha).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const one = all.find((g) => g.items.length === 2)!;
    expect(one.items[0]).toMatchObject({ tipoPago: 'CHECK, WIRE_TRANSFER', repeatedPay: false });
    // Every field of a group and of its items, each of its type.
    expect(Object.keys(one)).toEqual(expect.arrayContaining(['idGrupo', 'montoPagos', 'items']));
    expect(typeof one.montoPagos).toBe('number');
    const kinds = Object.fromEntries(
      Object.entries(one.items[0]!).map(([k, v]) => [k, v === null ? 'null' : typeof v]),
    );
    expect(kinds).toMatchObject({
      sequenceNbr: 'string',
      facturaNbr: 'number',
      nombreCliente: 'string',
      rutCliente: 'string',
      montoTotalFact: 'number',
      tipoPago: 'string',
      montoClp: 'number',
      repeatedPay: 'boolean',
    });
    expect(Object.keys(one.items[0]!)).toEqual(expect.arrayContaining(['nombreAgente', 'rutAgente']));
    const byInvoice = (await finanzas('POST', '/api/payment/byinvoice', { facNbrs: String(one.items[1]!.facturaNbr) }))
      .body as { idGrupo: number }[];
    expect(byInvoice.map((g) => g.idGrupo)).toEqual([one.idGrupo]);
    expect(
      (
        (await finanzas('POST', '/api/payment/bypaynbr', { payNbrs: `${one.idGrupo}, ${all[0]!.idGrupo}` }))
          .body as unknown[]
      ).length,
    ).toBe(one.idGrupo === all[0]!.idGrupo ? 1 : 2);
    expect((await finanzas('POST', '/api/payment', { from: '01/01/2020', to: '02/01/2020' })).body).toEqual([]);
  });

  it('PAY-019 PAY-020 PAY-018: posting needs a selection, refuses a pending group, posts synced ones; the list exports as a spreadsheet', async () => {
    expect((await finanzas('POST', '/api/payment/contabilizargrupos', [])).body).toEqual({
      valor: false,
      mensaje: 'Seleccione los pagos a contabilizar',
    });
    const a = invoice(1200);
    await mock.store!.commit();
    await mock.call('POST', '/__mock/billing', { json: { online: false } });
    const waiting = (await pay([{ type: 'CASH', localAmount: owed(a), paymentItems: { paymentItem: [item(a)] } }])).body
      .groupId as number;
    await mock.call('POST', '/__mock/billing', { json: { online: true } });
    const synced = mock.store!.db.paymentGroup.filter((g) => g.status === 'PAY_OK' && !g.posted).map((g) => g.id);
    const refused = (
      await finanzas(
        'POST',
        '/api/payment/contabilizargrupos',
        [...synced, waiting].map((idGrupo) => ({ idGrupo })),
      )
    ).body;
    expect(refused).toEqual({
      valor: false,
      mensaje: `Los pagos pendientes de sincronización no se pueden contabilizar (${waiting})`,
    });
    const posted = (
      await finanzas(
        'POST',
        '/api/payment/contabilizargrupos',
        synced.map((idGrupo) => ({ idGrupo })),
      )
    ).body;
    expect(posted).toEqual({ valor: true, mensaje: `Pagos contabilizados: ${synced.length}` });
    expect(mock.store!.db.paymentGroup.filter((g) => synced.includes(g.id)).every((g) => g.posted)).toBe(true);
    const res = await fetch(`${mock.url}/api/payment/export`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(PERIOD),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(expect.arrayContaining(['Pago N°', 'Factura', 'Contabilizado']));
    expect(rows.some((r) => r[0] === waiting && r[3] === 'Pendiente de sincronización')).toBe(true);
  });

  it('INV-112: the drafts are checked before paying: a draft or a paid invoice answers valor false with the reason', async () => {
    const a = invoice(900);
    await mock.store!.commit();
    expect((await finanzas('GET', `/api/invoice/validatepay/${a.id}`)).body).toEqual({ valor: true, mensaje: '' });
    const draft = mock.store!.db.invoice.find((i) => i.status === 'DRAFT')!;
    expect((await finanzas('GET', `/api/invoice/validatepay/${a.id},${draft.id}`)).body).toEqual({
      valor: false,
      mensaje: `Sólo se paga una factura finalizada. (${draft.id})`,
    });
  });
});

describe('under load', () => {
  // Its own mock without the test-only check that every write was recorded (the tests above keep it):
  // that check compares the store on every commit, which turns 220 payments from half a second into ten.
  let load: Mock;
  let loadToken: string;
  beforeAll(async () => {
    load = await startMock({ port: 8622, verifyStore: false });
    loadToken = await load.login('finanzas');
  });
  afterAll(async () => {
    await load?.dispose();
  });

  it('INV-113: 200 concurrent payments over 1,000 invoices, a tenth of them sent twice: every invoice paid exactly once, every group adding up', async () => {
    const invoices = Array.from({ length: 1000 }, (_, i) =>
      finalInvoice(load.store!, {
        usdMinor: 500 + (i % 37) * 100,
        customerId: `7${String(6000000 + Math.floor(i / 5))}-${Math.floor(i / 5) % 10}`,
      }),
    );
    await load.store!.commit();
    const pay = (lines: Record<string, unknown>[], key: string) =>
      load.call('POST', '/api/payment/addpayment/true', {
        token: loadToken,
        json: lines,
        headers: { 'Idempotency-Key': key },
      });
    const payments = Array.from({ length: 200 }, (_, p) => {
      const mine = invoices.slice(p * 5, p * 5 + 5);
      return {
        key: `load-${p}`,
        body: [
          {
            type: 'CASH',
            localAmount: mine.reduce((s, i) => s + owed(i), 0),
            paymentItems: { paymentItem: mine.map(item) },
          },
        ],
        mine,
      };
    });
    const sends = [...payments, ...payments.filter((_, p) => p % 10 === 0)];
    const answers = await Promise.all(sends.map((p) => pay(p.body, p.key)));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    const groups = load.store!.db.paymentGroup.filter((g) => g.idempotency?.key.startsWith('load-'));
    expect(groups).toHaveLength(200);
    const paidIn = new Map<number, number>();
    for (const g of groups)
      for (const i of g.items) paidIn.set(i.invoiceDraftNumber, (paidIn.get(i.invoiceDraftNumber) ?? 0) + 1);
    expect(invoices.every((i) => i.paid && paidIn.get(i.id) === 1)).toBe(true);
    for (const g of groups)
      expect(g.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(g.items.reduce((s, i) => s + i.owedLocal, 0));
  }, 60_000);
});

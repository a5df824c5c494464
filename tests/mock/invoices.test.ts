/** Mock server, invoicing from the charge ledger (D3 §4, §7.2; rulings P67, P68): pending charges, drafts, preview, finalize, delete, PDFs. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeWire, InvoiceWire } from '../../src/domain/terminalWire/invoices';
import { formatMoney } from '../../src/domain/formats';
import { pdfText } from '../support/pdfText';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let aga: Call;
let finanzas: Call;
let bodega: Call;
/** A visit and a unit of it with pending import charges of the aga account's agent. */
let visit: string;
let unit: string;
/** A search period holding every seeded invoice (the form's dates, DD/MM/YYYY). */
const ANY_DAY = { fromDate: '01/01/2024', toDate: '31/12/2027' };

beforeAll(async () => {
  mock = await startMock({ port: 8618 });
  [aga, finanzas, bodega] = await Promise.all([mock.as('aga'), mock.as('finanzas'), mock.as('bodega')]);
  const agentId = mock.store!.db.user.find((u) => u.login === 'aga')!.agentId;
  const store = mock.store!;
  const db = store.db;
  // The agent's import operations of one visit, each given a pending security fee (the seed's own are few): the drafts below take them.
  const ops = db.operation.filter(
    (o) =>
      o.agentId === agentId &&
      o.status === 'ACTIVE' &&
      db.unitVisit.find((u) => u.id === o.unitVisitId)?.category === 'IMPORT',
  );
  const byVisit = new Map<string, typeof ops>();
  for (const o of ops) {
    const v = db.unitVisit.find((u) => u.id === o.unitVisitId)!.visitId!;
    byVisit.set(v, [...(byVisit.get(v) ?? []), o]);
  }
  const [best, chosen] = [...byVisit.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  let id = db.charge.reduce((m, c) => Math.max(m, c.id), 0);
  for (const o of chosen.slice(0, 4)) {
    store.insert('charge', {
      id: ++id,
      operationId: o.id,
      operationKind: o.kind,
      unitVisitId: o.unitVisitId,
      tariffId: 'PCE-B126',
      description: 'Tarifa de seguridad (security fee)',
      quantity: 1,
      quantityUnit: 'UNIDAD',
      currency: 'USD',
      unitAmountMinor: 1500,
      amountMinor: 1500,
      status: 'PENDING',
      createdAt: '2025-11-05T12:00:00.000Z',
      voidedAt: null,
      invoiceId: null,
    });
  }
  await store.commit();
  [visit, unit] = [best, db.unitVisit.find((u) => u.id === chosen[0]!.unitVisitId)!.unitNbr];
});
afterAll(async () => {
  await mock?.dispose();
});

describe('invoicing', () => {
  it('INV-013 INV-017 INV-027: the charge search needs a visit and a BL or container (unless only-SF) and lists the units with charges pending, each with its parties', async () => {
    const bad = await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.blOrBooking).toBe(
      'Es necesario ingresar un valor en Bill of Lading o un número de contenedor',
    );
    const found = (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', unit }))
      .body as ChargeWire[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      unitNbr: unit,
      category: 'IMPRT',
      visit,
      consigneeId: expect.any(String),
      selected: false,
    });
    const all = (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', onlySF: true }))
      .body as ChargeWire[];
    expect(all.length).toBeGreaterThan(0);
    // D3 §3 Charge: every field of the record, and an export unit's category reads EXPRT.
    const fields = ['unitNbr', 'category', 'consigneeId', 'shipperId', 'blNbr', 'bookingNbr', 'visit', 'event'];
    for (const key of [...fields, 'agentId', 'storekeeper']) expect(found[0], key).toHaveProperty(key);
    expect(found[0]!.blNbr).toEqual(expect.any(String));
    const exported = (await mock.call('GET', '/__mock/invoicing/pending?login=aga&category=EXPORT')).body as {
      visit: string;
      unitNbr: string;
    }[];
    const [outbound] = (
      await aga('POST', '/api/invoice/searchallcues', {
        visit: exported[0]!.visit,
        category: 'EXPORT',
        unit: exported[0]!.unitNbr,
      })
    ).body as ChargeWire[];
    expect(outbound).toMatchObject({ unitNbr: exported[0]!.unitNbr, category: 'EXPRT', visit: exported[0]!.visit });
    expect(outbound!.bookingNbr).toEqual(expect.any(String));
  });

  it("INV-024 INV-056 INV-062 INV-064 INV-063: a draft of a unit's charges is previewed, then finalized with the next final number; its totals are exact", async () => {
    const [charge] = (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', unit }))
      .body as ChargeWire[];
    const made = await aga('POST', '/api/invoice/generate-sf', {
      units: [unit],
      client: charge!.consigneeId,
      category: 'IMPORT',
      vesselVisit: visit,
      unit,
    });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Prefactura generada correctamente');
    const id = made.body.value as number;
    const draft = (await aga('GET', `/api/invoice/${id}`)).body as InvoiceWire;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      stage: 'draft',
      finalNumber: null,
      numeroFactura: null,
      forUnit: unit,
      forUnits: [unit],
      afecta: true,
      totalLocalCurrency: 'CLP',
      paid: false,
    });
    // D3 §3's record: numbers, dates, amounts, payee, flags, the unit parameter and the lines.
    for (const key of [
      'draftNumber',
      'finalizedDate',
      'created',
      'bookingOrBl',
      'amount',
      'totalCharges',
      'totalTaxes',
      'totalTotal',
      'totalLocalTotal',
      'totalOwed',
      'totalLocalOwed',
      'tasaCambio',
      'payeeCustomerId',
      'payeeCustomerName',
      'payeeCustomerRole',
      'agentId',
      'hasCredit',
    ])
      expect(draft, key).toHaveProperty(key);
    expect(draft.parameters).toEqual([{ metafieldId: 'unitNbr', value: unit, bexuEqId: unit }]);
    expect(draft.summaryCharges[0]).toEqual(
      expect.objectContaining({
        tarifId: expect.any(String),
        quantity: expect.any(Number),
        quantityUnit: expect.any(String),
        description: expect.any(String),
        totalAmount: expect.any(Number),
      }),
    );
    expect(Math.round((draft.totalCharges + draft.totalTaxes) * 100)).toBe(Math.round(draft.totalTotal * 100));
    expect(draft.totalLocalTotal % 10).toBe(0);
    // Each charge is invoiced once: the unit has nothing pending now.
    expect((await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', unit })).body).toEqual([]);
    const again = await aga('POST', '/api/invoice/generate-sf', {
      units: [unit],
      client: charge!.consigneeId,
      category: 'IMPORT',
      vesselVisit: visit,
      unit,
    });
    expect(again.status).toBe(409);

    const early = await aga('GET', `/api/invoice/finalize/${id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Debe previsualizar la prefactura antes de finalizarla.');
    const pdf = await mock.fetch('GET', `/api/invoice/draftpdf/${id}`, { token: await mock.login('aga') });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`Prefactura N° ${id}`);
    // The totals read back from the document: subtotal, IVA, total in USD and in CLP, as the answer gives them.
    for (const amount of [
      formatMoney(draft.totalCharges, 'USD'),
      formatMoney(draft.totalTaxes, 'USD'),
      formatMoney(draft.totalTotal, 'USD'),
      formatMoney(draft.totalLocalTotal, 'CLP'),
    ]) {
      expect(text, amount).toContain(amount);
    }
    const customer = mock.store!.db.customer.find((c) => String(c.id) === charge!.consigneeId)!;
    Object.assign(customer, { diasDeCredito: 30, convenio: 'NO' });
    mock.store!.touch('customer', customer);
    const lastFinal = Math.max(...mock.store!.db.invoice.map((i) => i.finalNumber ?? 0));
    const done = await aga('GET', `/api/invoice/finalize/${id}`);
    expect(done.body.message).toBe('Factura finalizada correctamente');
    // The next number of the sequence, without a gap.
    expect(done.body.invoice).toMatchObject({ status: 'FINAL', stage: 'finalized', finalNumber: lastFinal + 1 });
    expect((await aga('GET', `/api/invoice/finalize/${id}`)).body.message).toBe('La prefactura ya fue finalizada.');
  });

  it('INV-066 INV-067 INV-068 INV-053: finalizing refuses an agreement customer or one without credit; finance deletes a draft and its charges are pending again', async () => {
    const [charge] = (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', onlySF: true }))
      .body as ChargeWire[];
    const customer = mock.store!.db.customer.find((c) => String(c.id) === charge!.consigneeId)!;
    const id = (
      await aga('POST', '/api/invoice/generate-sf', {
        units: [charge!.unitNbr],
        client: charge!.consigneeId,
        category: 'IMPORT',
        vesselVisit: visit,
        onlySF: true,
      })
    ).body.value as number;
    await mock.fetch('GET', `/api/invoice/draftpdf/${id}`, { token: await mock.login('aga') });
    Object.assign(customer, { convenio: 'STI', diasDeCredito: 30 });
    mock.store!.touch('customer', customer);
    expect((await aga('GET', `/api/invoice/finalize/${id}`)).body.message).toBe(
      'El cliente tiene convenio: la factura se finaliza en la oficina de Finanzas.',
    );
    Object.assign(customer, { convenio: 'NO', diasDeCredito: 0 });
    mock.store!.touch('customer', customer);
    expect((await aga('GET', `/api/invoice/finalize/${id}`)).body.message).toBe(
      'El cliente no tiene crédito disponible para finalizar la factura.',
    );
    expect((await aga('DELETE', `/api/invoice/delete/${id}`)).status).toBe(403);
    expect((await finanzas('DELETE', `/api/invoice/delete/${id}`)).body.message).toBe('Draft eliminado correctamente');
    expect(
      (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', unit: charge!.unitNbr }))
        .body as ChargeWire[],
    ).toHaveLength(1);
  });

  it(
    "a deleted draft's number is never given to another draft, not even after a restart (an old link must not open another customer's draft)",
    MOCK_ONLY,
    async () => {
      const own = await startMock();
      try {
        const rows = (await own.call('GET', '/__mock/invoicing/pending?login=aga&category=IMPORT')).body as {
          visit: string;
          unitNbr: string;
          consigneeId: string;
        }[];
        const [agaOwn, finanzasOwn] = await Promise.all([own.as('aga'), own.as('finanzas')]);
        // The first unit whose pending charges make a draft.
        let body: Record<string, unknown> = {};
        let first = 0;
        for (const row of rows) {
          body = {
            units: [row.unitNbr],
            client: row.consigneeId,
            category: 'IMPORT',
            vesselVisit: row.visit,
            unit: row.unitNbr,
          };
          const made = await agaOwn('POST', '/api/invoice/generate-sf', body);
          if (made.status === 201) {
            first = made.body.value as number;
            break;
          }
        }
        expect(first).toBeGreaterThan(0);
        expect((await finanzasOwn('DELETE', `/api/invoice/delete/${first}`)).status).toBe(200);
        const second = (await agaOwn('POST', '/api/invoice/generate-sf', body)).body.value as number;
        expect(second).toBeGreaterThan(first);
        expect((await finanzasOwn('DELETE', `/api/invoice/delete/${second}`)).status).toBe(200);
        await own.close();
        const restarted = await startMock({}, own.dataDir);
        try {
          const third = (await (await restarted.as('aga'))('POST', '/api/invoice/generate-sf', body)).body
            .value as number;
          expect(third).toBeGreaterThan(second);
        } finally {
          await restarted.dispose();
        }
      } finally {
        await own.dispose().catch(() => undefined);
      }
    },
  );

  it('the overdue mark follows a real invoice: the demo agent has a final invoice past due and unpaid; another agent none', async () => {
    const cs = await mock.as('servicio');
    expect((await cs('GET', '/api/agent/getinvoiceinformation/aga')).body).toEqual({ invoiceOverdue: true });
    const agentId = mock.store!.db.user.find((u) => u.login === 'aga')!.agentId;
    const overdue = mock.store!.db.invoice.filter(
      (i) => i.agentId === agentId && i.status === 'FINAL' && !i.paid && i.dueDate! < '2025-11-05',
    );
    expect(overdue.length).toBeGreaterThan(0);
    expect((await cs('GET', '/api/agent/getinvoiceinformation/aga2')).body).toEqual({ invoiceOverdue: false });
    // Paid, it is no longer overdue.
    for (const i of overdue) {
      i.paid = true;
      mock.store!.touch('invoice', i);
    }
    expect((await cs('GET', '/api/agent/getinvoiceinformation/aga')).body).toEqual({ invoiceOverdue: false });
    for (const i of overdue) {
      i.paid = false;
      mock.store!.touch('invoice', i);
    }
  });

  it('INV-040 INV-041 INV-036: drafts and invoices are searched by number or status; an agent sees its own only, a storekeeper may not generate', async () => {
    const finals = (await aga('POST', '/api/invoice/search', { status: 'FINAL', ...ANY_DAY })).body as InvoiceWire[];
    expect(finals.map((i) => i.finalNumber)).toContain(100000);
    // Only the agent's own: the store holds other agents' invoices too.
    const agentId = mock.store!.db.user.find((u) => u.login === 'aga')!.agentId;
    expect(mock.store!.db.invoice.some((i) => i.agentId !== agentId && i.status === 'FINAL')).toBe(true);
    expect(finals.every((i) => i.agentId === agentId)).toBe(true);
    // A FUNCTIONARY is limited to its own login's agent too.
    const functionary = mock.store!.db.user.find((u) => u.login === 'funcionario')!;
    expect(functionary.authorities).toContain('ROLE_FUNCTIONARY');
    const theirs = (
      await (
        await mock.as('funcionario')
      )('POST', '/api/invoice/search', { status: 'FINAL', ...ANY_DAY })
    ).body as InvoiceWire[];
    expect(mock.store!.db.invoice.some((i) => i.agentId !== functionary.agentId && i.status === 'FINAL')).toBe(true);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((i) => i.agentId === functionary.agentId)).toBe(true);
    expect(
      ((await finanzas('POST', '/api/invoice/search', { status: 'FINAL', ...ANY_DAY })).body as InvoiceWire[]).length,
    ).toBeGreaterThan(finals.length);
    expect((await aga('POST', '/api/invoice/search', { invoicesNbr: '100000' })).body as InvoiceWire[]).toHaveLength(1);
    expect((await aga('POST', '/api/invoice/search', { invoicesNbr: '1;2' })).body.fields.invoicesNbr).toBe(
      'Sólo números separados por coma',
    );
    expect(
      (
        await bodega('POST', '/api/invoice/generate-sf', {
          units: [unit],
          client: '1-9',
          category: 'IMPORT',
          vesselVisit: visit,
          unit,
        })
      ).status,
    ).toBe(403);
    const pdf = await mock.fetch('GET', `/api/invoice/pdf/${finals[0]!.draftNumber}`, {
      token: await mock.login('aga'),
    });
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(`Factura N° ${finals[0]!.finalNumber}`);
  });

  it('INV-024: two drafts asked at once for the same charges make one draft and one clear refusal; nothing is invoiced twice', async () => {
    const pending = (await aga('POST', '/api/invoice/searchallcues', { visit, category: 'IMPORT', onlySF: true }))
      .body as ChargeWire[];
    const target = pending.at(-1)!;
    const body = {
      units: [target.unitNbr],
      client: target.consigneeId,
      category: 'IMPORT',
      vesselVisit: visit,
      onlySF: true,
    };
    const [a, b] = await Promise.all([
      aga('POST', '/api/invoice/generate-sf', body),
      aga('POST', '/api/invoice/generate-sf', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).body.message).toContain('El cargo ya fue incluido en otra prefactura.');
    const db = mock.store!.db;
    const invoiced = db.charge.filter((c) => c.status === 'INVOICED');
    expect(new Set(invoiced.map((c) => c.id)).size).toBe(invoiced.length);
    const onDrafts = db.invoice.flatMap((i) => i.lines.map((l) => l.chargeId));
    expect(new Set(onDrafts).size).toBe(onDrafts.length);
  });

  it('INV-045 INV-051: the search exports as a spreadsheet; finance also gets the taxable flag and the agent', async () => {
    const sheet = async (user: string, status = 'FINAL') => {
      const res = await fetch(`${mock.url}/api/invoice/export`, {
        method: 'POST',
        headers: { 'x-auth-token': await mock.login(user), 'content-type': 'application/json' },
        body: JSON.stringify({ status, ...ANY_DAY }),
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      return book.worksheets[0]!.getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1));
    };
    const mine = await sheet('aga');
    expect(mine[0]).not.toContain('Afecta');
    expect(mine.length).toBeGreaterThan(1);
    const finance = await sheet('finanzas');
    expect(finance[0]).toEqual(expect.arrayContaining(['Afecta', 'RUT agente']));
    // The draft list's spreadsheet: the same search by status DRAFT, one line per draft found.
    const drafts = (await finanzas('POST', '/api/invoice/search', { status: 'DRAFT', ...ANY_DAY }))
      .body as InvoiceWire[];
    expect(drafts.length).toBeGreaterThan(0);
    const draftSheet = await sheet('finanzas', 'DRAFT');
    expect(draftSheet.slice(1).map((r) => r[0])).toEqual(drafts.map((i) => i.draftNumber));
    expect(new Set(draftSheet.slice(1).map((r) => r[2]))).toEqual(new Set(['DRAFT']));
  });

  it('INV-030 INV-035: a search by status needs both dates, by number none; a storekeeper finds only the invoices of its own units', async () => {
    const refusal = (await finanzas('POST', '/api/invoice/search', { status: 'FINAL' })).body;
    expect(refusal.fields).toEqual({ fromDate: 'Requerido', toDate: 'Requerido' });
    expect((await finanzas('POST', '/api/invoice/search', { status: 'DRAFT' })).status).toBe(200);
    const db = mock.store!.db;
    const storekeeperId = String(db.user.find((u) => u.login === 'bodega')!.ownerId);
    const own = new Set(
      db.unitVisit.filter((u) => u.kind === 'container' && u.storekeeperId === storekeeperId).map((u) => u.unitNbr),
    );
    const seen = (await bodega('POST', '/api/invoice/search', { status: 'FINAL', ...ANY_DAY })).body as InvoiceWire[];
    expect(db.invoice.some((i) => i.status === 'FINAL' && !i.unitNbrs.some((n) => own.has(n)))).toBe(true);
    expect(seen.every((i) => i.forUnits.some((n) => own.has(n)))).toBe(true);
    expect(seen.length).toBe(
      db.invoice.filter((i) => i.status === 'FINAL' && !i.paid && i.unitNbrs.some((n) => own.has(n))).length,
    );
  });

  it("INV-026 INV-037 INV-038: the customer list is every invoice role's, the agent list finance's only; a payee's profile says whether it is known", async () => {
    const customers = (await aga('GET', '/api/invoice/customers')).body as { id: string; name: string }[];
    expect(customers.length).toBe(mock.store!.db.customer.length);
    expect((await aga('GET', '/api/invoice/agents')).status).toBe(403);
    expect(((await finanzas('GET', '/api/invoice/agents')).body as unknown[]).length).toBe(mock.store!.db.agent.length);
    const profile = (await aga('GET', `/api/invoice/customerprofile/${customers[0]!.id}`)).body;
    expect(profile).toMatchObject({ id: customers[0]!.id, name: customers[0]!.name });
    expect((await aga('GET', '/api/invoice/customerprofile/1-9')).body.message).toBe(
      'Cliente no registrado. Por favor, complete los datos necesarios.',
    );
  });

  it('INV-039 INV-070: each search filter narrows the list (customer and role, visit, BL, unit, category, only-SF, paid only when asked); a draft has no invoice PDF yet', async () => {
    const all = (await finanzas('POST', '/api/invoice/search', { status: 'FINAL', includeCanceled: true, ...ANY_DAY }))
      .body as InvoiceWire[];
    const sample = all.find((i) => i.bookingOrBl)!;
    const narrowed: [Record<string, unknown>, (i: InvoiceWire) => boolean][] = [
      [{ customer: sample.payeeCustomerId }, (i) => i.payeeCustomerId === sample.payeeCustomerId],
      [{ customerRole: 'SHIPPER' }, (i) => i.payeeCustomerRole === 'SHIPPER'],
      [{ visit: sample.vesselVisitId }, (i) => i.vesselVisitId === sample.vesselVisitId],
      [{ blOrBooking: sample.bookingOrBl }, (i) => i.bookingOrBl === sample.bookingOrBl],
      [{ unit: sample.forUnits[0] }, (i) => i.forUnits.includes(sample.forUnits[0]!)],
      [{ category: 'EXPORT' }, (i) => i.category === 'EXPORT'],
      [{ agent: sample.agentId }, (i) => i.agentId === sample.agentId],
    ];
    for (const [filter, keep] of narrowed) {
      const found = (
        await finanzas('POST', '/api/invoice/search', { status: 'FINAL', includeCanceled: true, ...ANY_DAY, ...filter })
      ).body as InvoiceWire[];
      expect(
        found.map((i) => i.draftNumber),
        JSON.stringify(filter),
      ).toEqual(all.filter(keep).map((i) => i.draftNumber));
    }
    expect(all.some((i) => i.paid)).toBe(true);
    const unpaid = (await finanzas('POST', '/api/invoice/search', { status: 'FINAL', ...ANY_DAY }))
      .body as InvoiceWire[];
    expect(unpaid.map((i) => i.draftNumber)).toEqual(all.filter((i) => !i.paid).map((i) => i.draftNumber));
    const sf = (
      await finanzas('POST', '/api/invoice/search-sf', {
        status: 'FINAL',
        includeCanceled: true,
        isOnlySF: true,
        ...ANY_DAY,
      })
    ).body as InvoiceWire[];
    expect(sf.every((i) => i.onlySF)).toBe(true);
    const draft = mock.store!.db.invoice.find((i) => i.status === 'DRAFT')!;
    const pdf = await finanzas('GET', `/api/invoice/pdf/${draft.id}`);
    expect(pdf.status).toBe(409);
    expect(pdf.body.message).toBe('La impresión de la factura todavía no está disponible. Reintente en unos minutos');
  });

  it('INV-046 INV-052: finance marks final unpaid invoices as paid, all or none; a paid one or a draft is refused, and an agent may not', async () => {
    const db = mock.store!.db;
    const [a, b] = db.invoice.filter((i) => i.status === 'FINAL' && !i.paid);
    const draft = db.invoice.find((i) => i.status === 'DRAFT')!;
    expect((await aga('POST', '/api/invoice/markpaid', { drafts: [a!.id] })).status).toBe(403);
    const mixed = await finanzas('POST', '/api/invoice/markpaid', { drafts: [a!.id, draft.id] });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe(
      `Sólo se puede marcar como pagada una factura finalizada y no pagada. (${draft.id})`,
    );
    expect(a!.paid).toBe(false);
    const done = await finanzas('POST', '/api/invoice/markpaid', { drafts: [a!.id, b!.id] });
    expect(done.body.message).toBe('Facturas marcadas como pagadas: 2');
    expect(done.body.invoices.map((i: InvoiceWire) => [i.paid, i.stage])).toEqual([
      [true, 'paid'],
      [true, 'paid'],
    ]);
    const again = await finanzas('POST', '/api/invoice/markpaid', { drafts: [a!.id] });
    expect(again.status).toBe(409);
    expect((await finanzas('POST', '/api/invoice/markpaid', { drafts: [] })).body.message).toBe(
      'Seleccione las facturas a marcar como pagadas.',
    );
    for (const i of [a!, b!]) {
      Object.assign(i, { paid: false, paidAt: null });
      mock.store!.touch('invoice', i);
    }
  });

  it("INV-097 INV-098 INV-099: credit notes: finance reads a note by number with its balance; for a draft, another customer's note or one without balance is refused with the reason", async () => {
    const notes = mock.store!.db.creditNote;
    const note = notes[0]!;
    expect((await finanzas('GET', `/api/credit/bynbr/${note.id}`)).body).toEqual({
      id: note.id,
      totalCredit: note.totalCredit,
      customerId: note.customerId,
      saldo: note.saldo,
      tasaCambio: note.tasaCambio / 100,
    });
    expect((await finanzas('GET', '/api/credit/bynbr/1')).body.message).toBe(
      'No existe una nota de crédito con ese número.',
    );
    expect((await aga('GET', `/api/credit/bynbr/${note.id}`)).status).toBe(403);
    const draft = mock.store!.db.invoice[0]!;
    const foreign = notes.find((n) => n.customerId !== draft.payeeCustomerId && n.saldo > 0)!;
    expect((await finanzas('GET', `/api/credit/bynbrAndDraft/${foreign.id}/${draft.id}`)).body.message).toBe(
      'La nota de crédito pertenece a otro cliente.',
    );
    const spent = notes.find((n) => n.saldo === 0)!;
    Object.assign(spent, { customerId: draft.payeeCustomerId });
    mock.store!.touch('creditNote', spent);
    expect((await finanzas('GET', `/api/credit/bynbrAndDraft/${spent.id}/${draft.id}`)).body.message).toBe(
      'La nota de crédito no tiene saldo disponible.',
    );
  });
});

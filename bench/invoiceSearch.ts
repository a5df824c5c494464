/**
 * Invoicing at scale (issue 18 §3): a visit of 3,000 units with charges pending invoicing and a
 * customer with 20,000 invoices, added to an in-process mock serving the built console.
 *
 * 1. Data layer, per filter change (budget 16 ms, p95):
 *    - the charges search (modules/invoicing/drafts.ts pendingUnits) over the visit, as the
 *      generator's filters change (all, only-SF, a client, a container, a BL);
 *    - the invoice search (modules/invoicing/search.ts) over the 20,000 as the agent's
 *      filters change (the customer and a period, drafts, paid too, a number, a visit);
 *    - the console's list engine (providers/listQuery, as the invoice list runs it) over the
 *      20,000 rows, the search box typed a character at a time and the sort changed.
 * 2. Cold first rows (budget 1.5 s, median of 5 after a warm-up): Chromium, a new context each
 *    run, signed in as the agent, /invoice/invoices?customer=…&fromDate=…&toDate=… to the first
 *    painted row of the result list (bench/firstRowProbe.ts).
 */
import { invoiceSearch as invoiceSearchCall } from '../src/domain/invoicing/calls';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../mock-server/server';
import { pendingUnits } from '../mock-server/modules/invoicing/drafts';
import { searchInvoices } from '../mock-server/modules/invoicing/search';
import { invoiceListView } from '../mock-server/modules/invoicing/views';
import type { ChargeLine, UnitVisit } from '../mock-server/terminalModel/types';
import type { Invoice } from '../mock-server/modules/invoicing/types';
import { withCheckDigit } from '../src/domain/iso6346';
import { listQuery } from '../src/providers/listQuery';
import { timeToFirstRow } from './firstRowProbe';
import { distDir, login, signedInContext, storedSession } from './portalProcess';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_INVOICE_SEARCH_PORT ?? 8624);
const UNITS = 3000;
const INVOICES = 20_000;
const FRAME_MS = 16;
const FIRST_ROWS_MS = 1500;
const RUNS = 5;
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];
const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timed(runs: number, work: () => unknown): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    work();
    out.push(performance.now() - t);
  }
  return out;
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-invoice-search-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true, staticDir: distDir() });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  const store = server.store!;
  const db = store.db;
  const user = db.user.find((u) => u.login === 'aga')!;
  const op = db.operation.find(
    (o) => o.agentId === user.agentId && db.unitVisit.find((u) => u.id === o.unitVisitId)?.category === 'IMPORT',
  )!;
  const model = db.unitVisit.find((u) => u.id === op.unitVisitId)! as UnitVisit & { kind: 'container' };
  const visit = model.visitId!;
  const customers = db.customer.slice(0, 40).map((c) => String(c.id));
  const payee = customers[0]!;

  // 3,000 units of the visit, each with a pending charge of the agent's operation.
  let chargeId = db.charge.reduce((m, c) => Math.max(m, c.id), 0);
  for (let i = 0; i < UNITS; i++) {
    const unit = {
      ...model,
      id: `UVB${String(i).padStart(6, '0')}`,
      unitNbr: withCheckDigit(`BNCU${String(3_000_000 + i).slice(-6)}`),
      consigneeId: customers[i % customers.length]!,
      blNumbers: [`BNCBL${1000 + (i % 300)}`],
    };
    store.insert('unitVisit', unit);
    const line: ChargeLine = {
      id: ++chargeId,
      operationId: op.id,
      operationKind: op.kind,
      unitVisitId: unit.id,
      tariffId: i % 3 === 0 ? 'PCE-B126' : 'PCE-E213',
      description: 'Cargo',
      quantity: 1,
      quantityUnit: 'UNIDAD',
      currency: 'USD',
      unitAmountMinor: 1500,
      amountMinor: 1500,
      status: 'PENDING',
      createdAt: '2025-11-01T12:00:00.000Z',
      voidedAt: null,
      invoiceId: null,
    };
    store.insert('charge', line);
  }
  // 20,000 invoices of one customer, over the last 60 days, a tenth of them paid, a third drafts.
  let invoiceId = db.invoice.reduce((m, x) => Math.max(m, x.id), 800_000);
  let finalNumber = db.invoice.reduce((m, x) => Math.max(m, x.finalNumber ?? 0), 200_000);
  const epoch = Date.parse('2025-11-05T13:00:00.000Z');
  for (let i = 0; i < INVOICES; i++) {
    const final = i % 3 !== 0;
    const created = new Date(epoch - (i % 60) * 86_400_000 - (i % 600) * 60_000).toISOString();
    const invoice: Invoice = {
      id: ++invoiceId,
      status: final ? 'FINAL' : 'DRAFT',
      finalNumber: final ? ++finalNumber : null,
      created,
      finalizedDate: final ? created : null,
      dueDate: null,
      category: 'IMPORT',
      vesselVisitId: visit,
      blOrBooking: `BNCBL${1000 + (i % 300)}`,
      payeeCustomerId: payee,
      payeeCustomerName: 'Cliente de prueba',
      payeeCustomerRole: 'CONSIGNEE',
      agentId: user.agentId ?? null,
      unitNbrs: [withCheckDigit(`BNCU${String(4_000_000 + i).slice(-6)}`)],
      lines: [
        {
          chargeId: 0,
          unitNbr: 'BNCU0000000',
          tariffId: 'PCE-B126',
          description: 'Tarifa de seguridad',
          quantity: 1,
          quantityUnit: 'UNIDAD',
          amountMinor: 1500,
          afecta: true,
        },
      ],
      tasaCambio: 94357,
      onlySF: i % 5 === 0,
      previewedBy: [],
      paid: final && i % 10 === 1,
      paidAt: null,
      createdBy: 'aga',
    };
    store.insert('invoice', invoice);
  }
  await store.commit();

  // 1. Data layer, per filter change.
  const chargeFilters = [
    {},
    { onlySF: true },
    { client: customers[3] },
    { unit: withCheckDigit('BNCU3001234'.slice(0, 10)) },
    { blOrBooking: 'BNCBL1042' },
  ];
  pendingUnits(store, { visit, category: 'IMPORT' }, user);
  const charges = chargeFilters.flatMap((f) =>
    timed(10, () => pendingUnits(store, { visit, category: 'IMPORT', ...f }, user)),
  );
  report({
    name: `Cargos por facturar: búsqueda en una visita de ${UNITS.toLocaleString('es-CL')} contenedores, p95 por cambio de filtro`,
    value: round2(percentile(charges, 95)),
    unit: 'ms',
    budget: FRAME_MS,
    method: `pendingUnits (mock, capa de datos) con ${chargeFilters.length} filtros × 10, sobre ${db.charge.length.toLocaleString('es-CL')} líneas del libro de cargos; performance.now()`,
  });

  const period = { customer: payee, fromDate: '06/09/2025', toDate: '05/11/2025' };
  // The bodies as the search's codec reads them (src/domain/invoicing/calls.ts).
  const invoiceFilters = [
    { ...period, status: 'FINAL' },
    { ...period, status: 'DRAFT' },
    { ...period, status: 'FINAL', includeCanceled: true },
    { ...period, status: 'FINAL', visit },
    { invoicesNbr: String(finalNumber - 5) },
    { ...period, status: 'FINAL', fromDate: '01/11/2025' },
  ].map((body) => invoiceSearchCall.fromWire({ params: {}, query: {}, body }));
  searchInvoices(store, user, invoiceFilters[0]!);
  const searches = invoiceFilters.flatMap((f) => timed(10, () => searchInvoices(store, user, f)));
  report({
    name: `Facturas: búsqueda sobre un cliente de ${INVOICES.toLocaleString('es-CL')} facturas, p95 por cambio de filtro`,
    value: round2(percentile(searches, 95)),
    unit: 'ms',
    budget: FRAME_MS,
    method: `searchInvoices (mock, capa de datos) con ${invoiceFilters.length} filtros × 10 (periodo, estado, pagadas, visita, número); performance.now()`,
  });

  // The console's list engine over the 20,000 rows, as InvoiceList shapes them.
  const rows = searchInvoices(
    store,
    user,
    invoiceSearchCall.fromWire({ params: {}, query: {}, body: { ...period, status: 'FINAL', includeCanceled: true } }),
  ).map((x) => {
    const v = invoiceListView(store, x, 'aga', new Date(epoch));
    return { ...v, id: v.draftNumber, units: v.forUnits.join(' '), stageLabel: v.stage, afectaLabel: 'Afecta' };
  });
  const listParams = (q: string, field = 'draftNumber', order: 'ASC' | 'DESC' = 'DESC') => ({
    search: ['draftNumber', 'finalNumber', 'payeeCustomerName', 'vesselVisitId', 'bookingOrBl', 'units'],
    q,
    sort: { field, order },
    pagination: { page: 1, perPage: 8 },
  });
  listQuery(rows, listParams(''));
  // The figure is of real searches: a BL narrows the 20,000 to its share.
  const narrowed = listQuery(rows, listParams('BNCBL1043')).total;
  if (!(narrowed > 0 && narrowed < rows.length))
    throw new Error(`la búsqueda no filtra (${narrowed} de ${rows.length})`);
  const keys: number[] = [];
  for (const query of ['BNCBL104', '2000123', 'BNCU4001', 'cliente de']) {
    for (let n = 3; n <= query.length; n++)
      keys.push(...timed(3, () => listQuery(rows, listParams(query.slice(0, n)))));
  }
  for (const field of ['created', 'totalTotal', 'payeeCustomerName'])
    keys.push(...timed(3, () => listQuery(rows, listParams('', field, 'ASC'))));
  report({
    name: `Facturas: lista de ${rows.length.toLocaleString('es-CL')} filas en la consola, p95 por tecla u orden`,
    value: round2(percentile(keys, 95)),
    unit: 'ms',
    budget: FRAME_MS,
    method: `listQuery (motor de RowsList) con la búsqueda tecleada desde 3 caracteres y 3 cambios de orden, 3 veces cada uno (${keys.length} pasos; máximo ${round2(Math.max(...keys))} ms, con el índice de búsqueda armado en la primera tecla); performance.now()`,
  });

  // 2. Cold first rows in Chromium.
  const session = storedSession(await login(server.url, 'aga'));
  const url = `${server.url}/invoice/invoices?customer=${encodeURIComponent(payee)}&fromDate=${encodeURIComponent(period.fromDate)}&toDate=${encodeURIComponent(period.toDate)}`;
  const firsts: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(url);
    const at = await timeToFirstRow(page, '[data-testid="invoice-results"] tbody tr', 60_000);
    if (run > 0) firsts.push(at);
    await context.close();
  }
  report({
    name: `Facturas: primeras filas de la búsqueda de un cliente con ${INVOICES.toLocaleString('es-CL')} facturas, en frío (mediana)`,
    value: Math.round(median(firsts)),
    unit: 'ms',
    budget: FIRST_ROWS_MS,
    method: `Chromium, aga, contexto nuevo por corrida (caché fría), ${url.replace(server.url, '')} hasta la primera fila pintada; mock en proceso sirviendo dist; mediana de ${RUNS} tras 1 de calentamiento`,
  });
} finally {
  await browser.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

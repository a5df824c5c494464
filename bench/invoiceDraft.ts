/**
 * A draft of 500 charges (issue 18 §3) over HTTP on an in-process mock: one import unit of the aga
 * account's agent given 500 pending ledger lines, then `POST /api/invoice/generate-sf` timed (the
 * draft deleted by finance between runs, its charges pending again) and the draft's PDF
 * (`GET /api/invoice/draftpdf/{id}`). Medians of 5 after a warm-up. Budgets: 300 ms, 500 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../mock-server/server';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import type { ChargeLine } from '../mock-server/terminalModel/types';
import { report } from './report';

const PORT = Number(process.env.BENCH_INVOICE_PORT ?? 8623);
const CHARGES = 500;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-invoice-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const store = server.store!;
  const db = store.db;
  const agentId = db.user.find((u) => u.login === 'aga')!.agentId;
  const seed = db.charge.find(
    (c) =>
      c.status === 'PENDING' &&
      db.operation.find((o) => o.id === c.operationId)?.agentId === agentId &&
      db.unitVisit.find((u) => u.id === c.unitVisitId)?.category === 'IMPORT',
  )!;
  const unit = db.unitVisit.find((u) => u.id === seed.unitVisitId)!;
  let id = db.charge.reduce((m, c) => Math.max(m, c.id), 0);
  for (let i = db.charge.filter((c) => c.unitVisitId === unit.id && c.status === 'PENDING').length; i < CHARGES; i++) {
    const line: ChargeLine = {
      ...seed,
      id: ++id,
      quantity: 1 + (i % 3),
      amountMinor: seed.unitAmountMinor * (1 + (i % 3)),
      invoiceId: null,
    };
    store.insert('charge', line);
  }
  await store.commit();
  const token = async (username: string) =>
    (
      (await (
        await fetch(`${server.url}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        })
      ).json()) as { token: string }
    ).token;
  const [aga, finanzas] = [await token('aga'), await token('finanzas')];
  const body = JSON.stringify({
    units: [unit.unitNbr],
    client: unit.consigneeId,
    category: 'IMPORT',
    vesselVisit: unit.visitId,
    unit: unit.unitNbr,
  });
  const drafts: number[] = [];
  const pdfs: number[] = [];
  let lines = 0;
  for (let run = 0; run <= 5; run++) {
    let t = performance.now();
    const made = await fetch(`${server.url}/api/invoice/generate-sf`, {
      method: 'POST',
      headers: { 'x-auth-token': aga, 'content-type': 'application/json' },
      body,
    });
    const draft = ((await made.json()) as { value: number }).value;
    const draftMs = performance.now() - t;
    lines = db.invoice.find((i) => i.id === draft)!.lines.length;
    t = performance.now();
    const pdf = await fetch(`${server.url}/api/invoice/draftpdf/${draft}`, { headers: { 'x-auth-token': aga } });
    await pdf.arrayBuffer();
    const pdfMs = performance.now() - t;
    if (run > 0) {
      drafts.push(draftMs);
      pdfs.push(pdfMs);
    }
    await fetch(`${server.url}/api/invoice/delete/${draft}`, {
      method: 'DELETE',
      headers: { 'x-auth-token': finanzas },
    });
  }
  report({
    name: `Prefactura de ${lines} cargos: generación (mediana)`,
    value: Math.round(median(drafts)),
    unit: 'ms',
    budget: 300,
    method: 'POST /api/invoice/generate-sf por HTTP, mock en proceso, mediana de 5 tras 1 de calentamiento',
  });
  report({
    name: `Prefactura de ${lines} cargos: su PDF (mediana)`,
    value: Math.round(median(pdfs)),
    unit: 'ms',
    budget: 500,
    method: 'GET /api/invoice/draftpdf/{id} por HTTP (pdfkit), mediana de 5 tras 1 de calentamiento',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

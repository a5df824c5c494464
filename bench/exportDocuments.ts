/**
 * Export documents and the empties upload over HTTP on an in-process mock (issue 16 §3), median of
 * 5 after 2 warm-ups: the EIR PDF of a received export unit (budget 300 ms); the temperature
 * letters of a visit of 300 reefers, one PDF (budget 3 s); an empties spreadsheet of 2,000 rows
 * uploaded and validated against the grid (POST /api/export/validaxlsmty, budget 2 s). The 300
 * reefers are added to the seed's store, announced on a reefer booking of one visit.
 */
import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../mock-server/server';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { nextUnitVisitId } from '../mock-server/terminalModel/ids';
import type { ContainerVisit } from '../mock-server/terminalModel/types';
import { withCheckDigit } from '../src/domain/iso6346';
import { exportUnits, preadviceOf } from '../tests/support/terminalSeed';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_EXPORT_PORT ?? 8611);
const REEFERS = 300;
const ROWS = 2000;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const store = server.store!;
  const db = store.db;
  const received = exportUnits(db).find((u) => u.transitState === 'YARD' && preadviceOf(db, u))!;
  const booking = db.booking.find((b) => b.eqStatus === 'FCL' && b.items.some((i) => i.reefer))!;
  const item = booking.items.find((i) => i.reefer)!;
  const template = exportUnits(db).find((u) => u.reefer)!;
  const reeferUnits = exportUnits(db).filter((u) => u.reefer && u.visitId === booking.visitId).length;
  for (let i = reeferUnits; i < REEFERS; i++) {
    const unit: ContainerVisit = {
      ...template,
      id: nextUnitVisitId(db.unitVisit),
      unitNbr: withCheckDigit(`BNCU${String(300000 + i)}`),
      visitId: booking.visitId,
      line: booking.line,
      transitState: 'ADVISED',
      isoType: item.equipmentType,
      typeLength: item.equipmentDesc,
      timeIn: null,
    };
    store.insert('unitVisit', unit);
    booking.reservedContainers.push(unit.unitNbr);
  }
  store.touch('booking', booking);
  await store.commit();
  const mty = db.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!;
  const sheet = new ExcelJS.Workbook();
  const ws = sheet.addWorksheet('vacios');
  ws.addRow(['contenedor', 'isocode', 'tara_kg']);
  for (let i = 0; i < ROWS; i++)
    ws.addRow([withCheckDigit(`BNMU${String(400000 + i)}`), i % 2 ? '22G1' : '45G1', 2200]);
  const xlsx = new Uint8Array(await sheet.xlsx.writeBuffer());

  const login = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'servicio', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const naviera = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'naviera', password: DEMO_PASSWORD }),
  });
  const navieraToken = ((await naviera.json()) as { token: string }).token;
  const time = async (run: () => Promise<Response>, check: (r: Response, bytes: ArrayBuffer) => boolean) => {
    const t = performance.now();
    const res = await run();
    const bytes = await res.arrayBuffer();
    if (!check(res, bytes)) throw new Error(`respuesta ${res.status}`);
    return performance.now() - t;
  };
  const median = async (run: () => Promise<Response>, check: (r: Response, bytes: ArrayBuffer) => boolean) => {
    for (let i = 0; i < 2; i++) await time(run, check);
    const xs: number[] = [];
    for (let i = 0; i < 5; i++) xs.push(await time(run, check));
    return percentile(
      xs.sort((a, b) => a - b),
      50,
    );
  };
  const pdfOk = (r: Response, b: ArrayBuffer) => r.status === 200 && b.byteLength > 1000;
  const headers = { 'x-auth-token': token };
  const eir = await median(() => fetch(`${server.url}/api/report/eir/${received.unitNbr}/0`, { headers }), pdfOk);
  report({
    name: 'EIR PDF de un contenedor recibido',
    value: Math.round(eir * 10) / 10,
    unit: 'ms',
    budget: 300,
    method: 'GET /api/report/eir/{id}/{op}, HTTP en el mismo proceso, mediana de 5 tras 2',
  });
  const count = (
    (await (
      await fetch(`${server.url}/api/report/verifycartatempbyvessel/${booking.visitId}`, { headers })
    ).json()) as unknown[]
  ).length;
  const letters = await median(
    () => fetch(`${server.url}/api/report/cartatempbyvessel/${booking.visitId}`, { headers }),
    pdfOk,
  );
  report({
    name: `Cartas de temperatura de una visita de ${count} reefers (un PDF)`,
    value: Math.round(letters),
    unit: 'ms',
    budget: 3000,
    method: 'GET /api/report/cartatempbyvessel/{visit}, una página por reefer, mediana de 5 tras 2',
  });
  const upload = await median(
    () => {
      const form = new FormData();
      form.append('file', new Blob([xlsx]), 'vacios.xlsx');
      form.append('preadviceMTYDTO', JSON.stringify({ bookingId: mty.id, unitlist: [] }));
      return fetch(`${server.url}/api/export/validaxlsmty`, {
        method: 'POST',
        headers: { 'x-auth-token': navieraToken },
        body: form,
      });
    },
    (r, b) => r.status === 200 && (JSON.parse(new TextDecoder().decode(b)) as unknown[]).length === ROWS,
  );
  report({
    name: `Preaviso de vacíos: planilla de ${ROWS.toLocaleString('es-CL')} filas leída y validada`,
    value: Math.round(upload),
    unit: 'ms',
    budget: 2000,
    method: 'POST /api/export/validaxlsmty (multipart, exceljs), respuesta con las 2.000 filas, mediana de 5 tras 2',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

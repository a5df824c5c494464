/**
 * The operations report over 200,000 history events (issue 33 §4): POST /api/operation (type 0,
 * import) and its spreadsheet POST /api/operation/export, end to end over HTTP on an in-process mock
 * as customer service (every agent), the period covering the whole history. The seed's history is
 * repeated back in time, a week apart per copy (new ids, the same operations and units), to 200,000
 * events; the report reads them all (the history joined with operations, units and appointments,
 * then the type's rows of the period). Median of 7 after one warm-up; sizes in kB of 1,000 bytes.
 * Budgets: the rows 300 ms on the server, the XLSX (written as a stream) 3 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../mock-server/server';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_REPORT_PORT ?? 9260);
const EVENTS = 200_000;
const WEEK = 7 * 24 * 60 * 60 * 1000;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-report-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const store = server.store!;
  const seeded = [...store.db.operationEvent];
  let id = seeded.reduce((max, e) => Math.max(max, e.id), 0);
  for (let i = seeded.length; i < EVENTS; i++) {
    const e = seeded[i % seeded.length]!;
    const back = Math.floor(i / seeded.length) * WEEK;
    store.db.operationEvent.push({ ...e, id: ++id, at: new Date(Date.parse(e.at) - back).toISOString() });
  }
  const first = store.db.operationEvent.reduce((min, e) => (e.at < min ? e.at : min), '9999');
  const login = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'servicio', password: DEMO_PASSWORD, rememberMe: 'false', timeout: '1800' }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const body = JSON.stringify({ operationType: 0, desde: '01/01/2020', hasta: '05/11/2025' });
  const call = async (p: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body,
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    return { ms: performance.now() - t0, bytes };
  };
  const run = async (p: string) => {
    await call(p);
    const runs: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < 7; i++) runs.push(await call(p));
    return {
      ms: percentile(
        runs.map((r) => r.ms).sort((a, b) => a - b),
        50,
      ),
      kB: Math.round(runs[0]!.bytes / 100) / 10,
    };
  };
  const cold = await call('/operation');
  const rows = (await (
    await fetch(`${server.url}/api/operation`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body,
    })
  ).json()) as unknown[];
  const json = await run('/operation');
  report({
    name: `Reporte de operaciones sobre ${EVENTS.toLocaleString('es-CL')} eventos (mediana)`,
    value: Math.round(json.ms),
    unit: 'ms',
    budget: 300,
    method: `POST /api/operation tipo 0 como servicio al cliente, período desde ${first.slice(0, 10)}: ${rows.length.toLocaleString('es-CL')} filas, ${json.kB} kB; HTTP en proceso, mediana de 7 tras un calentamiento (los hechos del historial se arman una vez por versión del almacén)`,
  });
  report({
    name: 'El mismo reporte, primera llamada tras cargar el historial (hechos armados de nuevo)',
    value: Math.round(cold.ms),
    unit: 'ms',
    method:
      'una llamada, sin calentamiento: une los 200.000 eventos con operaciones, unidades y citas antes de filtrar',
  });
  const sheet = await run('/operation/export');
  report({
    name: `Planilla XLSX del mismo reporte (${rows.length.toLocaleString('es-CL')} filas, mediana)`,
    value: Math.round(sheet.ms),
    unit: 'ms',
    budget: 3000,
    method: `POST /api/operation/export, escrita como flujo; ${sheet.kB} kB; mediana de 7 tras un calentamiento`,
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

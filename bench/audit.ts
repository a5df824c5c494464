/**
 * The audit trail's list over 100,000 entries (issue 33 §4): the server's answer to the screen's
 * first call, GET /api/audit with the /audit screen's size (500, newest first), unfiltered and
 * filtered (user + area + period, and one record's history), HTTP on an in-process mock,
 * median and p95 of 20 after 3 warm-ups; budget 1 s for the first rows (what is measured is the
 * server's whole answer, not the browser's paint). Also the start-up reading of the 100,000-line
 * audit.jsonl and the XLSX of one user's entries.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIT_AREAS } from '../src/domain/audit/areas';
import type { AuditEntry } from '../src/domain/audit/wire';
import { startServer } from '../mock-server/server';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_AUDIT_PORT ?? 9360);
const ENTRIES = 100_000;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-audit-'));
const first = await startServer({ port: PORT, dataDir: dir, quiet: true, reset: true });
await first.close();

// A year of entries ending on the demo clock's day, spread over users, areas and records.
const users = ['servicio', 'supervisor', 'finanzas', 'admin', 'aga', 'gate', 'documental', 'transportista'];
const types = ['agent', 'operation', 'gateVisit', 'invoice', 'truckingcompany', 'user', 'appointment', 'charge'];
const end = Date.parse('2025-11-05T13:00:00.000Z');
const lines: string[] = [];
for (let i = 1; i <= ENTRIES; i++) {
  const recordType = types[i % types.length]!;
  const e: AuditEntry = {
    id: i,
    at: new Date(end - (ENTRIES - i) * 315_000).toISOString(),
    user: users[(i * 7) % users.length]!,
    roles: ['ROLE_CUSTOMER_SERVICE'],
    area: AUDIT_AREAS[i % (AUDIT_AREAS.length - 1)]!,
    recordType,
    recordId: String(i % 5000),
    action: i % 10 === 0 ? 'create' : 'update',
    call: `PUT /api/${recordType}/${i % 5000}`,
    changes: [
      { field: 'name', before: `Nombre ${i - 1}`, after: `Nombre ${i}` },
      { field: 'contactInfo.contactEmail', before: `a${i}@x.cl`, after: `b${i}@x.cl` },
    ],
  };
  lines.push(JSON.stringify(e));
}
await writeFile(path.join(dir, 'audit.jsonl'), `${lines.join('\n')}\n`);

const t0 = performance.now();
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
const startMs = performance.now() - t0;
try {
  const login = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'servicio', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const headers = { 'x-auth-token': token };
  const time = async (query: string, rows: number) => {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/audit${query}`, { headers });
    const body = (await res.json()) as { rows: unknown[]; total: number };
    if (res.status !== 200 || body.rows.length < Math.min(rows, body.total) || body.total === 0)
      throw new Error(`respuesta ${res.status} ${body.rows?.length}`);
    return performance.now() - t;
  };
  const measure = async (name: string, query: string, rows: number) => {
    for (let i = 0; i < 3; i++) await time(query, rows);
    const xs: number[] = [];
    for (let i = 0; i < 20; i++) xs.push(await time(query, rows));
    xs.sort((a, b) => a - b);
    const p50 = Math.round(percentile(xs, 50) * 10) / 10;
    const p95 = Math.round(percentile(xs, 95) * 10) / 10;
    report({
      name: `${name} (p95 ${p95} ms)`,
      value: p50,
      unit: 'ms',
      budget: 1000,
      method: `GET /api/audit${query} sobre ${ENTRIES.toLocaleString('es-CL')} entradas, respuesta completa del servidor (HTTP en el mismo proceso), mediana de 20 tras 3; p95 ${p95} ms`,
    });
  };
  await measure('Auditoría: primeras 500 filas sin filtros', '?size=500', 500);
  await measure(
    'Auditoría: usuario + área + período',
    '?user=serv&area=operations&from=2025-06-01&to=2025-09-30&size=500',
    1,
  );
  await measure('Auditoría: historial de un registro', '?record=agent/8&size=500', 1);
  const tx = performance.now();
  const sheet = await fetch(`${server.url}/api/audit/export?user=finanzas&from=2025-10-01`, { headers });
  const bytes = (await sheet.arrayBuffer()).byteLength;
  report({
    name: `Auditoría: XLSX de un usuario en un mes (${bytes} bytes)`,
    value: Math.round(performance.now() - tx),
    unit: 'ms',
    method: 'GET /api/audit/export?user=finanzas&from=2025-10-01, una vez',
  });
  report({
    name: 'Auditoría: arranque leyendo 100.000 entradas',
    value: Math.round(startMs),
    unit: 'ms',
    method: 'startServer con audit.jsonl de 100.000 líneas (incluye abrir el almacén y la imagen de registros)',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

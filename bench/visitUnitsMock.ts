/**
 * The mock's side of a 3,000-unit vessel visit: GET /api/unitfacilityvisit/byVesselAndAlmacenista
 * filtered by a typed container prefix, by Despachados/Secuenciados, and paged (?page&size=8),
 * over HTTP on an in-process mock whose first visit gets 3,000 extra units of the demo agent.
 * Budget: one frame (16 ms) per answer, p95 of 60 requests after a warm-up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withCheckDigit } from '../src/domain/iso6346';
import { startServer } from '../mock-server/server';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { unitVisitKey } from '../mock-server/terminalModel/ids';
import type { ContainerVisit } from '../mock-server/terminalModel/types';
import { importUnits } from '../tests/support/terminalSeed';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_VISIT_PORT ?? 8611);
const UNITS = 3000;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-visit-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const store = server.store!;
  const visit = store.db.vesselVisit[0]!;
  const template = importUnits(store.db).find((u) => u.visitId === visit.id)!;
  const states = ['YARD', 'YARD', 'DEPARTED', 'ECIN', 'INBOUND'] as const;
  for (let i = 0; i < UNITS; i++) {
    const nbr = withCheckDigit(`BNCU${String(i).padStart(6, '0')}`);
    const unit: ContainerVisit = {
      ...structuredClone(template),
      id: unitVisitKey(9_000_000 + i),
      unitNbr: nbr,
      transitState: states[i % states.length]!,
      agentId: store.db.agent[0]!.id,
    };
    store.insert('unitVisit', unit);
  }
  await store.commit();
  const login = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'aga', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const base = `${server.url}/api/unitfacilityvisit/byVesselAndAlmacenista/${visit.id}`;
  const calls = [
    ...['B', 'BN', 'BNC', 'BNCU', 'BNCU0', 'BNCU00', 'BNCU001', 'BNCU0012'].map(
      (p) => `${base}/${p}/false/false?page=0&size=8`,
    ),
    `${base}/ALL/true/false?page=0&size=8`,
    `${base}/ALL/false/true?page=0&size=8`,
    ...[0, 50, 150, 300, 374].map((page) => `${base}/ALL/false/false?page=${page}&size=8`),
  ];
  const once = async (url: string) => {
    const t = performance.now();
    const res = await fetch(url, { headers: { 'x-auth-token': token } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`respuesta ${res.status}`);
    return performance.now() - t;
  };
  for (const url of calls) await once(url);
  const xs: number[] = [];
  for (let round = 0; round < 4; round++) for (const url of calls) xs.push(await once(url));
  xs.sort((a, b) => a - b);
  report({
    name: `Visita de ${UNITS.toLocaleString('es-CL')} contenedores: filtrar y paginar en el mock (p95)`,
    value: Math.round(percentile(xs, 95) * 10) / 10,
    unit: 'ms',
    budget: 16,
    method: `GET byVesselAndAlmacenista con prefijo de contenedor tecleado, Despachados, Secuenciados y páginas de 8, HTTP en el mismo proceso, ${xs.length} peticiones tras calentamiento (mediana ${Math.round(percentile(xs, 50) * 10) / 10} ms)`,
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

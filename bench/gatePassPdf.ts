/**
 * Gate-pass PDFs of the terminal model (mock-server/kinds/importPickup/documents.ts), end to end over
 * HTTP on an in-process mock: GET /api/report/gatepass/{id} for one unit (budget 300 ms) and
 * POST /api/report/massivegatepass/ for 100 units (budget 3 s), median of 7 after 2 warm-ups.
 * The 100 units are the printable units of a SEED_SCALE=36 seed (booked, with a carrier).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatePassRefusals } from '../src/domain/importPickup/unitActions';
import { startServer } from '../mock-server/server';
import { contextOf, factsOf } from '../mock-server/kinds/importPickup/context';
import { importUnits } from '../tests/support/terminalSeed';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_GATEPASS_PORT ?? 8610);
const dir = await mkdtemp(path.join(tmpdir(), 'bench-gatepass-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true, seedScale: 36 });
try {
  const store = server.store!;
  const now = new Date('2025-11-05T13:00:00.000Z');
  const printable = importUnits(store.db)
    .filter((u) => gatePassRefusals(factsOf(contextOf(store, u)), now).length === 0)
    .map((u) => u.unitNbr);
  if (printable.length < 100) throw new Error(`sólo ${printable.length} contenedores imprimibles`);
  const login = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'servicio', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const time = async (run: () => Promise<Response>) => {
    const t = performance.now();
    const res = await run();
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || bytes < 1000) throw new Error(`respuesta ${res.status}`);
    return performance.now() - t;
  };
  const median = async (run: () => Promise<Response>) => {
    for (let i = 0; i < 2; i++) await time(run);
    const xs: number[] = [];
    for (let i = 0; i < 7; i++) xs.push(await time(run));
    return percentile(
      xs.sort((a, b) => a - b),
      50,
    );
  };
  const headers = { 'x-auth-token': token, 'content-type': 'application/json' };
  const one = await median(() => fetch(`${server.url}/api/report/gatepass/${printable[0]}`, { headers }));
  report({
    name: 'Gate pass PDF, 1 contenedor',
    value: Math.round(one * 10) / 10,
    unit: 'ms',
    budget: 300,
    method: 'GET /api/report/gatepass/{id}, HTTP en el mismo proceso, mediana de 7 tras 2 de calentamiento',
  });
  const body = JSON.stringify(printable.slice(0, 100));
  const many = await median(() =>
    fetch(`${server.url}/api/report/massivegatepass/`, { method: 'POST', headers, body }),
  );
  report({
    name: 'Gate pass PDF, 100 contenedores (100 páginas)',
    value: Math.round(many),
    unit: 'ms',
    budget: 3000,
    method: 'POST /api/report/massivegatepass/ con 100 contenedores imprimibles, mediana de 7 tras 2 de calentamiento',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

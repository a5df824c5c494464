/**
 * The worst uploads (issue 29 §4; docs/uploads.md) against the mock in this process: a 300,000-row
 * sheet (~5.7 MB), a 0.1 MB .xlsx holding one 100 MB cell, four 300,000-row sheets at once, the
 * costliest of the upload fuzz's worst cases (a zip bomb of empty cells, 10 MB of plain XML), and a
 * full 5,000-row sheet read and validated.
 * For each: the answer and its time, the resident memory's peak growth while it is processed, and
 * the slowest /healthz answer meanwhile (asked every 25 ms). The tester's figures before the
 * streaming reader: 300,000 rows 7.5 s, +670 MB, /healthz 6.9 s; the 100 MB cell answered 200 with
 * a 100 MB body, +1.3 GB; four at once 29 s and 1.6 GB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../mock-server/server';
import { signIn } from '../tests/harness/support/accounts';
import { closeAgents, jsonHeaders, send } from '../tests/harness/support/http';
import { worstCases } from '../tests/harness/support/uploadCases';
import { probeWhile, uploadEmpties } from '../tests/harness/support/uploadProbe';
import { hugeCellXlsx, manyRowsXlsx } from '../tests/support/sheetFiles';
import { report } from './report';

const MB = 1024 * 1024;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
  const server = await startServer({ port: 0, dataDir, quiet: true, reset: true });
  try {
    const token = await signIn(server.url, 'naviera');
    const booking = (
      (await send(server.url, { method: 'GET', path: '/api/booking/getallbyline/MSC', headers: jsonHeaders(token) }))
        .json as { nbr: string }[]
    )[0]!.nbr;
    const rows = await manyRowsXlsx(300_000);
    const cell = await hugeCellXlsx(100 * MB);
    const up = (data: Buffer) => uploadEmpties(server.url, token, booking, data, 'vacios.xlsx', 60_000);
    await up(rows); // warm-up: the code paths compiled before measuring

    const fullSheet = await manyRowsXlsx(5000);
    const worst = await worstCases();
    const named = (prefix: string) => worst.find((c) => c.name.startsWith(prefix))!.data;
    const bomb = named('bomba zip: 24 MB');
    const plain = named('xlsx sin comprimir');
    const cases: [string, string, () => Promise<{ status: number; text: string }[]>][] = [
      ['300.000 filas', `xlsx de ${(rows.length / MB).toFixed(1)} MB, 300.000 filas`, async () => [await up(rows)]],
      [
        'celda de 100 MB',
        `xlsx de ${Math.round(cell.length / 1024)} kB con una celda de 100 MB`,
        async () => [await up(cell)],
      ],
      [
        '4 × 300.000 filas a la vez',
        'cuatro subidas de 300.000 filas simultáneas',
        () => Promise.all([up(rows), up(rows), up(rows), up(rows)]),
      ],
      [
        'bomba zip de celdas vacías',
        `xlsx de ${Math.round(bomb.length / 1024)} kB que descomprime 24 MB de <c/> (se lee hasta el tope de 16 MB)`,
        async () => [await up(bomb)],
      ],
      [
        '10 MB de XML sin comprimir',
        'xlsx de 10 MB: una fila de 2.500.000 celdas vacías, sin comprimir',
        async () => [await up(plain)],
      ],
      [
        '5.000 filas (planilla completa)',
        `xlsx de ${Math.round(fullSheet.length / 1024)} kB, 5.000 filas leídas y validadas`,
        async () => [await up(fullSheet)],
      ],
    ];
    for (const [name, what, run] of cases) {
      const p = await probeWhile(server.url, run);
      const statuses = p.result.map((r) => r.status).join(', ');
      const answer = Math.max(...p.result.map((r) => r.text.length));
      console.log(`${name}: ${statuses}; respuesta de ${answer} bytes; ${p.healthzCount} consultas a /healthz`);
      const method = `${what}, POST /api/export/validaxlsmty al mock en este proceso (respuesta ${statuses})`;
      report({
        name: `Subida (${name}): tiempo hasta la respuesta`,
        value: Math.round(p.ms),
        unit: 'ms',
        budget: 2000,
        method,
      });
      report({
        name: `Subida (${name}): memoria residente, crecimiento máximo`,
        value: Math.round(p.rssGrowth / MB),
        unit: 'MB',
        budget: 200,
        method: `${method}; RSS muestreada cada 10 ms`,
      });
      report({
        name: `Subida (${name}): /healthz más lento mientras se procesa`,
        value: Math.round(p.healthzMaxMs),
        unit: 'ms',
        budget: 500,
        method: `${method}; /healthz cada 25 ms por su propia conexión`,
      });
      report({
        name: `Subida (${name}): tamaño de la respuesta`,
        value: answer,
        unit: 'bytes',
        budget: 10 * MB,
        method,
      });
    }
  } finally {
    closeAgents();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

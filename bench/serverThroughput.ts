/**
 * List throughput of the mock legacy server (auth, legacy routes, 100,000 seeded clients)
 * against plain json-server serving the very same rows: how much the mock's own layer costs.
 * Requests say `Accept-Encoding: br, gzip` like a browser; when the mock sends an ETag, a
 * third run revalidates with `If-None-Match` (the console's 304 path). Each server runs in its
 * own child process; autocannon drives it from this one, only over loopback, for a fixed time.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuTicks, stopChild } from './portalProcess';
import { report } from './report';

const MOCK_PORT = 8522;
const PLAIN_PORT = 8523;
const BROWSER_ENCODING = { 'accept-encoding': 'br, gzip' };
const SEED_SCALE = 500; // 100,000 clients
const CONNECTIONS = 50;
/** Lists above this size get no full-download latency budget (see the report below). */
const LATENCY_BUDGET_MAX_ROWS = 10_000;
const DURATION_S = 10;
// Two load-generator threads: one alone saturates its core on the mock's answers (measured:
// client ~110 % CPU, server ~45 %), so the figure would be autocannon's, not the server's.
const CLIENT_WORKERS = 2;
const LOGIN = { username: 'servicio', password: 'Puerto#2026' };

/** List endpoints to measure; the large clients list only if this mock serves it. */
const CANDIDATES = [
  { name: 'customer', path: '/api/customer/list', optional: true },
  { name: 'agent', path: '/api/agent/list', optional: false },
];

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

/** Starts `node --import tsx <script> ...args` (the server is the child itself) and resolves with the URL it prints as `READY <url>`. */
function startChild(script: string, args: string[], timeoutMs: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, script), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} no respondió en ${timeoutMs / 1000} s`));
    }, timeoutMs);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/READY (\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} terminó (código ${code}) antes de estar listo`));
    });
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...LOGIN, rememberMe: 'false' }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`POST /login → ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  notModified: number;
  errors: number;
  /** The server process's CPU use during the run (% of one core), when /proc tells it. */
  serverCpu: number | null;
}

async function load(url: string, server: ChildProcess, headers: Record<string, string> = {}): Promise<Load> {
  const before = cpuTicks(server.pid);
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: CLIENT_WORKERS,
    headers: { ...BROWSER_ENCODING, ...headers },
    timeout: 30,
  });
  const after = cpuTicks(server.pid);
  const serverCpu = before === null || after === null ? null : Math.round((after - before) / DURATION_S);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    notModified: r['3xx'],
    errors: r.errors + r.timeouts,
    serverCpu,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const method = (what: string) =>
  `autocannon ${DURATION_S} s, ${CONNECTIONS} connections, ${CLIENT_WORKERS} worker threads, GET ${what}, Accept-Encoding: br, gzip; server in its own process on loopback`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-mock-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Iniciando el mock (SEED_SCALE=${SEED_SCALE}) en :${MOCK_PORT}…`);
    const t0 = performance.now();
    const mock = await startChild('serveMock.ts', [String(MOCK_PORT), dataDir, String(SEED_SCALE)], 300_000);
    children.push(mock.child);
    console.log(`mock listo en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const token = await login(mock.url);
    const auth = { 'x-auth-token': token };

    // Decide the endpoints from what the mock really answers, and keep its rows for json-server.
    const targets: { name: string; path: string; rows: unknown[]; bytes: number; etag: string | null }[] = [];
    for (const c of CANDIDATES) {
      const res = await fetch(`${mock.url}${c.path}`, { headers: { ...auth, ...BROWSER_ENCODING } });
      const text = await res.text();
      let rows: unknown = null;
      try {
        rows = JSON.parse(text);
      } catch {
        /* not JSON: not a list endpoint */
      }
      if (res.ok && Array.isArray(rows)) {
        targets.push({
          name: c.name,
          path: c.path,
          rows,
          bytes: Buffer.byteLength(text),
          etag: res.headers.get('etag'),
        });
      } else if (c.optional) {
        console.log(`(${c.path} → ${res.status}, no es una lista: se omite / skipped)`);
      } else {
        throw new Error(`${c.path} → ${res.status} ${text.slice(0, 200)}`);
      }
    }

    const mockLoads = new Map<string, Load>();
    const revalidations = new Map<string, Load>();
    for (const t of targets) {
      console.log(
        `\nmock GET ${t.path}: ${t.rows.length.toLocaleString('en-US')} filas, ${(t.bytes / 1024).toFixed(0)} kB por respuesta (sin comprimir)…`,
      );
      mockLoads.set(t.name, await load(`${mock.url}${t.path}`, mock.child, auth));
      if (t.etag) {
        console.log(`mock GET ${t.path} con If-None-Match: ${t.etag}…`);
        revalidations.set(t.name, await load(`${mock.url}${t.path}`, mock.child, { ...auth, 'if-none-match': t.etag }));
      } else {
        console.log(`(${t.path} no envía ETag: sin medición de 304 / no 304 figure)`);
      }
    }
    await stopChild(mock.child);

    const dbFile = join(dataDir, 'plain-db.json');
    writeFileSync(dbFile, JSON.stringify(Object.fromEntries(targets.map((t) => [t.name, t.rows]))));
    const plain = await startChild('servePlain.ts', [String(PLAIN_PORT), dbFile], 120_000);
    children.push(plain.child);

    for (const t of targets) {
      console.log(`\njson-server GET /${t.name}: mismas ${t.rows.length.toLocaleString('en-US')} filas…`);
      const p = await load(`${plain.url}/${t.name}`, plain.child);
      const m = mockLoads.get(t.name)!;
      for (const [who, l] of [
        ['mock', m],
        ['json-server', p],
      ] as const) {
        if (l.non2xx || l.errors)
          console.log(`  ⚠ ${who}: ${l.non2xx} respuestas no 2xx, ${l.errors} errores/timeouts`);
        if (l.serverCpu !== null)
          console.log(
            `  ${who}: CPU del servidor ${l.serverCpu} % de un núcleo / server CPU ${l.serverCpu} % of one core`,
          );
      }
      report({
        name: `mock GET ${t.path} throughput`,
        value: round1(m.rps),
        unit: 'req/s',
        method: method(`${t.path} with x-auth-token (${t.rows.length} rows)`),
      });
      // The 100-ms goal is for lists a console downloads whole on each visit (agents: ~1,300 rows).
      // 100,000 clients are 24 MB a copy, so 50 clients downloading them at once measure the
      // load generator (the mock serves them precompressed, ~10 % of a core); consoles keep the
      // copy and revalidate (the 304 figure below), and the cold first load is the navigation bench.
      const small = t.rows.length <= LATENCY_BUDGET_MAX_ROWS;
      report({
        name: `mock GET ${t.path} p99 latency`,
        value: m.p99,
        unit: 'ms',
        ...(small ? { budget: 100 } : {}),
        method: method(
          small
            ? t.path
            : `${t.path} (${t.rows.length} rows, ${Math.round(t.bytes / 1024 / 1024)} MB uncompressed: no budget, see the 304 and navigation figures)`,
        ),
      });
      report({
        name: `json-server GET /${t.name} throughput`,
        value: round1(p.rps),
        unit: 'req/s',
        method: method(`/${t.name} on plain json-server (same rows)`),
      });
      report({
        name: `json-server GET /${t.name} p99 latency`,
        value: p.p99,
        unit: 'ms',
        method: method(`/${t.name}`),
      });
      report({
        name: `mock/json-server throughput ratio (${t.name})`,
        value: Math.round((m.rps / p.rps) * 100) / 100,
        unit: '×',
        method: 'mock req/s ÷ json-server req/s for the same rows (1 = no overhead); goal ≥ 10×',
      });
      const r = revalidations.get(t.name);
      if (r) {
        if (r.notModified === 0 || r.errors)
          console.log(`  ⚠ revalidación: ${r.notModified} respuestas 304, ${r.errors} errores/timeouts`);
        report({
          name: `mock GET ${t.path} 304 revalidation throughput`,
          value: round1(r.rps),
          unit: 'req/s',
          method: method(`${t.path} with If-None-Match of the current ETag (${r.notModified} × 304)`),
        });
        report({
          name: `mock GET ${t.path} 304 revalidation p99 latency`,
          value: r.p99,
          unit: 'ms',
          budget: 100,
          method: method(`${t.path} with If-None-Match`),
        });
      }
    }
  } finally {
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

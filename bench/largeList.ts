/**
 * One large read must not stall everyone (issue 29 §5): at SEED_SCALE=500 the mock holds ~100,000
 * clients, and GET /api/client answers all of them (~60 MB of JSON). Right after a write (the
 * cached body is gone), the bench asks for the whole list compressed (Accept-Encoding: gzip, br)
 * while /healthz is polled every ~10 ms on another connection, and reports /healthz's latency
 * during the list (budget 50 ms, max and p99), the list's time to first byte (budget 300 ms) and
 * its total time. The server runs in its own process, as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { percentile, report } from './report';
import { login, startPortal, stopChild } from './portalProcess';

const PORT = 8531;
const SEED_SCALE = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POLL_EVERY_MS = 10;
const HEALTHZ_BUDGET_MS = 50;
const TTFB_BUDGET_MS = 300;

interface Timed {
  status: number;
  /** Request sent → response headers (the first byte). */
  headersMs: number;
  /** Request sent → first body chunk. */
  firstChunkMs: number;
  totalMs: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET timed with node:http: a lighter client than fetch, on the 2 cores the server shares. */
function timedGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers, agent }, (res) => {
      const headersMs = performance.now() - t0;
      let firstChunkMs = NaN;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        if (chunks.length === 0) firstChunkMs = performance.now() - t0;
        chunks.push(c);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headersMs,
          firstChunkMs,
          totalMs: performance.now() - t0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Polls /healthz one at a time, a request every POLL_EVERY_MS, until stop(); the latencies in ms. */
function pollHealthz(base: string): { stop: () => Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await timedGet(`${base}/healthz`, {}, agent);
      if (res.status !== 200) throw new Error(`/healthz → ${res.status}`);
      latencies.push(res.totalMs);
      const wait = POLL_EVERY_MS - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return latencies;
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-large-list-'));
  console.log(`Iniciando el mock (SEED_SCALE=${SEED_SCALE}) en :${PORT}…`);
  const t0 = performance.now();
  const portal = await startPortal({ port: PORT, dataDir, seedScale: SEED_SCALE }).catch((err: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  console.log(`  listo en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const { token } = await login(portal.url);
    const headers = { 'x-auth-token': token, accept: 'application/json' };
    const listAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const compressed = { ...headers, 'accept-encoding': 'gzip, br' };

    /** The whole list compressed while /healthz is polled. */
    const measuredList = async () => {
      const poll = pollHealthz(portal.url);
      await new Promise((r) => setTimeout(r, 2 * POLL_EVERY_MS)); // a few idle polls first
      const list = await timedGet(`${portal.url}/api/client`, compressed, listAgent);
      const healthz = await poll.stop();
      if (list.status !== 200) throw new Error(`GET /api/client → ${list.status}`);
      return { list, healthz };
    };
    const checkBody = (list: Timed) => {
      const enc = list.headers['content-encoding'];
      const json =
        enc === 'br' ? zlib.brotliDecompressSync(list.body) : enc === 'gzip' ? zlib.gunzipSync(list.body) : list.body;
      const rows = JSON.parse(json.toString()) as { id: string }[];
      return {
        enc: enc ?? 'identity',
        rows: rows.length,
        first: rows[0],
        jsonMb: json.length / 1e6,
        wireMb: list.body.length / 1e6,
      };
    };

    // The first list after the start (nothing cached, the JIT cold): for the record.
    const cold = await measuredList();
    const coldBody = checkBody(cold.list);
    console.log(
      `  primera lista tras el inicio: ${coldBody.rows.toLocaleString('en-US')} clientes, ${coldBody.jsonMb.toFixed(1)} MB de JSON, ` +
        `${coldBody.wireMb.toFixed(1)} MB ${coldBody.enc}; primer byte ${cold.list.headersMs.toFixed(0)} ms, total ${cold.list.totalMs.toFixed(0)} ms, ` +
        `/healthz máx ${Math.max(...cold.healthz).toFixed(1)} ms`,
    );

    // A client to write: PUT back as it is, which still records a change (the list's ETag moves on).
    if (!coldBody.first) throw new Error('sin clientes');
    const id = encodeURIComponent(coldBody.first.id);
    const record = await (await fetch(`${portal.url}/api/client/${id}`, { headers })).json();
    const write = async () => {
      const res = await fetch(`${portal.url}/api/client/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
      if (!res.ok) throw new Error(`PUT /api/client/${id} → ${res.status} ${await res.text()}`);
    };

    const healthz: number[] = [];
    const ttfb: number[] = [];
    const firstChunk: number[] = [];
    const totals: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      await write();
      const { list, healthz: h } = await measuredList();
      const body = checkBody(list);
      if (body.rows < 90_000) throw new Error(`solo ${body.rows} clientes`);
      healthz.push(...h);
      ttfb.push(list.headersMs);
      firstChunk.push(list.firstChunkMs);
      totals.push(list.totalMs);
      console.log(
        `  ronda ${round} tras una escritura: primer byte ${list.headersMs.toFixed(0)} ms, primer trozo del cuerpo ${list.firstChunkMs.toFixed(0)} ms, ` +
          `total ${list.totalMs.toFixed(0)} ms (${body.wireMb.toFixed(1)} MB ${body.enc}); /healthz: ${h.length} sondeos, máx ${Math.max(...h).toFixed(1)} ms`,
      );
    }
    // The same list again, unchanged: served whole from the cache.
    const cached = await timedGet(`${portal.url}/api/client`, compressed, listAgent);

    const sorted = [...healthz].sort((a, b) => a - b);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    const after = `${ROUNDS} rounds, each a PUT /api/client/{id} (the cached list is gone) then GET /api/client (Accept-Encoding: gzip, br; ~100,000 clients, SEED_SCALE=${SEED_SCALE})`;
    const pollMethod = `${after}; /healthz polled one at a time every ${POLL_EVERY_MS} ms on its own keep-alive connection while the list is produced and sent (${healthz.length} polls); server in its own process on loopback`;
    report({
      name: '/healthz during a 100,000-client list, max',
      value: round1(sorted[sorted.length - 1]!),
      unit: 'ms',
      budget: HEALTHZ_BUDGET_MS,
      method: pollMethod,
    });
    report({
      name: '/healthz during a 100,000-client list, p99',
      value: round1(percentile(sorted, 99)),
      unit: 'ms',
      budget: HEALTHZ_BUDGET_MS,
      method: pollMethod,
    });
    report({
      name: 'GET /api/client after a write: time to first byte (worst round)',
      value: round1(Math.max(...ttfb)),
      unit: 'ms',
      budget: TTFB_BUDGET_MS,
      method: `${after}; request sent → response headers (node:http); first body chunk at ${firstChunk.map((n) => n.toFixed(0)).join(', ')} ms`,
    });
    report({
      name: 'GET /api/client after a write: whole list (median round)',
      value: Math.round(
        percentile(
          [...totals].sort((a, b) => a - b),
          50,
        ),
      ),
      unit: 'ms',
      method: `${after}; request sent → last byte; rounds ${totals.map((n) => n.toFixed(0)).join(', ')} ms`,
    });
    report({
      name: 'GET /api/client unchanged: whole list from the cache',
      value: Math.round(cached.totalMs),
      unit: 'ms',
      method: 'the same GET right after the last round, nothing written in between',
    });
    report({
      name: 'GET /api/client first after the start: time to first byte',
      value: Math.round(cold.list.headersMs),
      unit: 'ms',
      method: 'the first list of the fresh server (JIT cold, nothing cached)',
    });
    listAgent.destroy();
  } finally {
    await stopChild(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

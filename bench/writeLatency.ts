/**
 * Write latency of the mock at SEED_SCALE=500 with 20 writes in flight, as `servicio`: line
 * operator creates and updates and agent gate-pass toggles, each acknowledged only once the
 * journaled store has it. The server runs in its own process (as `npm start` runs it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, report } from './report';
import { cpuTicks, login, startPortal, stopChild } from './portalProcess';

const PORT = 8526;
const SEED_SCALE = 500;
const IN_FLIGHT = 20;
// Enough writes for the JIT to settle: with a few hundred, the optimizing compiler is still at
// work during the measured writes, and p50 measured the warm-up (≈ 6 ms) rather than the server.
const WARM_UP = Number(process.env.BENCH_WARMUP ?? 2000);
const MEASURED = Number(process.env.BENCH_WRITES ?? 5000);

type Write = { method: 'POST' | 'PUT'; path: string; body?: unknown };

// node:http with keep-alive: a lighter client than fetch, so the load generator, which shares
// the 2 cores with the server, adds less to what is measured.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(base: string, write: Write, headers: Record<string, string>): Promise<number> {
  const body = write.body === undefined ? undefined : Buffer.from(JSON.stringify(write.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${write.path}`,
      { method: write.method, agent, headers: body ? { ...headers, 'content-length': String(body.length) } : headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-writes-'));
  console.log(`Iniciando el mock (SEED_SCALE=${SEED_SCALE}) en :${PORT}…`);
  const portal = await startPortal({ port: PORT, dataDir, seedScale: SEED_SCALE });
  try {
    const { token } = await login(portal.url);
    const headers = { 'x-auth-token': token, 'content-type': 'application/json', accept: 'application/json' };
    const agentsRes = await fetch(`${portal.url}/api/agent/list`, { headers });
    const agents = ((await agentsRes.json()) as { id: string }[]).map((a) => a.id);
    if (agents.length === 0) throw new Error('sin agentes');

    // Each worker owns its line operators, so a PUT never races the POST that creates it.
    let seq = 0;
    const nextWrite = (worker: number, own: string[]): Write => {
      const n = seq++;
      const kind = n % 3;
      if (kind === 0 || own.length === 0) {
        // Digits only: codes are stored upper-cased, so letters would not round-trip as typed.
        const id = `L${String(worker).padStart(2, '0')}${String(own.length).padStart(5, '0')}`;
        own.push(id);
        return { method: 'POST', path: '/api/lineOperator', body: { id, name: `Línea de prueba ${n}` } };
      }
      if (kind === 1) {
        const id = own[n % own.length]!;
        return {
          method: 'PUT',
          path: `/api/lineOperator/${encodeURIComponent(id)}`,
          body: { id, name: `Línea renombrada ${n}` },
        };
      }
      return { method: 'POST', path: `/api/agent/blockgate/${encodeURIComponent(agents[n % agents.length]!)}` };
    };

    const failures = new Map<string, number>();
    /** `count` writes (the first `warmUp` unmeasured) from `inFlight` concurrent workers. */
    const run = async (inFlight: number, warmUp: number, count: number, firstWorker: number) => {
      const latencies: number[] = [];
      let started = 0;
      const total = warmUp + count;
      const worker = async (w: number) => {
        const own: string[] = [];
        while (started < total) {
          const index = started++;
          const write = nextWrite(w, own);
          const t0 = performance.now();
          const status = await send(portal.url, write, headers);
          const ms = performance.now() - t0;
          if (status < 200 || status >= 300) {
            const key = `${write.method} ${write.path.replace(/\/[^/]+$/, '/…')} → ${status}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
          if (index >= warmUp) latencies.push(ms);
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: inFlight }, (_, w) => worker(firstWorker + w)));
      return { sorted: latencies.sort((a, b) => a - b), seconds: (performance.now() - t0) / 1000, total };
    };
    await run(IN_FLIGHT, WARM_UP, 0, 2 * IN_FLIGHT);
    const serverBefore = cpuTicks(portal.child.pid);
    const clientBefore = process.cpuUsage();
    const { sorted, seconds, total } = await run(IN_FLIGHT, 0, MEASURED, 0);
    const serverTicks = (cpuTicks(portal.child.pid) ?? NaN) - (serverBefore ?? NaN);
    const client = process.cpuUsage(clientBefore);
    // Where the time goes: both processes share the machine's 2 cores.
    const perWrite = (ms: number) => (ms / total).toFixed(2);
    console.log(
      `  CPU por escritura / CPU per write: servidor ${perWrite(serverTicks * 10)} ms, cliente ${perWrite((client.user + client.system) / 1000)} ms`,
    );
    // One at a time: the service time alone, without the queue 20 writes in flight build.
    const single = await run(1, 50, 500, IN_FLIGHT);
    for (const [k, v] of failures) console.log(`  ⚠ ${v} × ${k}`);

    const round2 = (n: number) => Math.round(n * 100) / 100;
    const method = `${MEASURED} writes after ${WARM_UP} warm-up writes (JIT settled), ${IN_FLIGHT} in flight (node:http keep-alive), 1/3 each POST /api/lineOperator, PUT /api/lineOperator/{id}, POST /api/agent/blockgate/{id} as servicio; SEED_SCALE=${SEED_SCALE}; server in its own process on loopback`;
    console.log(`  ${total} escrituras en ${seconds.toFixed(1)} s (${Math.round(total / seconds)} escrituras/s)`);
    report({ name: 'Write latency p50', value: round2(percentile(sorted, 50)), unit: 'ms', budget: 5, method });
    report({ name: 'Write latency p99', value: round2(percentile(sorted, 99)), unit: 'ms', budget: 50, method });
    report({ name: 'Write throughput', value: Math.round(total / seconds), unit: 'writes/s', method });
    report({
      name: 'Write latency p50, one in flight',
      value: round2(percentile(single.sorted, 50)),
      unit: 'ms',
      method: `500 writes after 50 warm-up, one at a time, same mix (service time without queueing; with ${IN_FLIGHT} in flight p50 ≈ ${IN_FLIGHT} ÷ throughput)`,
    });
    if (failures.size)
      report({
        name: 'Write failures',
        value: [...failures.values()].reduce((a, b) => a + b, 0),
        unit: 'writes',
        budget: 0,
        method,
      });
  } finally {
    agent.destroy();
    await stopChild(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});

/**
 * Load: 200 concurrent signed-in sessions (200 distinct tokens of the customer-service demo
 * users) against the real server process for 30 s, each doing mixed reads (agent, storekeeper
 * and line-operator lists, the account) and writes (its own line operators created, renamed and
 * deleted; gate-pass toggles of agents). Loopback only. Errors and 5xx must be 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from '../tests/harness/support/accounts';
import { closeAgents, jsonHeaders, pool, send, type RawRequest } from '../tests/harness/support/http';
import { startServerProcess } from '../tests/harness/support/serverProcess';
import { Random } from '../mock-server/seed/random';
import { percentile, report } from './report';

const PORT = 8513;
const SESSIONS = 200;
const DURATION_MS = 30_000;
/** Both may do every call below (customer service and its supervisor). */
const LOGINS = ['servicio', 'supervisor'];
const READS = ['/api/agent/list', '/api/storekeeper/list', '/api/lineOperator', '/api/account'];

interface Tally {
  requests: number;
  errors: number;
  fives: number;
  latencies: number[];
  firstErrors: string[];
}

/** One session's loop: mostly reads; writes on its own line operator (create → rename → delete) or a gate toggle. */
async function session(
  base: string,
  token: string,
  index: number,
  agentIds: readonly string[],
  until: number,
  t: Tally,
) {
  const rnd = new Random(`load-${index}`);
  const headers = jsonHeaders(token);
  let line: string | undefined;
  let serial = 0;
  while (Date.now() < until) {
    let r: RawRequest;
    const roll = rnd.next();
    if (roll < 0.7) r = { method: 'GET', path: rnd.pick(READS), headers };
    else if (roll < 0.8)
      r = {
        method: 'POST',
        path: `/api/agent/blockgate/${encodeURIComponent(rnd.pick(agentIds))}`,
        headers,
        body: '{}',
      };
    else if (!line) {
      line = `L${index.toString(36)}X${(serial++).toString(36)}`.toUpperCase().slice(0, 10);
      r = {
        method: 'POST',
        path: '/api/lineOperator',
        headers,
        body: JSON.stringify({ id: line, name: `Carga ${line}` }),
      };
    } else if (rnd.chance(0.5)) {
      r = {
        method: 'PUT',
        path: `/api/lineOperator/${line}`,
        headers,
        body: JSON.stringify({ id: line, name: `Carga ${line} ${serial++}` }),
      };
    } else {
      r = { method: 'DELETE', path: `/api/lineOperator/delete/${line}`, headers };
      line = undefined;
    }
    const t0 = performance.now();
    try {
      const reply = await send(base, r, 30_000);
      t.latencies.push(performance.now() - t0);
      if (reply.status >= 500) t.fives++;
      if (reply.status >= 400) {
        t.errors++;
        if (t.firstErrors.length < 5)
          t.firstErrors.push(`${r.method} ${r.path}: ${reply.status} ${reply.text.slice(0, 120)}`);
      }
    } catch (err) {
      t.errors++;
      if (t.firstErrors.length < 5) t.firstErrors.push(`${r.method} ${r.path}: ${String(err)}`);
    }
    t.requests++;
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
  const server = await startServerProcess({ port: PORT, dataDir });
  try {
    const tokens = await pool(
      Array.from({ length: SESSIONS }, (_, i) => LOGINS[i % LOGINS.length]!),
      8,
      (login) => signIn(server.url, login),
    );
    const agents = await send(server.url, { method: 'GET', path: '/api/agent/list', headers: jsonHeaders(tokens[0]) });
    const agentIds = (agents.json as { id: string }[]).map((a) => a.id);
    const t: Tally = { requests: 0, errors: 0, fives: 0, latencies: [], firstErrors: [] };
    const started = Date.now();
    await Promise.all(tokens.map((token, i) => session(server.url, token, i, agentIds, started + DURATION_MS, t)));
    const seconds = (Date.now() - started) / 1000;
    for (const e of t.firstErrors) console.log(`  error: ${e}`);
    const sorted = t.latencies.sort((a, b) => a - b);
    const method = `${SESSIONS} sesiones (${new Set(tokens).size} tokens distintos) durante ${seconds.toFixed(0)} s contra el proceso real en loopback; 70 % lecturas, 30 % escrituras`;
    report({
      name: 'carga: peticiones',
      value: t.requests,
      unit: 'peticiones',
      method: `${method}; ${(t.requests / seconds).toFixed(0)} pet/s`,
    });
    report({
      name: 'carga: errores (4xx, 5xx o sin respuesta)',
      value: t.errors,
      unit: 'peticiones',
      method,
      budget: 0,
    });
    report({ name: 'carga: respuestas 5xx', value: t.fives, unit: 'peticiones', method, budget: 0 });
    report({ name: 'carga: latencia p50', value: Math.round(percentile(sorted, 50) * 10) / 10, unit: 'ms', method });
    report({ name: 'carga: latencia p99', value: Math.round(percentile(sorted, 99) * 10) / 10, unit: 'ms', method });
  } finally {
    closeAgents();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Crash safety: a burst of line-operator creations (20 in flight) against the real server
 * process, SIGKILL once half of them are acknowledged, restart on the same data dir, and every
 * acknowledged (2xx) write must be there, with the other collections whole.
 */
import { startServer } from '../../../mock-server/server';
import { COLLECTIONS } from '../../../mock-server/types';
import { signIn } from './accounts';
import { closeAgents, jsonHeaders, pool, send } from './http';
import { startServerProcess, type ServerProcess } from './serverProcess';

export interface CrashResult {
  writes: number;
  inFlight: number;
  acknowledged: number;
  /** Failed after the kill (refused or cut connections): not acknowledged, so free to be lost. */
  unacknowledged: number;
  /** Acknowledged but absent (or different) after the restart: must be empty. */
  missing: string[];
  /** Collections whose size changed across the crash (other than the line operators written): must be empty. */
  changed: string[];
  /** Line operators before the burst and after the restart. */
  linesBefore: number;
  linesAfter: number;
  restartMs: number;
}

/**
 * Size of every stored collection, read by loading the data dir in-process (no server process
 * may be running on it): the store must come back whole, not just the collection written.
 */
async function collectionSizes(port: number, dataDir: string): Promise<Record<string, number>> {
  const server = await startServer({ port, dataDir, quiet: true });
  try {
    return Object.fromEntries(COLLECTIONS.map((c) => [c, server.store!.db[c].length]));
  } finally {
    await server.close();
  }
}

async function lineOperators(server: ServerProcess, token: string): Promise<Map<string, string>> {
  const r = await send(server.url, { method: 'GET', path: '/api/lineOperator', headers: jsonHeaders(token) });
  if (r.status !== 200 || !Array.isArray(r.json)) throw new Error(`/api/lineOperator: ${r.status}`);
  return new Map((r.json as { id: string; name: string }[]).map((l) => [l.id, l.name]));
}

export async function crashBurst(opts: {
  port: number;
  dataDir: string;
  writes: number;
  inFlight?: number;
}): Promise<CrashResult> {
  // Seeds the data dir and counts it; the process then starts from that snapshot.
  const before = await collectionSizes(opts.port, opts.dataDir);
  const first = await startServerProcess({ port: opts.port, dataDir: opts.dataDir });
  let second: ServerProcess | undefined;
  try {
    const token = await signIn(first.url, 'servicio');
    const acked = new Map<string, string>();
    let unacknowledged = 0;
    let killing: Promise<void> | undefined;
    const inFlight = opts.inFlight ?? 20;
    const ids = Array.from({ length: opts.writes }, (_, i) => `KR${String(i).padStart(4, '0')}`);
    await pool(ids, inFlight, async (id) => {
      const name = `Línea de prueba ${id}`;
      const r = await send(
        first.url,
        { method: 'POST', path: '/api/lineOperator', headers: jsonHeaders(token), body: JSON.stringify({ id, name }) },
        10_000,
      ).catch(() => undefined);
      if (r && r.status >= 200 && r.status < 300) acked.set(id, name);
      else unacknowledged++;
      // Mid-burst: with requests in flight, some answered, some half-written.
      if (!killing && acked.size >= opts.writes / 2) killing = first.kill();
    });
    await (killing ?? first.kill());
    closeAgents();

    const t0 = Date.now();
    second = await startServerProcess({ port: opts.port, dataDir: opts.dataDir });
    const restartMs = Date.now() - t0;
    const token2 = await signIn(second.url, 'servicio');
    const lines = await lineOperators(second, token2);
    const missing = [...acked].filter(([id, name]) => lines.get(id) !== name).map(([id]) => id);
    await second.stop();
    const after = await collectionSizes(opts.port, opts.dataDir);
    const changed = COLLECTIONS.filter((c) => c !== 'lineOperator' && after[c] !== before[c]).map(
      (c) => `${c}: ${before[c]} → ${after[c]}`,
    );
    return {
      writes: opts.writes,
      inFlight,
      acknowledged: acked.size,
      unacknowledged,
      missing,
      changed,
      linesBefore: before.lineOperator!,
      linesAfter: lines.size,
      restartMs,
    };
  } finally {
    await first.kill();
    await second?.stop();
    closeAgents();
  }
}

export const describeCrash = (r: CrashResult) =>
  `Crash: ${r.writes} writes (${r.inFlight} in flight), ${r.acknowledged} acknowledged before kill -9, ${r.unacknowledged} not acknowledged, ` +
  `${r.missing.length} acknowledged missing after restart (${r.restartMs} ms to answer again), line operators ${r.linesBefore} → ${r.linesAfter}`;

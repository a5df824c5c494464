/**
 * The upload fuzz (issue 29 §4; docs/uploads.md): malformed spreadsheets (support/uploadCases.ts)
 * uploaded to the empties call, a few at once. Never a 5xx or a hang; every refusal is
 * {code, message}, a 400 naming the field `file`; the answer stays small; the process's memory
 * grows less than RSS_BOUND; and while each of the worst uploads is processed /healthz answers
 * within HEALTHZ_BOUND_MS.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { MAX_BODY_BYTES } from '../../mock-server/http/uploadLimits';
import { signIn } from './support/accounts';
import { closeAgents, jsonHeaders, pool, send } from './support/http';
import { malformedCases, worstCases, type UploadCase } from './support/uploadCases';
import { probeWhile, uploadEmpties } from './support/uploadProbe';

const PORT = 8519;
const SEED = Number(process.env.FUZZ_SEED ?? 29);
const MUTATIONS = Number(process.env.UPLOAD_FUZZ_MUTATIONS ?? 60);
/** Below the upload limit of in-flight uploads (4): the fuzz is not about 429s. */
const CONCURRENCY = 3;
const MB = 1024 * 1024;
/** Resident memory a run may add (the old reader: +1.3 GB for one 100 MB cell, +670 MB for 300,000 rows). */
const RSS_BOUND = 200 * MB;
const HEALTHZ_BOUND_MS = 500;

let server: RunningServer;
let dataDir: string;
let token: string;
let booking: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-uploads-'));
  server = await startServer({ port: PORT, dataDir, quiet: true, reset: true });
  token = await signIn(server.url, 'naviera');
  const bookings = await send(server.url, {
    method: 'GET',
    path: '/api/booking/getallbyline/MSC',
    headers: jsonHeaders(token),
  });
  booking = (bookings.json as { nbr: string }[])[0]!.nbr;
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What is wrong with one answer, or undefined. */
function fault(c: UploadCase, status: number, json: unknown, text: string): string | undefined {
  const what = `${c.name}: ${status} ${text.slice(0, 160)}`;
  if (status >= 500) return what;
  if (text.length > MAX_BODY_BYTES) return `${c.name}: answer of ${text.length} bytes`;
  if (status === 200) return Array.isArray(json) ? undefined : what;
  const body = json as { code?: unknown; message?: unknown; fields?: Record<string, unknown> } | undefined;
  if (typeof body?.code !== 'string' || typeof body.message !== 'string') return what;
  if (status === 400 && typeof body.fields?.file !== 'string') return what;
  return undefined;
}

it('malformed spreadsheets: never a 5xx or a hang; every refusal a 400 on file with its message; memory bounded', async () => {
  const cases = await malformedCases(SEED, MUTATIONS);
  const faults: string[] = [];
  const statuses = new Map<number, number>();
  const probed = await probeWhile(server.url, () =>
    pool(cases, CONCURRENCY, async (c) => {
      try {
        const r = await uploadEmpties(server.url, token, booking, c.data, c.filename);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        const f = fault(c, r.status, r.json, r.text);
        if (f) faults.push(f);
      } catch (error) {
        faults.push(`${c.name}: ${(error as Error).message}`);
      }
    }),
  );
  expect(faults).toEqual([]);
  expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  expect(probed.rssGrowth, `RSS +${Math.round(probed.rssGrowth / MB)} MB`).toBeLessThan(RSS_BOUND);
}, 60_000);

it(`the worst uploads (300,000 rows, a 100 MB cell, zip bombs, 10 MB CSVs): answered, memory bounded, /healthz within ${HEALTHZ_BOUND_MS} ms`, async () => {
  const faults: string[] = [];
  for (const c of await worstCases()) {
    const p = await probeWhile(server.url, () => uploadEmpties(server.url, token, booking, c.data, c.filename));
    const f = fault(c, p.result.status, p.result.json, p.result.text);
    if (f) faults.push(f);
    if (p.healthzMaxMs > HEALTHZ_BOUND_MS) faults.push(`${c.name}: /healthz ${Math.round(p.healthzMaxMs)} ms`);
    if (p.rssGrowth > RSS_BOUND) faults.push(`${c.name}: RSS +${Math.round(p.rssGrowth / MB)} MB`);
  }
  expect(faults).toEqual([]);
}, 60_000);

/**
 * Wrong-typed writes to every model a definition serves (4xx, nothing stored, the field named),
 * then seeded fuzzing of every route (route table and generic service) against the in-process mock:
 * never a 5xx, a hang or a 4xx without {code, message}; afterwards no built-in prototype is
 * polluted and the store reloads exactly as the server held it at close. FUZZ_REQUESTS and
 * FUZZ_SEED (env) size and vary the run; `npm run bench` runs 10,000 (bench/fuzz.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFuzz, fuzzSession, type FuzzSession } from './support/fuzz';

const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 2000;
const SEED = Number(process.env.FUZZ_SEED) || 20260101;

let dataDir: string;
let session: FuzzSession;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-fuzz-'));
  session = await fuzzSession({ port: 8515, dataDir, requests: REQUESTS, seed: SEED });
  console.log(describeFuzz(session.result, SEED));
}, 300_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('seeded bad input on every route never gets a 5xx, a hang or an error without {code, message}', () => {
  const { result } = session;
  expect(result.failures.slice(0, 20), `${result.failures.length} fallas`).toEqual([]);
  expect([...result.byStatus.values()].reduce((a, b) => a + b, 0)).toBe(REQUESTS);
  // The run reached the handlers: some requests were accepted and some refused by validation.
  expect(result.byStatus.get(400) ?? 0).toBeGreaterThan(0);
  expect([...result.byStatus.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
});

it('VAL-010: wrong-typed writes to every model a definition serves are 4xx, store nothing, and the generic service names the field', () => {
  const { wrongTypes } = session;
  console.log(
    `Tipos incorrectos: ${wrongTypes.sent} escrituras (${wrongTypes.generic} al servicio genérico), ${wrongTypes.failures.length} fallas`,
  );
  expect(wrongTypes.failures.slice(0, 20), `${wrongTypes.failures.length} fallas`).toEqual([]);
  // Every served model with a write was reached, and some calls fell to the generic service.
  expect(wrongTypes.sent).toBeGreaterThan(0);
  expect(wrongTypes.generic).toBeGreaterThan(0);
});

it('no fuzz body polluted a built-in prototype of the server process', () => {
  expect(session.prototypeChanges).toEqual([]);
  expect(session.inheritedMarkers).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it('after the fuzzing the store reloads exactly as the server held it at close', () => {
  expect(session.reloadDiffers).toEqual([]);
});

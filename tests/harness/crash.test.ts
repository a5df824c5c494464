/**
 * kill -9 of the real server process in the middle of a write burst: every acknowledged write
 * survives the restart and the store loads whole. `npm run bench` runs 1,000 writes (bench/crash.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { crashBurst, describeCrash } from './support/crash';
import { describePaymentCrash, paymentCrash } from './support/paymentCrash';

let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('every write acknowledged before a kill -9 is there after the restart, and the store loads whole', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-crash-'));
  const result = await crashBurst({ port: 8510, dataDir, writes: 100 });
  console.log(describeCrash(result));
  expect(result.missing).toEqual([]);
  expect(result.changed).toEqual([]);
  // The kill really came mid-burst: half were acknowledged, and the rest did not all get through.
  expect(result.acknowledged).toBeGreaterThanOrEqual(50);
  expect(result.unacknowledged).toBeGreaterThan(0);
  expect(result.linesAfter).toBeGreaterThanOrEqual(result.linesBefore + result.acknowledged);
}, 90_000);

it('INV-113: a kill -9 in the middle of payments loses no acknowledged payment and, with every client retrying its key, pays each invoice exactly once', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'harness-pay-crash-'));
  try {
    const r = await paymentCrash({ port: 8512, dataDir: dir, payments: 60 });
    console.log(describePaymentCrash(r));
    expect(r.acknowledged).toBeGreaterThanOrEqual(30);
    expect(r.acknowledged).toBeLessThan(60);
    expect(r.missing).toEqual([]);
    expect(r.changedAnswers).toEqual([]);
    expect(r.doubled).toEqual([]);
    expect(r.unpaidAfterRetry).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);

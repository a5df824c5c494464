/**
 * Part of bench/firstRows.ts (issue 30 §2): /clients with 100,000 and 300,000 clients
 * (SEED_SCALE=500 and 1500) on a fresh server — a new server process per run, from a seed made
 * once, so no list answer is made or cached yet — as a returning user (token and identity stored)
 * with a cold browser cache, the scales interleaved run by run. Per run: the first painted row (bench/firstRowProbe.ts), when the
 * whole collection is in the list (its "still arriving" notice gone), and the long tasks the page
 * ran (PerformanceObserver 'longtask', every task over 50 ms, from navigation start): the longest
 * after the first row until the whole has arrived is what "responsive while the rest arrives" means.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { timeToFirstRow } from './firstRowProbe';
import { login, startPortal, stopChild } from './portalProcess';

export interface LargeRun {
  firstRowMs: number;
  /** The whole collection in the list: its "arriving" notice gone (or never shown) and the call ended. */
  wholeMs: number;
  /** Longest task that ran (even in part) after the first row, until the whole was in; 0 when none over 50 ms. */
  longestAfterFirstRowMs: number;
  /** Longest task of the whole load, the boot included. */
  longestMs: number;
}

export interface LargeScaleResult {
  scale: number;
  rows: number;
  runs: LargeRun[];
}

const ROW = '.RaDataTable-row';
const ARRIVING = '[data-testid="list-arriving"]';
const LIST_CALL = '/api/client';

interface LongTask {
  start: number;
  duration: number;
}

/** One cold load of /clients on the server at `base`. */
async function oneRun(browser: Browser, base: string, storage: Record<string, string>): Promise<LargeRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((s: Record<string, string>) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, storage);
    const page = await context.newPage();
    const callEnded = page.waitForEvent('requestfinished', {
      predicate: (r) => new URL(r.url()).pathname === LIST_CALL,
      timeout: 120_000,
    });
    await page.goto(`${base}/clients`, { waitUntil: 'commit' });
    const firstRowMs = await timeToFirstRow(page, ROW, 60_000);
    await callEnded;
    // The whole is in once the notice is gone; then a painted frame.
    await page.waitForFunction((sel: string) => !document.querySelector(sel), ARRIVING, {
      polling: 'raf',
      timeout: 120_000,
    });
    const wholeMs = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))),
    );
    // A task still running when the whole showed is reported once it ends.
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const after = tasks.filter((t) => t.start + t.duration > firstRowMs && t.start < wholeMs);
    return {
      firstRowMs,
      wholeMs,
      longestAfterFirstRowMs: Math.max(0, ...after.map((t) => t.duration)),
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
    };
  } finally {
    await context.close();
  }
}

/**
 * Seeds each scale once (a server with MOCK_RESET), then runs `runs` + 1 rounds; in each round,
 * one load per scale, interleaved (as the side-by-side batches are, so a busier moment of the
 * machine weighs on every scale alike), each on a new server process started from that scale's
 * data. The first round is unmeasured: it warms the OS's file cache and the browser binary, not
 * the servers.
 */
export async function largeListFirstRows(
  browser: Browser,
  o: { port: number; scales: number[]; runs: number; staticDir: string; log: (line: string) => void },
): Promise<LargeScaleResult[]> {
  const results = o.scales.map((scale) => ({
    scale,
    rows: 0,
    runs: [] as LargeRun[],
    dataDir: mkdtempSync(join(tmpdir(), `bench-first-rows-${scale}-`)),
  }));
  try {
    for (const r of results) {
      const t0 = performance.now();
      const seeding = await startPortal({
        port: o.port,
        dataDir: r.dataDir,
        seedScale: r.scale,
        staticDir: o.staticDir,
        reset: true,
        timeoutMs: 900_000,
      });
      await stopChild(seeding.child);
      o.log(`  SEED_SCALE=${r.scale}: semilla en ${Math.round((performance.now() - t0) / 1000)} s`);
    }
    for (let i = 0; i <= o.runs; i++) {
      for (const r of results) {
        const portal = await startPortal({
          port: o.port,
          dataDir: r.dataDir,
          seedScale: r.scale,
          staticDir: o.staticDir,
          reset: false,
          timeoutMs: 300_000,
        });
        try {
          const { token, expires, account } = await login(portal.url, 'servicio');
          const storage = {
            'RaStore.version': '1',
            token,
            expires: String(expires),
            identity: JSON.stringify(account),
          };
          const run = await oneRun(browser, portal.url, storage);
          const line = `primera fila ${Math.round(run.firstRowMs)} ms, todo ${Math.round(run.wholeMs)} ms, tarea más larga tras la fila ${Math.round(run.longestAfterFirstRowMs)} ms (carga entera ${Math.round(run.longestMs)} ms)`;
          if (i === 0) o.log(`  SEED_SCALE=${r.scale} (sin medir): ${line}`);
          else {
            r.runs.push(run);
            o.log(`  SEED_SCALE=${r.scale} ronda ${i}: ${line}`);
          }
          if (!r.rows) r.rows = await countRows(portal.url, token);
        } finally {
          await stopChild(portal.child);
        }
      }
    }
    return results.map(({ scale, rows, runs }) => ({ scale, rows, runs }));
  } finally {
    for (const r of results) rmSync(r.dataDir, { recursive: true, force: true });
  }
}

/** How many clients the list call answers (after the measured load: it does not warm anything measured). */
async function countRows(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}${LIST_CALL}`, { headers: { 'x-auth-token': token, accept: 'application/json' } });
  const rows = (await res.json()) as unknown[];
  return rows.length;
}

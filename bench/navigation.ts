/**
 * Navigation to the first rows of a list in Chromium: a signed-in session (token, expires and
 * identity in localStorage, as the console stores them after an API login), a cold browser
 * cache (a new context per run), navigate to /agents and time until the first data row is
 * visible. Also prints when the list view's chunk and GET /api/agent/list started, relative to
 * navigation start, so the overlap (or the waterfall) is visible.
 *
 * Serves the built console like `npm start` (STATIC_DIR, the real server in its own process).
 * BENCH_DIST_DIR picks another build; BENCH_NAV_SEED_SCALE the seed (default 1, as `npm start`);
 * BENCH_NAV_ROUTE, BENCH_NAV_LIST_CALL, BENCH_NAV_BUDGET_MS and BENCH_NAV_USER another list (the
 * clients at SEED_SCALE=500, 100,000 rows), which also reports the JS heap once the list shows.
 *
 * On loopback a request costs ~nothing, so a second series adds a round-trip time (Chromium's
 * network emulation, RTT_MS per request) as a server across a network would: that is where
 * requests made one after the other (a waterfall) show.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { percentile, report } from './report';
import { distDir, login, startPortal, stopChild } from './portalProcess';

const env = process.env;
const PORT = Number(env.BENCH_NAV_PORT) || 8521;
const RUNS = 5;
const ROUTE = env.BENCH_NAV_ROUTE || '/agents';
const LIST_CALL = env.BENCH_NAV_LIST_CALL || '/api/agent/list';
const BUDGET_MS = Number(env.BENCH_NAV_BUDGET_MS) || 850;
const USER = env.BENCH_NAV_USER || 'servicio';
const MEASURE_HEAP = ROUTE !== '/agents';
const ROW = '.RaDataTable-row';
const RTT_MS = 40;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Run {
  firstRowMs: number;
  /** Resource timings (ms from navigation start) of the list call and of the list view chunk. */
  listCallStart: number | null;
  listCallEnd: number | null;
  chunkStart: number | null;
  entryStart: number | null;
  /** JS heap in use once the first row showed (after a GC), when measured. */
  heapBytes: number | null;
}

async function oneRun(browser: Browser, base: string, session: Record<string, string>, latencyMs = 0): Promise<Run> {
  const context = await browser.newContext();
  try {
    // Before any page script: the session the console would have stored after signing in.
    await context.addInitScript((s: Record<string, string>) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, session);
    const page = await context.newPage();
    if (latencyMs > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    // When the list call leaves, from the browser's side: a streamed answer still arriving when the
    // first row shows has no resource-timing entry yet (those are written when the answer ends).
    let listCallSentAt: number | null = null;
    page.on('request', (request) => {
      if (listCallSentAt === null && new URL(request.url()).pathname === LIST_CALL) listCallSentAt = Date.now();
    });
    await page.goto(`${base}${ROUTE}`, { waitUntil: 'commit' });
    const firstRow = await page.waitForFunction(
      (sel: string) => {
        const row = document.querySelector<HTMLElement>(sel);
        return row && row.offsetParent !== null && row.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      ROW,
      { polling: 'raf', timeout: 20_000 },
    );
    const firstRowMs = (await firstRow.jsonValue()) as number;
    const timings = await page.evaluate((listCall: string) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const call = entries.find((e) => new URL(e.name).pathname === listCall);
      const chunk = entries.find((e) => /\/assets\/ResourceList[-.][^/]*\.js$/.test(e.name));
      const entry = entries.find((e) => /\/assets\/index[-.][^/]*\.js$/.test(e.name));
      return {
        listCallStart: call?.startTime ?? null,
        listCallEnd: call?.responseEnd ?? null,
        chunkStart: chunk?.startTime ?? null,
        entryStart: entry?.startTime ?? null,
      };
    }, LIST_CALL);
    if (timings.listCallStart === null && listCallSentAt !== null) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      timings.listCallStart = listCallSentAt - origin;
    }
    let heapBytes: number | null = null;
    if (MEASURE_HEAP) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      heapBytes = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
    }
    return { firstRowMs, ...timings, heapBytes };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const round0 = (n: number) => Math.round(n);
const fmt = (n: number | null) => (n === null ? '—' : `${round0(n)} ms`);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-nav-'));
  const seedScale = Number(process.env.BENCH_NAV_SEED_SCALE ?? 1) || 1;
  const portal = await startPortal({ port: PORT, dataDir, seedScale, staticDir: distDir() });
  let browser: Browser | undefined;
  try {
    const { token, expires, account } = await login(portal.url, USER);
    const session = { token, expires: String(expires), identity: JSON.stringify(account) };
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    // One unmeasured run warms the server (list cache, static files) and the OS, not the browser.
    await oneRun(browser, portal.url, session);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(browser, portal.url, session);
      runs.push(r);
      console.log(
        `  run ${i + 1}: first row ${fmt(r.firstRowMs)} · entry JS start ${fmt(r.entryStart)} · ` +
          `ResourceList chunk start ${fmt(r.chunkStart)} · ${LIST_CALL} start ${fmt(r.listCallStart)} end ${fmt(r.listCallEnd)}`,
      );
    }
    const method = `Chromium (${CHROMIUM_ARGS.join(' ')}), signed-in ${USER}, new context per run (cold cache), goto ${ROUTE} → first ${ROW} visible (rAF polling, performance.now() from navigation start), seed scale ${seedScale}, median of ${RUNS} after 1 warm-up`;
    report({
      name: `Navigation ${ROUTE} → first row (median)`,
      value: round0(median(runs.map((r) => r.firstRowMs))),
      unit: 'ms',
      budget: BUDGET_MS,
      method,
    });
    if (MEASURE_HEAP) {
      report({
        name: `Navigation ${ROUTE}: JS heap once the list shows (median)`,
        value: Math.round(median(runs.map((r) => r.heapBytes ?? NaN)) / 1e5) / 10,
        unit: 'MB',
        method:
          'CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage().usedSize, right after the first row showed',
      });
    }
    const medianOf = (pick: (r: Run) => number | null) => {
      const xs = runs.map(pick).filter((x): x is number => x !== null);
      return xs.length ? round0(median(xs)) : NaN;
    };
    report({
      name: `Navigation ${ROUTE}: ResourceList chunk request start (median)`,
      value: medianOf((r) => r.chunkStart),
      unit: 'ms',
      method: 'Resource Timing startTime from navigation start',
    });
    report({
      name: `Navigation ${ROUTE}: GET ${LIST_CALL} start (median)`,
      value: medianOf((r) => r.listCallStart),
      unit: 'ms',
      method: 'Resource Timing startTime from navigation start',
    });
    report({
      name: `Navigation ${ROUTE}: list call start − chunk start (median)`,
      value: medianOf((r) =>
        r.listCallStart === null || r.chunkStart === null ? null : r.listCallStart - r.chunkStart,
      ),
      unit: 'ms',
      method: 'per run: list call startTime − ResourceList chunk startTime; ≈0 or negative = no waterfall',
    });

    console.log(`\nCon ${RTT_MS} ms de ida y vuelta por petición / with ${RTT_MS} ms RTT per request:`);
    const slow: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(browser, portal.url, session, RTT_MS);
      slow.push(r);
      console.log(
        `  run ${i + 1}: first row ${fmt(r.firstRowMs)} · ResourceList chunk start ${fmt(r.chunkStart)} · ${LIST_CALL} start ${fmt(r.listCallStart)} end ${fmt(r.listCallEnd)}`,
      );
    }
    report({
      name: `Navigation ${ROUTE} → first row with ${RTT_MS} ms RTT (median)`,
      value: round0(median(slow.map((r) => r.firstRowMs))),
      unit: 'ms',
      method: `as above plus Chromium network emulation (Network.emulateNetworkConditions latency ${RTT_MS} ms, no bandwidth cap): the cost of sequential requests`,
    });
  } finally {
    await browser?.close();
    await stopChild(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});

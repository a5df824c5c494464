/**
 * First painted rows against a fixed reference, and per route (issue 15 §1).
 *
 * 1. /agents against the reference page (bench/reference: atomic-crm's kind of page on the same
 *    stack, its demo data made with faker in the browser), both built and served from 127.0.0.1,
 *    cold browser cache (a new context per run), in 3 interleaved batches of 5: a returning user
 *    (token and cached identity in storage), a user without the cached identity, and the
 *    reference. Reported: each median, ours ÷ the reference, ours ÷ atomic-crm's time as
 *    measured when the issue was filed, and that ratio scaled by the reference of the same run
 *    (the goal: ≤ 0.5 for both users).
 * 3. Signed out: the sign-in click to the first row of the landing list.
 * 2. Each route people open all day, as its own user: list, record, and the operational screens
 *    (visit units, import management, tracking, gate pass): the time to its first painted row or
 *    main element (bench/firstRowProbe.ts), median of 5 after a warm-up.
 * The servers are warmed (one unmeasured run each) before anything is timed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildSeed } from '../mock-server/seed/index';
import { demoUnitNumbers } from '../mock-server/kinds/importPickup/seed';
import { timeToFirstRow } from './firstRowProbe';
import { distDir, login, repoRoot, startPortal, stopChild } from './portalProcess';
import { percentile, report } from './report';

const PORT = 8523;
const REF_PORT = 8524;
const RUNS = 5;
const BATCHES = 3;
const RATIO_GOAL = 0.5;
/**
 * atomic-crm's demo /contacts measured on this class of machine when issue 15 was filed: 1,104–1,309
 * ms to its first row (15 runs), about 1,200 ms at the median. It cannot be built here, so the
 * reference page stands in; the measured ratio atomic-crm ÷ reference is unknown, and this figure
 * (with the reference's median of the same run) turns our time into atomic-crm terms.
 */
const ATOMIC_CRM_MEDIAN_MS = 1200;
/**
 * The reference page's median on a quiet machine of that class (509–529 ms, 15 runs, 25/11/2026):
 * atomic-crm took about 1200 ÷ 520 = 2.3 times as long. Scaling by the reference of the same run
 * (ours ÷ reference × 520 ÷ 1200) keeps the atomic-crm ratio steady when the machine is busier.
 */
const REFERENCE_QUIET_MS = 520;
const ROW = '.RaDataTable-row';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const round0 = (n: number) => Math.round(n);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Builds the reference page when its sources are newer than its build. */
async function buildReference(): Promise<string> {
  const src = join(repoRoot, 'bench', 'reference');
  const out = join(repoRoot, 'bench', '.reference-dist');
  const newest = Math.max(...readdirSync(src).map((f) => statSync(join(src, f)).mtimeMs));
  if (!existsSync(join(out, 'index.html')) || statSync(join(out, 'index.html')).mtimeMs < newest) {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(src, 'vite.config.ts')], { cwd: repoRoot, stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build de la referencia: ${code}`))));
    });
  }
  return out;
}

function startReference(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'bench', 'referenceServer.ts'), String(REF_PORT)], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\S+)/.exec(chunk.toString());
      if (m) resolve({ child, url: m[1]! });
    });
    child.on('exit', (code) => reject(new Error(`servidor de referencia terminó: ${code}`)));
  });
}

type Storage = Record<string, string>;

/** One cold load (a new context) of `url` with `storage` set before any script: ms to the first painted `selector`. */
async function coldLoad(browser: Browser, url: string, selector: string, storage: Storage = {}): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((s: Storage) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    return await timeToFirstRow(page, selector);
  } finally {
    await context.close();
  }
}

async function main() {
  const reference = await buildReference();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-rows-'));
  const portal = await startPortal({ port: PORT, dataDir, seedScale: 1, staticDir: distDir() });
  const ref = await startReference();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const sessions = new Map<string, { withIdentity: Storage; withoutIdentity: Storage }>();
    const sessionOf = async (user: string) => {
      if (!sessions.has(user)) {
        const { token, expires, account } = await login(portal.url, user);
        const base = { 'RaStore.version': '1', token, expires: String(expires) };
        sessions.set(user, { withIdentity: { ...base, identity: JSON.stringify(account) }, withoutIdentity: base });
      }
      return sessions.get(user)!;
    };

    // 1. Side by side with the reference page.
    const cs = await sessionOf('servicio');
    const ours = `${portal.url}/agents`;
    const theirs = `${ref.url}/#/contacts`;
    // Warm both servers and the OS (not the browser: every run is a new context).
    await coldLoad(browser, ours, ROW, cs.withIdentity);
    await coldLoad(browser, theirs, ROW);
    const returning: number[] = [];
    const fresh: number[] = [];
    const refs: number[] = [];
    for (let b = 0; b < BATCHES; b++) {
      for (let i = 0; i < RUNS; i++) returning.push(await coldLoad(browser, ours, ROW, cs.withIdentity));
      for (let i = 0; i < RUNS; i++) fresh.push(await coldLoad(browser, ours, ROW, cs.withoutIdentity));
      for (let i = 0; i < RUNS; i++) refs.push(await coldLoad(browser, theirs, ROW));
      console.log(`  tanda ${b + 1}: con identidad ${returning.slice(-RUNS).map(round0).join(', ')} · sin identidad ${fresh.slice(-RUNS).map(round0).join(', ')} · referencia ${refs.slice(-RUNS).map(round0).join(', ')} ms`);
    }
    const refMedian = median(refs);
    const method = `Chromium (${CHROMIUM_ARGS.join(' ')}), 1280×800, new context per run (cold cache), ${BATCHES} interleaved batches of ${RUNS}; first painted row (bench/firstRowProbe.ts); reference: bench/reference (react-admin + MUI, atomic-crm's demo data made with faker in the browser, 25 contacts a page) served with gzip from 127.0.0.1`;
    report({ name: 'Reference page /contacts → first row (median)', value: round0(refMedian), unit: 'ms', method });
    for (const [label, xs] of [['returning user (cached identity)', returning], ['without the cached identity', fresh]] as const) {
      report({ name: `/agents → first row, ${label} (median)`, value: round0(median(xs)), unit: 'ms', method });
      report({ name: `/agents ÷ reference page, ${label}`, value: round2(median(xs) / refMedian), unit: '×', method: `median of ours ÷ median of the reference (same run); range ${round2(Math.min(...xs) / refMedian)}–${round2(Math.max(...xs) / refMedian)}` });
      report({
        name: `/agents ÷ atomic-crm /contacts, ${label}`,
        value: round2(median(xs) / ATOMIC_CRM_MEDIAN_MS),
        unit: '×',
        method: `median of ours ÷ atomic-crm's ~${ATOMIC_CRM_MEDIAN_MS} ms measured at issue 15 (1,104–1,309 ms; not rebuilt here); ours ranged ${round0(Math.min(...xs))}–${round0(Math.max(...xs))} ms`,
      });
      report({
        name: `/agents ÷ atomic-crm /contacts, ${label}, scaled by the reference`,
        value: round2((median(xs) / refMedian) * (REFERENCE_QUIET_MS / ATOMIC_CRM_MEDIAN_MS)),
        unit: '×',
        budget: RATIO_GOAL,
        method: `ours ÷ the reference (same run) × ${REFERENCE_QUIET_MS} ÷ ${ATOMIC_CRM_MEDIAN_MS} (the reference and atomic-crm on a quiet machine): steady under load`,
      });
    }

    // 2. Per route, as the user who opens it.
    const db = await buildSeed(1);
    const units = demoUnitNumbers(db);
    const agent = db.agent[0]!;
    const routes: { name: string; user: string; path: string; ready: string }[] = [
      { name: 'list /agents', user: 'servicio', path: '/agents', ready: ROW },
      { name: 'list /clients', user: 'servicio', path: '/clients', ready: ROW },
      { name: 'list /truckingCompanies', user: 'servicio', path: '/truckingCompanies', ready: ROW },
      { name: 'record /agents/{id}/show', user: 'servicio', path: `/agents/${agent.id}/show?tab=truckings`, ready: '[data-testid="record-title"]' },
      { name: 'visit units /vesselVisits', user: 'bodega', path: `/vesselVisits?visit=${db.vesselVisit[0]!.id}`, ready: '[data-testid="unit-row"]' },
      { name: 'import management /import/management', user: 'aga', path: `/import/management/${units.agaBooked}/0`, ready: '[data-testid="operation-data"]' },
      { name: 'tracking result /tracking/result', user: 'servicio', path: `/tracking/result/${units.agaBooked}`, ready: '[data-testid="tracking-row"]' },
      { name: 'gate pass /gatePass/management', user: 'servicio', path: `/gatePass/management/${units.agaBooked}`, ready: '[data-testid="gatepass-print"]' },
    ];
    console.log('\nPor ruta / per route (identidad en caché / cached identity):');
    for (const route of routes) {
      const storage = (await sessionOf(route.user)).withIdentity;
      await coldLoad(browser, portal.url + route.path, route.ready, storage);
      const xs: number[] = [];
      for (let i = 0; i < RUNS; i++) xs.push(await coldLoad(browser, portal.url + route.path, route.ready, storage));
      console.log(`  ${route.name.padEnd(40)} ${xs.map(round0).join(', ')} ms`);
      report({ name: `Route ${route.name} → first row / main element (median)`, value: round0(median(xs)), unit: 'ms', method: `as ${route.user}, ${route.ready}; ${method.split(';')[0]}` });
    }

    // 3. Signed out: the sign-in form, then the first row of the landing page (/agents for
    //    customer service), timed from the click; the form is filled once the page has settled,
    //    as a user typing would find it.
    const signIn = async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${portal.url}/login`);
        await page.waitForLoadState('networkidle');
        await page.locator('input[name="username"]').fill('servicio');
        await page.locator('input[name="password"]').fill('Puerto#2026');
        const clicked = await page.evaluate(() => performance.now());
        await page.locator('button[type="submit"]').click();
        return (await timeToFirstRow(page, ROW)) - clicked;
      } finally {
        await context.close();
      }
    };
    await signIn();
    const signIns: number[] = [];
    for (let i = 0; i < RUNS; i++) signIns.push(await signIn());
    console.log(`  ${'sign-in → /agents'.padEnd(40)} ${signIns.map(round0).join(', ')} ms`);
    report({ name: 'Signed out: sign-in click → first row of the landing /agents (median)', value: round0(median(signIns)), unit: 'ms', method: `as servicio from /login, the form filled once the page settled; ${method.split(';')[0]}` });
  } finally {
    await browser?.close();
    await stopChild(portal.child);
    await stopChild(ref.child);
    rmSync(dataDir, { recursive: true, force: true });
    void reference;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});

/**
 * The yard's block view (issue 32 §2 'A yard you can see', §4's bench): in Chromium, signed in as
 * the operator, /secuenciacion/patio/A1?sequencing=1 with a block of 2,000 occupied positions
 * (1–5 boxes each, every state) and a sequencing of 300 turns drawn over it. The two answers are
 * served by the page's route (the figures are the browser's, not the network's):
 * - render: from the block answer's arrival (Resource Timing responseEnd of /api/yardblock/A1) to
 *   the canvas drawn (the page's 'yard-block-drawn' mark, after the sequencing too is drawn) —
 *   React's render of the page, the model, the canvases; budget 100 ms; and, informative, the
 *   model's and the canvases' own share (the page's 'yard-block-model', 'yard-block-draw' and
 *   'yard-block-overlay' measures);
 * - hover: one pointermove over a new position, dispatched on the drawing, until the panel's
 *   layout is computed again (the ring, the panel's text, style and layout), 600 positions in a
 *   row; budget 16 ms (one frame).
 * Both also as the main thread's CPU time (CDP Performance.getMetrics ThreadTime): the answers are
 * held until the page is idle, then released, and the thread's time read again once drawn — what
 * the work costs whatever the wait for a core on a shared machine.
 * Median and p95; a new page per render run, 1 warm-up. The machine's load is printed with the
 * figures: wall-clock times on a shared machine count the waiting for a core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BoxState, YardBlockBox, YardBlockPositions } from '../src/domain/yard/blockPositions';
import { ROWS } from '../src/domain/yard/layout';
import type { SequencingDetail } from '../src/domain/yard/wire';
import { distDir, login, signedInContext, startPortal, stopChild, storedSession } from './portalProcess';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_YARD_PORT) || 9160;
const RUNS = 9;
const HOVERS = 600;
const POSITIONS = 2_000;
const TURNS = 300;
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];

/** A deterministic block: the first 2,000 slots of 80 × 26 (row by row), 1–5 boxes each, states mixed. */
function syntheticBlock(): { block: YardBlockPositions; detail: SequencingDetail } {
  let seed = 7;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
  const states: BoxState[] = ['IMPORT', 'IMPORT', 'SEQUENCED', 'EXPORT', 'STORAGE'];
  const boxes: YardBlockBox[] = [];
  for (let i = 0; i < POSITIONS; i++) {
    const stack = (i % 80) + 1;
    const row = ROWS[Math.floor(i / 80)]!;
    const height = 1 + Math.floor(rnd() * 5);
    for (let tier = 1; tier <= height; tier++) {
      const state = states[Math.floor(rnd() * states.length)]!;
      boxes.push({
        stack,
        row,
        tier,
        unitNbr: `BNCU${String(boxes.length).padStart(7, '0')}`,
        category: state === 'EXPORT' ? 'EXPORT' : state === 'STORAGE' ? 'STORAGE' : 'IMPORT',
        state,
        transitState: 'YARD',
        apptNbr: state === 'SEQUENCED' ? 800_000 + boxes.length : null,
        apptTime: state === 'SEQUENCED' ? '2025-11-05T15:00:00.000Z' : null,
      });
    }
  }
  const turns = boxes
    .filter((b) => b.state === 'SEQUENCED')
    .slice(0, TURNS)
    .map((b, i) => ({
      order: i + 1,
      unitNbr: b.unitNbr,
      apptNbr: b.apptNbr!,
      time: b.apptTime!,
      stack: b.stack,
      row: b.row,
      tier: b.tier,
      status: 'BOOKED' as const,
    }));
  const row = {
    id: 'A1',
    name: 'Bloque A1',
    use: 'IMPORT' as const,
    stacks: 80,
    rows: ROWS,
    tiers: 5,
    occupied: boxes.length,
    directsWaiting: 0,
  };
  const detail: SequencingDetail = {
    id: 1,
    date: '2025-11-05T13:00:00.000Z',
    dateInitation: '2025-11-05T15:00:00.000Z',
    dateEnd: '2025-11-05T13:02:00.000Z',
    qtyTotal: TURNS,
    qtyOk: TURNS,
    state: 'FINALIZADA',
    block: 'A1',
    sectionFrom: 1,
    sectionTo: 80,
    rowFrom: 'A',
    rowTo: 'Z',
    sentidoStack: 0,
    sentido: 0,
    method: 0,
    intervalDirects: 5,
    durationSeconds: 120,
    actions: ['cancel', 'inform'],
    turns,
  };
  return { block: { ...row, boxes }, detail };
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const ms = (n: number) => Math.round(n * 100) / 100;

const { block, detail } = syntheticBlock();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-yardblock-'));
const portal = await startPortal({ port: PORT, dataDir, seedScale: 1, staticDir: distDir(), timeoutMs: 240_000 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  const session = storedSession(await login(portal.url, 'operador'));
  const renders: number[] = [];
  const owns: number[] = [];
  const cpus: number[] = [];
  let hoverCpu = NaN;
  let hovers: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } });
    // The answers wait until the page is idle, so the main thread's CPU time is read around the render alone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    await context.route('**/api/yardblock/A1', async (r) => {
      asked();
      await released;
      await r.fulfill({ json: block });
    });
    await context.route('**/api/sequencing/1', async (r) => {
      await released;
      await r.fulfill({ json: detail });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadTime = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
    await page.goto(`${portal.url}/secuenciacion/patio/A1?sequencing=1`);
    await askedFor;
    await page.getByRole('progressbar', { name: 'Cargando el bloque…' }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const before = await threadTime();
    release();
    await page.getByTestId('yard-block-overlay-note').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('yard-block-drawn').length > 0, undefined, {
      polling: 100,
    });
    const cpu = (await threadTime()) - before;
    const render = await page.evaluate(() => {
      const arrived = Math.max(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => /\/api\/(yardblock\/A1|sequencing\/1)$/.test(e.name))
          .map((e) => e.responseEnd),
      );
      const drawn = performance.getEntriesByName('yard-block-drawn').at(-1)!.startTime;
      const own = ['yard-block-model', 'yard-block-draw', 'yard-block-overlay'].reduce(
        (sum, name) => sum + performance.getEntriesByName(name).at(-1)!.duration,
        0,
      );
      return { total: drawn - arrived, own };
    });
    if (run > 0) {
      renders.push(render.total);
      owns.push(render.own);
      cpus.push(cpu);
    }
    if (run === RUNS) {
      const t0 = await threadTime();
      hovers = await page.evaluate((count) => {
        const el = document.querySelector('[data-testid="yard-block-drawing"]') as HTMLElement;
        const panel = document.querySelector('[data-testid="yard-block-panel"]') as HTMLElement;
        const rect = el.getBoundingClientRect();
        const out: number[] = [];
        for (let i = 0; i < count; i++) {
          // Positions in a row, each a new one (stack by stack, row by row).
          const x = rect.left + 22 + ((i % 80) + 0.5) * 22;
          const y = rect.top + 20 + ((Math.floor(i / 80) % 26) + 0.5) * 22;
          const t = performance.now();
          el.dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true }));
          panel.getBoundingClientRect();
          out.push(performance.now() - t);
        }
        return out;
      }, HOVERS);
      hoverCpu = ((await threadTime()) - t0) / HOVERS;
      const slot = await page.getByTestId('yard-block-slot').getAttribute('data-slot');
      if (!slot) throw new Error('el panel no mostró ninguna posición');
    }
    await context.close();
  }
  const r = stats(renders);
  const h = stats(hovers);
  // The machine's load goes with the figure: on a shared machine the wall clock counts waiting too.
  const load = loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
  const method = `Chromium, operador, carga del equipo ${load} (1/5/15 min), ${POSITIONS.toLocaleString('es-CL')} posiciones ocupadas (${block.boxes.length.toLocaleString('es-CL')} contenedores) y ${TURNS} turnos dibujados, respuestas servidas por la ruta de la página`;
  report({
    name: `Vista de bloque: dibujo de ${POSITIONS.toLocaleString('es-CL')} posiciones (mediana)`,
    value: ms(r.median),
    unit: 'ms',
    budget: 100,
    method: `${method}; responseEnd → marca 'yard-block-drawn'; ${RUNS} páginas tras 1 de calentamiento`,
  });
  report({
    name: 'Vista de bloque: dibujo (p95)',
    value: ms(r.p95),
    unit: 'ms',
    budget: 100,
    method: `igual; p95 de ${RUNS}`,
  });
  const o = stats(owns);
  const c = stats(cpus);
  report({
    name: 'Vista de bloque: tiempo de CPU del hilo principal para el dibujo (mediana)',
    value: ms(c.median),
    unit: 'ms',
    budget: 100,
    method: `${method}; ThreadTime (CDP Performance.getMetrics) desde que se liberan las respuestas con la página en reposo hasta la marca; independiente de la espera por un núcleo; p95 ${ms(c.p95)} ms`,
  });
  report({
    name: 'Vista de bloque: de eso, modelo del bloque + dibujo del canvas (mediana / p95)',
    value: ms(o.median),
    unit: 'ms',
    method: `${method}; medidas 'yard-block-model' + 'yard-block-draw' + 'yard-block-overlay' (las últimas); p95 ${ms(o.p95)} ms`,
  });
  report({
    name: 'Vista de bloque: un hover (mediana)',
    value: ms(h.median),
    unit: 'ms',
    budget: 16,
    method: `${method}; pointermove sobre una posición nueva hasta el layout del panel recalculado; ${HOVERS} posiciones seguidas`,
  });
  report({
    name: 'Vista de bloque: un hover (p95)',
    value: ms(h.p95),
    unit: 'ms',
    budget: 16,
    method: `igual; p95 de ${HOVERS}`,
  });
  report({
    name: 'Vista de bloque: tiempo de CPU del hilo principal por hover (media)',
    value: ms(hoverCpu),
    unit: 'ms',
    budget: 16,
    method: `${method}; ThreadTime de ${HOVERS} hovers seguidos / ${HOVERS}`,
  });
} finally {
  await browser.close();
  await stopChild(portal.child);
  rmSync(dataDir, { recursive: true, force: true });
}

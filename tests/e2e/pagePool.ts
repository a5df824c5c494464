/**
 * One browser page kept per worker (fixtures.ts): a test that runs with the suite's usual context
 * options gets the page the worker's previous test used, brought back to a clean state — the page
 * sent to the server's health address, cookies and both storages cleared, the test's session put
 * into localStorage, its viewport set — instead of a new context and page.
 *
 * Why: on these 2-core machines the browser tests are CPU-bound, and a new context costs a new
 * renderer process that compiles the console's code again: a first screen load took ~1.6 CPU-s
 * in a new context and ~0.9 CPU-s in the kept page (a side-by-side probe, docs/test-time.md).
 * Chromium's own reuse (Playwright's `reuseContext`) navigates to about:blank, which also starts a new
 * renderer, so it saves little.
 *
 * Isolation kept: whatever a test adds to the page or context — listeners, routes, other pages —
 * is removed after it; a test that installs a fake clock, fails, or runs on a retry (with its
 * trace) uses or leaves behind a context of its own.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { StorageState } from './sessions';

/** The options a kept context may differ in per test: set on the page, not on the context. */
const PER_TEST = new Set(['storageState', 'viewport']);

const keyOf = (options: BrowserContextOptions) =>
  JSON.stringify(
    Object.entries(options)
      .filter(([name, value]) => !PER_TEST.has(name) && value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: (...args: unknown[]) => void): unknown;
};

/** The listeners an emitter holds now; `restore()` removes any added after. */
function listenerMark(target: Emitter) {
  const before = new Map(target.eventNames().map((name) => [name, new Set(target.rawListeners(name))]));
  return () => {
    for (const name of target.eventNames())
      for (const listener of target.rawListeners(name))
        if (!before.get(name)?.has(listener)) target.removeListener(name, listener as (...args: unknown[]) => void);
  };
}

const CLOCK_METHODS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'];

/** Calls `onUse` when the test touches the context's clock (page.clock is the context's). */
function watchClock(context: BrowserContext, onUse: () => void): () => void {
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = CLOCK_METHODS.map((name) => [name, clock[name]] as const);
  for (const [name, original] of originals)
    clock[name] = (...args: unknown[]) => {
      onUse();
      return original.apply(clock, args);
    };
  return () => {
    for (const [name, original] of originals) clock[name] = original;
  };
}

export interface KeptPage {
  context: BrowserContext;
  page: Page;
  /** Undoes what the test added; after a failed test it closes the context (the next starts a new one). */
  release(failed: boolean): Promise<void>;
}

export class PagePool {
  private kept: { key: string; context: BrowserContext; page: Page } | undefined;

  constructor(private readonly browser: Browser) {}

  /** The kept page for a test with these options, or undefined if it needs a context of its own. */
  async acquire(options: BrowserContextOptions, session: StorageState | undefined): Promise<KeptPage | undefined> {
    const key = keyOf(options);
    if (this.kept && (this.kept.key !== key || this.kept.page.isClosed())) {
      // Another set of options: keep the current one for the tests that share it.
      if (!this.kept.page.isClosed()) return undefined;
      await this.discard();
    }
    if (!this.kept) {
      const context = await this.browser.newContext({ ...options, storageState: undefined });
      this.kept = { key, context, page: await context.newPage() };
    }
    const { context, page } = this.kept;
    await reset(context, page, options, session);

    const restoreContext = listenerMark(context as unknown as Emitter);
    const restorePage = listenerMark(page as unknown as Emitter);
    let clockUsed = false;
    const unwatchClock = watchClock(context, () => (clockUsed = true));
    return {
      context,
      page,
      release: async (failed) => {
        unwatchClock();
        restoreContext();
        restorePage();
        if (failed || clockUsed || page.isClosed()) {
          await this.discard();
          return;
        }
        await Promise.all([
          page.unrouteAll({ behavior: 'ignoreErrors' }),
          context.unrouteAll({ behavior: 'ignoreErrors' }),
        ]);
        for (const other of context.pages()) if (other !== page) await other.close();
      },
    };
  }

  async discard(): Promise<void> {
    const kept = this.kept;
    this.kept = undefined;
    await kept?.context.close().catch(() => {});
  }
}

/** The state a new context would give the test: its session only, its viewport. */
async function reset(
  context: BrowserContext,
  page: Page,
  options: BrowserContextOptions,
  session: StorageState | undefined,
): Promise<void> {
  // A page of the app's origin that runs no console: the last test's screen stops calling.
  await page.goto(new URL('/__mock/health', options.baseURL).href);
  await context.clearCookies();
  await context.clearPermissions();
  const entries = session?.origins.flatMap((origin) => origin.localStorage) ?? [];
  await page.evaluate((items) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
  // The pointer off the page, as in a new one: nothing of the next screen starts hovered.
  await page.mouse.move(-1, -1);
  const viewport = options.viewport ?? null;
  const current = page.viewportSize();
  if (viewport && (current?.width !== viewport.width || current?.height !== viewport.height))
    await page.setViewportSize(viewport);
}

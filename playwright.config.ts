import { defineConfig } from '@playwright/test';

const isCI = !!process.env.CI;

/**
 * End-to-end tests against the built console (dist/) served by the mock legacy server.
 * Each worker starts its own server (port 8494 + worker index, own data folder) in the
 * `mockServer` fixture of tests/e2e/fixtures.ts, which also sets `baseURL`; tests share no
 * server state across workers, so any test may run in any worker.
 * Browsers cannot be downloaded here, so Playwright drives the system Chromium
 * (scripts/ensure-chromium.mjs finds or installs it and sets CHROMIUM_PATH).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Each worker has its own browser and mock server. Three on 2 cores: with a page kept per worker
  // (pagePool.ts) a test waits on the server and on expect's polling part of the time, and a third
  // worker fills it (docs/test-time.md). E2E_WORKERS overrides (measurements).
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the "N passed, N failed" summary of scripts/test.mjs.
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
    // The console honours reduced motion (no transitions or ripple, src/custom/theme.ts): the
    // suite runs ~20% faster on 2 cores; the login specs keep the animated path covered.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});

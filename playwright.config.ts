import { defineConfig } from '@playwright/test';

const isCI = !!process.env.CI;
const E2E_PORT = 8490;

/**
 * End-to-end tests against the built console (dist/) served by the mock legacy server.
 * Browsers cannot be downloaded here, so Playwright drives the system Chromium
 * (scripts/ensure-chromium.mjs finds or installs it and sets CHROMIUM_PATH).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1, // 2 cores: one for the browser, one for the server
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the "N passed, N failed" summary of scripts/test.mjs.
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  use: {
    browserName: 'chromium',
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs mock-server/main.ts',
    env: { PORT: String(E2E_PORT), STATIC_DIR: 'dist', DATA_DIR: '.tmp/e2e-data', MOCK_RESET: '1' },
    url: `http://localhost:${E2E_PORT}/__mock/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

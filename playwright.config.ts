import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
import { testBankEnv } from './server/test/bank';
import { looseLimitsEnv } from './server/test/limits';

// End-to-end journeys in e2e/*.spec.ts, in the system Chromium (scripts/test.mjs exports CHROMIUM_PATH),
// against `npm start` on a fresh data directory of its own, so a run never touches ./data.
//
// E2E_BASE_URL (with E2E_DATA_DIR, the data directory of that server) points the journeys at a shop that
// is already running, for working on a journey without the build and start of every run.
//
// e2e/dev-mock.spec.ts walks `npm run dev:mock` (Vite in mock mode: MSW in the browser, no server) on port
// 4620 (E2E_MOCK_PORT); E2E_MOCK_URL points it at one already running.

const PORT = Number(process.env.E2E_PORT ?? 4610);
const startOwnShop = !process.env.E2E_BASE_URL;
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4620);
const startOwnMock = !process.env.E2E_MOCK_URL;
const mockURL = process.env.E2E_MOCK_URL ?? `http://127.0.0.1:${MOCK_PORT}`;

// The config is read by the runner and again by every worker: the runner names the directory once and the
// workers (which inherit its environment) find it in E2E_DATA_DIR, where e2e/support/outbox.ts reads mail.
// e2e/support/serve.mjs makes it as the shop starts and removes it when the shop stops.
if (startOwnShop && !process.env.E2E_DATA_DIR) {
  const unique = `${process.pid}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  process.env.E2E_DATA_DIR = path.join(tmpdir(), `shop-e2e-${unique}`);
}
const dataDir = process.env.E2E_DATA_DIR ?? '';
// The shop's owner for e2e/admin.spec.ts: made on the shop's start (it has no owner yet), with a set-password
// mail in the outbox. Workers inherit it, as they do E2E_DATA_DIR.
process.env.E2E_OWNER_EMAIL ??= 'owner.e2e@example.com';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

const shopServer: WebServer = {
  // e2e/support/serve.mjs runs `node scripts/start.mjs` (which builds the storefront when stale)
  // and removes the data directory when the shop has stopped
  command: 'node e2e/support/serve.mjs',
  url: `${baseURL}/api/health`,
  reuseExistingServer: false,
  timeout: 300_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    NODE_ENV: 'production',
    // PGlite in DATA_DIR and the outbox there, whatever the shell running the tests has set
    DATABASE_URL: '',
    SMTP_URL: '',
    PAYSTACK_SECRET_KEY: '',
    FLUTTERWAVE_SECRET_KEY: '',
    // every journey orders from this machine with one phone number (server/test/limits.ts)
    ...looseLimitsEnv,
    // production takes transfers only to an account it names
    ...testBankEnv,
    // the journeys pay on the built-in sandbox, which production runs only when asked
    // (docs/decisions/026-payment-methods-and-the-sandbox.md)
    PAYMENT_SANDBOX: '1',
    SHOP_OWNER_EMAIL: process.env.E2E_OWNER_EMAIL,
    // each admin journey sets the one owner's password afresh by a reset mail (e2e/support/owner.ts)
    RATE_LIMIT_FORGOT_PER_EMAIL: '1000',
  },
};

const mockServer: WebServer = {
  // the dev:mock script as a developer runs it, on a port of its own; Vite answers at once and
  // pre-bundles its dependencies on the first page (optimizeDeps in vite.config.ts), which
  // e2e/dev-mock.spec.ts gives a generous first navigation
  command: `npm run dev:mock -- --port ${MOCK_PORT} --strictPort --host 127.0.0.1 --clearScreen false`,
  url: mockURL,
  reuseExistingServer: false,
  timeout: 120_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  stdout: 'ignore',
  stderr: 'pipe',
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/artifacts/test-results',
  fullyParallel: false,
  // The journeys share one shop (its popup, its owner), so they run one at a time: each project below has one
  // worker. The dev:mock walk has a shop of its own in the browser and runs beside them in the second worker;
  // the phone's tours wait for the journeys (the mobile project depends on them).
  workers: 2,
  forbidOnly: !!process.env.CI,
  // no second chance: a journey that fails once is a failure to read, on CI as here
  retries: 0,
  // expect polling instead of sleeps; the machine running them may be busy
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  // screenshots of this run only; the data directory removed at the end
  globalSetup: './e2e/support/setup.ts',
  globalTeardown: startOwnShop ? './e2e/support/teardown.ts' : undefined,
  webServer: [...(startOwnShop ? [shopServer] : []), ...(startOwnMock ? [mockServer] : [])],
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // A trace records every journey as it runs, failing or not: a fifth of the journeys' time. E2E_TRACE=1 keeps one
    // for each failure, for the run that chases it (the README says how).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The shop's service worker would serve one journey's kept pages to the next: it runs only in the journeys
    // about it (e2e/offline-worker.spec.ts) and in dev:mock's (MSW's worker), which allow it.
    serviceWorkers: 'block',
  },
  // The journeys run in the desktop project; the phone runs the tours (every guest screen, and a shopper's
  // cart, checkout and orders), so every screen has a screenshot at 1280 px and at 360 px without running
  // each journey twice (which would double the run).
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: ['tour-shopper.spec.ts', 'dev-mock.spec.ts'],
      workers: 1,
    },
    {
      name: 'mobile',
      use: {
        // The shop's small phone: 360 px wide, touch.
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        launchOptions: chromium,
      },
      testMatch: 'tour*.spec.ts',
      workers: 1,
      dependencies: ['chromium'],
    },
    {
      // every route of `npm run dev:mock`, at 1280 px
      name: 'dev-mock',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: mockURL,
        // the mock shop answers from MSW's service worker
        serviceWorkers: 'allow',
      },
      testMatch: 'dev-mock.spec.ts',
      workers: 1,
    },
  ],
});

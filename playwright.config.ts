import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

// End-to-end journeys in e2e/*.spec.ts, in the system Chromium (scripts/test.mjs exports CHROMIUM_PATH).
// Coming: a webServer entry that runs `npm start` on a temporary DATA_DIR once the server exists.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'e2e/artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'mobile',
      use: {
        // The shop's small phone: 360 px wide, touch.
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 740 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});

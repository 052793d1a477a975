// The story check (stories.spec.ts) against the built Storybook, in the system Chromium. `npm run test:stories`
// builds Storybook first; scripts/test.mjs does the same inside `npm test`.
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';
import { STORYBOOK_URL } from './storybook';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  outputDir: 'artifacts/test-results',
  // each worker keeps one canvas and goes from story to story in it; two share this machine's two cores best
  workers: Number(process.env.STORY_CHECK_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  globalSetup: './review.ts',
  reporter: [['list']],
  webServer: {
    command: `node stories/check/serve.mjs ${new URL(STORYBOOK_URL).port}`,
    cwd: '../..',
    url: `${STORYBOOK_URL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    screenshot: 'off',
    trace: 'off',
  },
});

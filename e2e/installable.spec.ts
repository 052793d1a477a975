import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, expect, test } from '@playwright/test';

import { CHROMIUM_ARGS } from '../scripts/find-chromium.mjs';

// A shopper can add the shop to a phone's home screen: Chromium reads the web app manifest, fetches its icons
// and finds nothing missing (docs/decisions/045-installable.md). A browser profile of its own, as a phone's:
// Playwright's usual contexts are incognito, where Chromium installs nothing whatever the page.
test('Chromium finds the shop installable: its manifest reads without errors and nothing is missing', async ({
  baseURL,
}) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const cdp = await context.newCDPSession(page);
    const { errors, url } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

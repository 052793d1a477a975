import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { findChromium, SYSTEM_CHROMIUM_PATHS } from './find-chromium.mjs';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH over the system Chromium', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      exists: only('/opt/chrome/chrome', '/usr/bin/chromium'),
      playwrightPath: () => null,
    });
    expect(found).toBe('/opt/chrome/chrome');
  });

  it('does not fall back when CHROMIUM_PATH points at nothing', () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: '/nowhere/chrome' },
      exists: only('/usr/bin/chromium'),
      playwrightPath: () => null,
    });
    expect(found).toBeNull();
  });

  it('finds the system Chromium, chromium before chromium-browser', () => {
    expect(
      findChromium({ env: {}, exists: only(...SYSTEM_CHROMIUM_PATHS), playwrightPath: () => null }),
    ).toBe('/usr/bin/chromium');
    expect(
      findChromium({ env: {}, exists: only('/usr/bin/chromium-browser'), playwrightPath: () => null }),
    ).toBe('/usr/bin/chromium-browser');
  });

  it("uses Playwright's own Chromium only when it is on disk", () => {
    const bundled = '/home/me/.cache/ms-playwright/chromium/chrome';
    expect(findChromium({ env: {}, exists: only(bundled), playwrightPath: () => bundled })).toBe(bundled);
    expect(findChromium({ env: {}, exists: only(), playwrightPath: () => bundled })).toBeNull();
  });

  it('returns null when there is no Chromium at all', () => {
    expect(findChromium({ env: {}, exists: () => false, playwrightPath: () => null })).toBeNull();
  });

  it('on this machine, returns an existing file or null', () => {
    const found = findChromium();
    if (found !== null) expect(existsSync(found)).toBe(true);
  });
});

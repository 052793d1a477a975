// Where is a Chromium we may drive? Tests never download a browser: they use the system's.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Flags for every Chromium we launch (Vitest browser mode and Playwright). Without the background-networking
 * ones Chromium keeps trying to reach the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.";

/** Playwright's own Chromium, only if playwright-core is installed and that browser was downloaded. */
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    return require('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * The Chromium to use, or null when there is none:
 * CHROMIUM_PATH if set (and only it: a wrong CHROMIUM_PATH is not silently replaced), else the system
 * Chromium, else Playwright's own if it exists on disk.
 *
 * @param {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean,
 *   playwrightPath?: () => string | null }} [options] injectable for tests
 * @returns {string | null}
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightChromium,
} = {}) {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return exists(fromEnv) ? fromEnv : null;
  for (const candidate of SYSTEM_CHROMIUM_PATHS) if (exists(candidate)) return candidate;
  const bundled = playwrightPath();
  return bundled && exists(bundled) ? bundled : null;
}

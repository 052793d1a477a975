import { existsSync, rmSync } from 'node:fs';

/**
 * After the journeys: e2e/support/serve.mjs removes the data directory when the shop stops. Playwright stops
 * the web server after this teardown, and kills it outright when it is slow to stop, so the runner also
 * removes whatever is left as it exits (by then the shop has gone).
 */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  process.once('exit', () => {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  });
}

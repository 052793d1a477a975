#!/usr/bin/env node
// The journeys' shop (playwright.config.ts webServer): `node scripts/start.mjs` on the DATA_DIR the config
// named, made here and removed once the shop has stopped, so every run starts empty and leaves nothing behind.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : '';

// never the shop's own ./data: only a directory of this run, under the system's temporary folder
if (!dataDir || !dataDir.startsWith(path.join(tmpdir(), 'shop-e2e-'))) {
  console.error(
    `e2e: refusing to start the shop on DATA_DIR=${dataDir || '(unset)'}; run it through Playwright.`,
  );
  process.exit(2);
}

mkdirSync(dataDir, { recursive: true });
const shop = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
  cwd: ROOT,
  env: process.env,
  stdio: 'inherit',
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => shop.kill(signal));
}

shop.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});

#!/usr/bin/env node
// Completes package-lock.json with the other platforms' optional native packages (macOS, Windows, ... builds
// of Tailwind's engine and of the ESLint resolver). The registry this project is built against does not serve
// them, so npm leaves them out of the lock and `npm ci` then refuses it ("Missing: NAME@ from lock file").
// Each entry gets the exact version its parent asks for and the os/cpu/libc read from its name, so npm skips
// it on every other platform without fetching anything. Run it after regenerating the lock here.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platformPackage = /^@(tailwindcss\/oxide|unrs\/resolver-binding)-(.+)$/;
const cpus = new Set(['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x']);

let added = 0;
for (const [parentPath, parent] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
    const platform = name.match(platformPackage)?.[2];
    if (!platform) continue;
    const key = `${parentPath.slice(0, Math.max(0, parentPath.lastIndexOf('node_modules/')))}node_modules/${name}`;
    if (lock.packages[key]) continue;
    const [os, cpu] = platform.split('-');
    const entry = { version: spec.replace(/^[\^~=]/, ''), optional: true };
    if (os === 'wasm32') entry.cpu = ['wasm32'];
    else {
      entry.os = [os];
      if (cpus.has(cpu)) entry.cpu = [cpu];
      if (platform.includes('gnu')) entry.libc = ['glibc'];
      if (platform.includes('musl')) entry.libc = ['musl'];
    }
    lock.packages[key] = entry;
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
if (process.argv.includes('--check'))
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'inherit' });

#!/usr/bin/env node
// `npm run dev`: the shop server with reload (tsx watch) on PORT (3000) and Vite with hot reload on 5173,
// which proxies /api to it. Open http://127.0.0.1:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, API_URL: process.env.API_URL ?? `http://127.0.0.1:${port}` };

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: ROOT, env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

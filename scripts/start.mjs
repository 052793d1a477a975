#!/usr/bin/env node
// `npm start`: build the storefront (`npm run build`) when its build is missing or older than its sources,
// then run the shop server (server/main.ts) in this process, so SIGINT and SIGTERM reach it directly.
// A failed build does not stop the shop: the API still serves, with the last good build if there is one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(ROOT, 'dist', 'client', 'index.html');
const SOURCES = ['store', 'ui', 'machines', 'api', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

function buildIfStale() {
  if (!existsSync(path.join(ROOT, 'store'))) {
    console.warn(
      'start: store/ does not exist yet, so there is no storefront to build; serving the API only.',
    );
    return;
  }
  const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((name) => newest(path.join(ROOT, name))));
  if (built >= sources) return;
  console.log(
    built
      ? 'start: the storefront changed since its build; rebuilding...'
      : 'start: building the storefront...',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    const fallback = existsSync(BUILT) ? 'the previous build' : 'a page saying it is not built';
    console.warn(
      `start: \`npm run build\` failed; the shop starts anyway and serves ${fallback}. Fix the build and restart.`,
    );
  }
}

/**
 * `npm start` answers SIGTERM by exiting without passing the signal on, which would leave this server
 * running and holding the port and the data directory. So when npm (our parent) goes away, stop too.
 */
function stopWithParent() {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  watch.unref();
}

buildIfStale();
stopWithParent();
// tsx runs the TypeScript server in this same process
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(ROOT, 'server', 'main.ts')).href);

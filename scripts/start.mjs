#!/usr/bin/env node
// `npm start`: build the storefront (`npm run build`) when its build is missing or older than its sources,
// then run the shop server (server/main.ts) in this process, so SIGINT and SIGTERM reach it directly.
// A failed build does not stop the shop: the API still serves, with the last good build if there is one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { BUILT, buildStorefront, storefrontBuild } from './storefront-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

async function buildIfStale() {
  if (!existsSync(path.join(ROOT, 'store'))) {
    console.warn(
      'start: store/ does not exist yet, so there is no storefront to build; serving the API only.',
    );
    return;
  }
  const state = storefrontBuild();
  if (state === 'fresh') return;
  console.log(
    state === 'stale'
      ? 'start: the storefront changed since its build; rebuilding...'
      : 'start: building the storefront...',
  );
  if ((await buildStorefront()) !== 0) {
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

await buildIfStale();
stopWithParent();
// tsx runs the TypeScript server in this same process
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(ROOT, 'server', 'main.ts')).href);

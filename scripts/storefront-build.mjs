// Whether the storefront's build (dist/) is missing or older than its sources, and building it: `npm start`
// builds before it serves, `npm test` beside Storybook's build (so the e2e shop starts at once), and the bench
// before it measures.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BUILT = path.join(ROOT, 'dist', 'client', 'index.html');
// the server-rendering bundle is built after the client: the older of the two says when the build was made
const BUILT_FILES = [BUILT, path.join(ROOT, 'dist', 'server', 'entry-server.js')];
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

/** 'missing', 'stale' (a source changed since), or 'fresh'. */
export function storefrontBuild() {
  if (!BUILT_FILES.every((file) => existsSync(file))) return 'missing';
  const builtAt = Math.min(...BUILT_FILES.map((file) => statSync(file).mtimeMs));
  const sources = Math.max(...SOURCES.map((name) => newest(path.join(ROOT, name))));
  return builtAt >= sources ? 'fresh' : 'stale';
}

/** Runs `npm run build` with the given stdio; resolves with its exit code. */
export function buildStorefront({ stdio = 'inherit', env = process.env } = {}) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build'], { cwd: ROOT, stdio, env });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { testBankEnv } from '../server/test/bank';
import { looseLimitsEnv } from '../server/test/limits';
import { storefrontBuild } from '../scripts/storefront-build.mjs';
import { ROOT, freePort, run, sleep, stopChild } from './processes';

/**
 * Builds the storefront (client and SSR bundle) when a build is missing or older than its sources.
 * A failed rebuild over an existing build leaves that build in use, and says so.
 */
export async function buildIfStale(
  log: (line: string) => void,
): Promise<{ built: boolean; problem?: string }> {
  const state = storefrontBuild();
  if (state === 'fresh') return { built: true };
  log(
    state === 'stale'
      ? 'the storefront changed since its build: npm run build ...'
      : 'no storefront build yet: npm run build ...',
  );
  const { code, output } = await run('npm', ['run', 'build']);
  if (code === 0) return { built: true };
  const tail = output.trim().split('\n').slice(-15).join('\n');
  if (state === 'stale')
    return { built: true, problem: `npm run build failed; measured the previous build.\n${tail}` };
  return {
    built: false,
    problem: `npm run build failed, and there is no earlier build to measure.\n${tail}`,
  };
}

export interface ShopProcess {
  url: string;
  /** the server's own output (one JSON line per request) */
  logFile: string;
  stop(): Promise<void>;
}

const serverEnv = (dataDir: string, port = 0): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  // the bench measures PGlite in DATA_DIR, never a database the caller happens to point at
  DATABASE_URL: '',
  // its orders all come from one address with one phone, far past the shop's limits (server/test/limits.ts)
  ...looseLimitsEnv,
  // production takes transfers only to an account it names
  ...testBankEnv,
});

/** The shop owner's CLI (server/cli.ts) on the bench's data directory; the server must not be running. */
export async function shopCommand(dataDir: string, args: readonly string[]): Promise<string> {
  const { code, output } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/cli.ts', ...args],
    serverEnv(dataDir),
  );
  if (code !== 0) throw new Error(`npm run shop -- ${args.join(' ')} failed:\n${output}`);
  return output.trim();
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const log = existsSync(logFile)
    ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n')
    : '';
  throw new Error(`the shop server did not become healthy at ${url}/api/health:\n${log}`);
}

/**
 * The production server (server/main.ts, as `npm start` runs it) as a child process on a free loopback
 * port with NODE_ENV=production; its output goes to a file in the data directory, not through this process.
 */
export async function startShop(dataDir: string): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, logFile, stop: () => stopChild(child) };
}

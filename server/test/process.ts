import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { looseLimitsEnv } from './limits';

const root = path.resolve(import.meta.dirname, '../..');

export interface ShopProcess {
  child: ChildProcess;
  /** everything written so far */
  output(): string;
  /** resolves with the exit code */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Ends every process a test started and that still runs (a failed test must not leave servers behind). */
export function killLeftovers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Runs a server/ entry point (main.ts, cli.ts) in its own Node process, as `npm start` and `npm run shop` do. */
export function runEntry(
  entry: 'main.ts' | 'cli.ts',
  env: Record<string, string>,
  args: string[] = [],
): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', entry), ...args], {
    cwd: root,
    env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the server on a free port and resolves with its URL once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<ShopProcess & { url: string }> {
  // the drills order and track by the hundred from one address with one phone (server/test/limits.ts)
  const shop = runEntry('main.ts', { HOST: '127.0.0.1', PORT: '0', ...looseLimitsEnv, ...env });
  const url = await new Promise<string>((resolve, reject) => {
    const check = setInterval(() => {
      const listening = /"event":"listening","url":"([^"]+)"/.exec(shop.output());
      if (listening?.[1]) {
        clearInterval(check);
        resolve(listening[1]);
      }
    }, 50);
    void shop.exited.then((code) => {
      clearInterval(check);
      reject(new Error(`The server exited (${code}) before listening:\n${shop.output()}`));
    });
  });
  return { ...shop, url };
}

/** SIGTERM, then the exit code. */
export async function stopProcess(shop: ShopProcess): Promise<number | null> {
  shop.child.kill('SIGTERM');
  return shop.exited;
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../api';
import { runInServer } from './control/client';
import { openControlSocket, type RunCommand } from './control/server';
import type { Logger } from './shop';
import { migratedDataDir } from './test/data-dir';
import { killLeftovers, startServerProcess, type ShopProcess } from './test/process';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const clis = new Set<ChildProcess>();
async function tempDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), name));
  dirs.push(dir);
  return dir;
}

afterAll(async () => {
  killLeftovers();
  for (const cli of clis) cli.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * `npm run shop -- <argv>` as the owner types it (tsx server/cli.ts, which npm runs), from `cwd`: its exit
 * code, and what it wrote to stdout and to stderr.
 */
function shopCommand(dataDir: string, argv: string[], cwd = root) {
  const cli = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'server', 'cli.ts'), ...argv],
    {
      cwd,
      env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  clis.add(cli);
  let out = '';
  let err = '';
  cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    cli.on('close', (code) => {
      clis.delete(cli);
      resolve({ code, out, err });
    }),
  );
}

// PGlite creates its database on first start: tens of seconds on a busy machine
const SLOW = 180_000;

describe('npm run shop while the shop runs on PGlite', () => {
  let data = '';
  let server: ShopProcess & { url: string };
  beforeAll(async () => {
    data = await migratedDataDir('shop-socket-data-');
    dirs.push(data);
    server = await startServerProcess({ DATA_DIR: data });
  }, SLOW);

  it(
    'runs popup set inside the server, so the next shopper sees the text at once',
    async () => {
      const text = 'Harmattan collection: 10% off this week';
      expect(await shopCommand(data, ['popup', 'set', text])).toEqual({
        code: 0,
        out: `The announcement popup now reads: ${text}\n`,
        err: '',
      });
      expect(await (await fetch(`${server.url}/api/popup`)).json()).toEqual({ success: true, popup: text });
    },
    SLOW,
  );

  it(
    "imports a JSON file named relative to the CLI's own working directory",
    async () => {
      const work = await tempDir('shop-socket-work-');
      const list = (await (await fetch(`${server.url}/api/product/list`)).json()) as { products: Product[] };
      const [shown] = list.products;
      if (!shown) throw new Error('The seeded catalogue is empty');
      const product = { ...shown, _id: 'socket-amber', name: 'Ibadan Amber' };
      // a name the server, in another directory, could not open itself
      await writeFile(path.join(work, 'new-scents.json'), JSON.stringify([product]));
      expect(await shopCommand(data, ['import', 'new-scents.json'], work)).toMatchObject({
        code: 0,
        out: 'Imported 1 product from new-scents.json.\n',
      });
      const answer = await fetch(`${server.url}/api/product/socket-amber`);
      expect(await answer.json()).toMatchObject({ success: true, product: { name: 'Ibadan Amber' } });
    },
    SLOW,
  );

  it(
    'saves a setting inside the server, which quotes it to the next shopper with no restart',
    async () => {
      const saved = await shopCommand(data, ['settings', 'set', 'localDeliveryFee', '2000']);
      expect(saved).toMatchObject({ code: 0, err: '' });
      expect(saved.out).toContain('localDeliveryFee');
      const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
        config: { delivery: { localFee: number } };
      };
      expect(config.config.delivery.localFee).toBe(2000);
    },
    SLOW,
  );

  it(
    "exits 1 with a failing command's message on stderr",
    async () => {
      expect(await shopCommand(data, ['paid', 'no-such-order'])).toEqual({
        code: 1,
        out: '',
        err: 'There is no order with id no-such-order.\n',
      });
    },
    SLOW,
  );

  it(
    'runs the command itself when no server answers, a crashed one having left its socket behind',
    async () => {
      server.child.kill('SIGKILL');
      await server.exited;
      expect(existsSync(path.join(data, 'shop.sock'))).toBe(true);
      expect(await shopCommand(data, ['popup', 'clear'])).toEqual({
        code: 0,
        out: 'The announcement popup is cleared.\n',
        err: '',
      });
    },
    SLOW,
  );
});

describe('the control socket', () => {
  const logged: string[] = [];
  const log: Logger = { info: (event) => logged.push(event), error: (event) => logged.push(event) };
  const echo: RunCommand = async (argv, terminal) => {
    terminal.out(`ran ${argv.join(' ')}`);
    terminal.err(`read ${await terminal.readFile?.('prices.csv')}`);
    return 3;
  };
  const command = { argv: ['stock', 'x', '1'], files: { 'prices.csv': { text: 'a,b' } }, database: 'pglite' };

  it('replaces a socket file left by a crash, and leaves a live one to the server answering on it', async () => {
    const dir = await tempDir('shop-socket-');
    const file = path.join(dir, 'shop.sock');
    // a process that made its socket and died without closing it, as a crashed server does
    spawnSync(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(file)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(statSync(file).isSocket()).toBe(true);

    const first = await openControlSocket({ dataDir: dir, database: 'pglite', run: echo, log });
    expect(first?.path).toBe(file);
    // only the account that owns the data directory may send commands
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = await openControlSocket({ dataDir: dir, database: 'pglite', run: echo, log });
    expect(second).toBeNull();
    expect(logged).toContain('control-socket-elsewhere');

    const lines: string[] = [];
    const terminal = {
      out: (line: string) => lines.push(`out ${line}`),
      err: (line: string) => lines.push(`err ${line}`),
    };
    expect(await runInServer(file, command, terminal)).toBe(3);
    expect(lines).toEqual(['out ran stock x 1', 'err read a,b']);
    // a CLI set up for another database does not change this server's
    expect(await runInServer(file, { ...command, database: 'another' }, terminal)).toBeNull();

    await first?.close(1_000);
    expect(existsSync(file)).toBe(false);
    expect(await runInServer(file, command, terminal)).toBeNull();
  });
});

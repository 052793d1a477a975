import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DataDirInUseError, lockDataDir } from './db/lock';
import { startShop } from './server';
import { silentLogger } from './shop';
import { orderOf } from './test/orders';
import { migratedDataDir } from './test/data-dir';
import { killLeftovers, runEntry, startServerProcess, stopProcess } from './test/process';

const dirs: string[] = [];
async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-data-'));
  dirs.push(dir);
  return dir;
}
// PGlite creates its database on first start: tens of seconds on a busy machine
const SLOW = 180_000;

afterAll(async () => {
  killLeftovers();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const quietEnv = (dir: string) => ({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0' });

describe('the PGlite data directory lock', () => {
  it(
    'refuses a second process while the holder lives, with a clear message and exit code 1',
    async () => {
      const dir = await dataDir();
      const lock = lockDataDir(dir);
      try {
        const second = runEntry('main.ts', quietEnv(dir));
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`is in use by another shop process (pid ${process.pid})`);
        expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      } finally {
        lock.release();
      }
      expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
    },
    SLOW,
  );

  it('takes over a stale lock whose process is gone', async () => {
    const dir = await dataDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dir, 'shop.lock'), `${gone}\n`);
    const lock = lockDataDir(dir);
    lock.release();
  });
});

describe('graceful shutdown', () => {
  it(
    'finishes a request in flight, then closes PGlite and gives the directory back',
    async () => {
      const dir = await migratedDataDir();
      dirs.push(dir);
      // a slower scrypt keeps the sign-up in flight while stop() begins
      const shop = await startShop(quietEnv(dir), {
        log: silentLogger,
        passwordCost: { N: 2 ** 15, r: 8, p: 1 },
      });
      const signUp = fetch(`${shop.url}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'a good password' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      const stopped = shop.stop();
      const response = await signUp;
      expect(response.status).toBe(200);
      await stopped;
      await expect(shop.database.db.execute(sql`select 1`)).rejects.toThrow();
      expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
      await expect(fetch(`${shop.url}/api/health`)).rejects.toThrow();
    },
    SLOW,
  );

  it(
    'stops on SIGTERM, and starts again on the same data without reseeding or a lock error',
    async () => {
      const dir = await dataDir();
      const first = await startServerProcess(quietEnv(dir));
      expect(first.output()).toContain('"event":"catalogue-seeded","products":30');
      expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({
        success: true,
        status: 'ok',
        database: 'pglite',
        warnings: [expect.stringContaining('built-in payment sandbox')],
      });
      const placed = await fetch(`${first.url}/api/order/place`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(orderOf('69395184c0de5a1b0ea1f31a', 1, 'kept@example.com')),
      });
      const { orderId } = (await placed.json()) as { orderId: string };
      expect(await stopProcess(first)).toBe(0);
      expect(first.output()).toContain('"event":"stopped"');
      expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);

      const second = await startServerProcess(quietEnv(dir));
      try {
        expect(second.output()).not.toContain('catalogue-seeded');
        const list = (await (await fetch(`${second.url}/api/product/list`)).json()) as {
          products: unknown[];
        };
        expect(list.products).toHaveLength(30);
        const tracked = await fetch(`${second.url}/api/order/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ orderId, email: 'kept@example.com' }),
        });
        expect(tracked.status).toBe(200);
      } finally {
        expect(await stopProcess(second)).toBe(0);
      }
    },
    SLOW,
  );
});

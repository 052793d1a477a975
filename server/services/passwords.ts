import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ShopError } from '../http/errors';
import { serverMessages } from '../http/messages';

/** scrypt's cost parameters. Production uses N=2^17, r=8, p=1; tests inject a cheap cost. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const productionScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that at N=2^17. */
const maxmemFor = ({ N, r, p }: ScryptCost) => 256 * N * r * p;

/**
 * Hashes run on threads of their own, never on libuv's four, which also read the static files: there, logins
 * in flight held shoppers' pictures back. One thread per core, at most four: a hash at the production cost
 * holds 128 MiB and a core for most of a second.
 */
const HASHING_THREADS = Math.min(4, availableParallelism());
/** Hashes waiting beyond these are refused (503) rather than queued without end: seconds of work already. */
const MAX_WAITING = 16 * HASHING_THREADS;

let pool: Piscina | null = null;

function hashingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: HASHING_THREADS,
    maxQueue: MAX_WAITING,
    // an idle thread gives its memory back; one that waits for work does not keep the process alive
    idleTimeout: 60_000,
  });
  return pool;
}

/** Lets the hashes in progress finish and ends the threads (the shop's stop); the next hash starts a new pool. */
export async function closeHashingPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}

async function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const hashing = hashingPool();
  if (hashing.queueSize >= MAX_WAITING) throw new ShopError(503, serverMessages.hashingBusy);
  // password-worker.mjs answers with the key's bytes (piscina types a task's answer as any)
  const key: Uint8Array = await hashing.run({
    password,
    salt,
    keyLength: KEY_LENGTH,
    options: { ...cost, maxmem: maxmemFor(cost) },
  });
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}

/** 'scrypt$N$r$p$salt$key': the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorCode } from './errors';

/** PGlite takes no lock of its own, and two processes opening one data directory corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another shop process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another directory. ' +
        '(On PostgreSQL, set DATABASE_URL: several processes may share it.)',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'shop.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return errorCode(error) === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims the directory with a lock file holding our pid. A live holder is refused with
 * DataDirInUseError; a stale lock (its process is gone, say after a crash) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  // the shop's data (the database, mails holding reset links) is for the shop's own user alone
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, LOCK_FILE);
  // the pid is written first and then linked into place: the lock file is never seen half written,
  // and link() fails if the lock exists, so two processes cannot both win
  const ours = `${file}.${process.pid}`;
  writeFileSync(ours, `${process.pid}\n`);
  try {
    return takeLock(file, ours);
  } finally {
    rmSync(ours, { force: true });
  }
}

function takeLock(file: string, ours: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      linkSync(ours, file);
      return {
        release() {
          if (readHolder(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== null && isAlive(holder)) throw new DataDirInUseError(path.dirname(file), holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}; is another process starting at the same moment?`);
}

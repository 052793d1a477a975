// The server project's global setup: one migrated PGlite, dumped to a file that every test file's database
// starts from, and laid out once more as a shop's DATA_DIR, which the tests that start a server process copy.
// Creating a PGlite runs initdb in WebAssembly (about 2 s on this machine) and the migrations after it; loading
// the dump takes a fifth of that, and the suite makes a database per file.
import { PGlite } from '@electric-sql/pglite';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openPglite } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated PGlite's dump (server/test/database.ts loads it) */
    pgliteTemplate: string;
    /** a DATA_DIR holding that PGlite as the server keeps it on disk (server/test/data-dir.ts copies it) */
    dataDirTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openPglite();
  await database.migrate();
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir);
  // where the server opens its PGlite (server/db/open.ts)
  const onDisk = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: dump });
  await onDisk.close();
  project.provide('dataDirTemplate', dataDir);
  return () => rm(dir, { recursive: true, force: true });
}

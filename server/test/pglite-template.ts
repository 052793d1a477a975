// The server project's global setup: one migrated PGlite, dumped to a file that every test file's database
// starts from. Creating a PGlite runs initdb in WebAssembly (about 2 s on this machine); loading the dump takes
// a fifth of that, and the suite makes a database per file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openPglite } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated PGlite's dump (server/test/database.ts loads it) */
    pgliteTemplate: string;
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
  return () => rm(dir, { recursive: true, force: true });
}

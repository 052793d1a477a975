import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../db/database';

/** The PostgreSQL the suite also runs on (CI: postgres://postgres@127.0.0.1:5432/test); unset: PGlite only. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || null;

export interface TestDatabase extends Database {
  /** the schema of this test file on PostgreSQL; null on PGlite */
  schema: string | null;
  /** the database as a second server instance sees it: on PostgreSQL a separate pool; PGlite has one connection */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with TEST_DATABASE_URL (or the
 * PostgreSQL `url` given, a drill's private one), a schema of its own on that PostgreSQL (through
 * search_path), dropped afterwards.
 */
export async function createTestDatabase(url = testDatabaseUrl): Promise<TestDatabase> {
  if (!url) {
    const database = await emptyPglite();
    return {
      ...database,
      schema: null,
      openAnother: async () => database,
      dispose: () => giveBack(database),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await openPostgres(url, { schema });
  await database.migrate();
  const others: Database[] = [];
  return {
    ...database,
    schema,
    async openAnother() {
      const other = await openPostgres(url, { schema });
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await admin.end();
      }
    },
  };
}

type Pglite = Database & { client: PGlite };

/**
 * PGlite instances this worker's files gave back, emptied. Starting a PGlite, even from the migrated dump, costs
 * most of a second of the processor; a file's tables emptied cost a few milliseconds. The files of a worker run
 * one after another, so an instance is only ever one file's at a time.
 */
const spare: PGlite[] = [];

async function emptyPglite(): Promise<Pglite> {
  // a new handle on a kept instance: what the shop keeps per database (order links' secret, priced products)
  // starts afresh, as on a new database
  const kept = spare.pop();
  if (kept) return pgliteDatabase(kept);
  // in memory, from the migrated dump the server project's global setup wrote (server/test/pglite-template.ts)
  const template = inject('pgliteTemplate');
  const database = await openPglite(
    template ? { loadDataDir: new Blob([await readFile(template)]) } : undefined,
  );
  await database.migrate();
  return database;
}

/** Empties every table (the schema, its triggers and the migrations' record stay) and keeps the instance. */
async function giveBack(database: Pglite): Promise<void> {
  // a test that closed its database on purpose (a drill of a lost database) leaves nothing to keep
  if (database.client.closed) return;
  const { rows } = await database.client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  await database.client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
  spare.push(database.client);
}

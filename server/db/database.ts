import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';

/** The shop's database, whichever engine runs it: routes and services only see this. */
export type ShopDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a `db.transaction` callback receives. */
export type ShopTx = Parameters<Parameters<ShopDb['transaction']>[0]>[0];
/** A database or an open transaction: services that take part in a caller's transaction accept either. */
export type Queryable = ShopDb | ShopTx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: ShopDb;
  kind: DatabaseKind;
  /** applies every migration not yet applied; safe to call from several processes at once */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Embedded Postgres: in memory without a directory (tests), else persisted in that directory. */
export async function openPglite(dataDir?: string): Promise<Database & { client: PGlite }> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** a schema of its own (created if missing): tables, and the migrations' own table, live there */
  schema?: string;
  /** pool size */
  max?: number;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PostgreSQL through node-postgres, for a shop that runs several processes or wants a managed database. */
export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<Database & { pool: pg.Pool }> {
  const searchPath = options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {};
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, ...searchPath });
  // an idle client losing its connection must not crash the server; the next query reconnects
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', event: 'pg-pool', message: error.message })),
  );
  const db = drizzlePostgres({ client: pool, schema });

  async function migrate() {
    // One client holds an advisory lock so that processes starting together migrate one after another.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [
        `shop-migrations:${options.schema ?? ''}`,
      ]);
      if (options.schema)
        await client.query(`create schema if not exists ${quoteIdentifier(options.schema)}`);
      const single = drizzlePostgres({ client, schema });
      await migratePostgres(single, { migrationsFolder, migrationsSchema: options.schema });
    } finally {
      await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
  }

  return { db, pool, kind: 'postgres', migrate, close: () => pool.end() };
}

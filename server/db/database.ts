import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import {
  CATALOGUE_CHANNEL,
  PAGES_CHANNEL,
  SETTINGS_CHANNEL,
  watchPglite,
  watchPostgres,
  type CatalogueWatcher,
  type Unwatch,
} from './watch';

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
  /** tells the watcher whenever the products change, in this process or another (db/watch.ts) */
  watchCatalogue(watcher: CatalogueWatcher): Promise<Unwatch>;
  /** tells the watcher whenever the owner saves the shop's settings, in this process or another */
  watchSettings(watcher: CatalogueWatcher): Promise<Unwatch>;
  /** tells the watcher whenever reviews, shop reviews or the settings table change, in any process */
  watchPages(watcher: CatalogueWatcher): Promise<Unwatch>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Embedded Postgres: persisted in a directory, or in memory without one (tests), started from a dump of another
 * (`loadDataDir`) when given one.
 */
export async function openPglite(
  from?: string | { loadDataDir: Blob },
): Promise<Database & { client: PGlite }> {
  const client = typeof from === 'string' ? await PGlite.create(from) : await PGlite.create(from ?? {});
  return pgliteDatabase(client);
}

/** The shop's database on a running PGlite: a new handle, with caches of its own (the tests reuse a PGlite). */
export function pgliteDatabase(client: PGlite): Database & { client: PGlite } {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    watchCatalogue: (watcher) => watchPglite(client, watcher),
    watchSettings: (watcher) => watchPglite(client, watcher, SETTINGS_CHANNEL),
    watchPages: (watcher) => watchPglite(client, watcher, PAGES_CHANNEL),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** a schema of its own (created if missing): tables, and the migrations' own table, live there */
  schema?: string;
  /** pool size */
  max?: number;
}

/** How long a request waits for a database connection before it is answered 503. */
export const CONNECTION_TIMEOUT_MS = 5_000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** PostgreSQL through node-postgres, for a shop that runs several processes or wants a managed database. */
export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<Database & { pool: pg.Pool }> {
  const searchPath = options.schema ? { options: `-c search_path=${quoteIdentifier(options.schema)}` } : {};
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // a database that cannot be reached fails the request (503) instead of holding it: also the longest
    // a request waits for a free connection
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...searchPath,
  });
  // A client losing its connection (PostgreSQL stopped, restarted, failed over) must not crash the server:
  // without a listener its 'error' event would. The query in flight fails on its own and the pool drops the
  // client; the next request connects again.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.error(JSON.stringify({ level: 'error', event: 'pg-connection-lost', message: error.message })),
    ),
  );
  pool.on('error', () => undefined); // an idle client's error, already logged by its own listener
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

  // each watcher holds a connection of its own: closing the database closes them too
  const watching = new Set<Unwatch>();
  async function watchChannel(watcher: CatalogueWatcher, channel: string): Promise<Unwatch> {
    const unwatch = await watchPostgres(
      { connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, ...searchPath },
      watcher,
      channel,
    );
    watching.add(unwatch);
    return () => {
      watching.delete(unwatch);
      return unwatch();
    };
  }
  async function close() {
    await Promise.all([...watching].map((unwatch) => unwatch()));
    await pool.end();
  }

  const watchCatalogue = (watcher: CatalogueWatcher) => watchChannel(watcher, CATALOGUE_CHANNEL);
  const watchSettings = (watcher: CatalogueWatcher) => watchChannel(watcher, SETTINGS_CHANNEL);
  const watchPages = (watcher: CatalogueWatcher) => watchChannel(watcher, PAGES_CHANNEL);
  return { db, pool, kind: 'postgres', migrate, watchCatalogue, watchSettings, watchPages, close };
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Migration 0002's trigger notifies this channel, with the writer's schema as the payload, in every
 * transaction that changes the products: an order, a payment, the release job, the owner's CLI, psql.
 */
export const CATALOGUE_CHANNEL = 'shop_catalogue';

/**
 * The owner's save of the shop's settings notifies this channel, with the schema as the payload, in its own
 * transaction (services/shop-settings.ts): every server then loads them again.
 */
export const SETTINGS_CHANNEL = 'shop_settings';

/**
 * Migration 0008's triggers notify this channel, with the schema as the payload, in every transaction that
 * changes what a public page shows besides the products: reviews, shop reviews, the settings table (the popup,
 * the owner's settings). Every server's page cache (services/page-cache.ts) then renders its pages afresh.
 */
export const PAGES_CHANNEL = 'shop_pages';

/** What a server's in-memory catalogue hears from the database. */
export interface CatalogueWatcher {
  /** the products changed (in any process); called after the change committed */
  changed(): void;
  /** the listening connection is gone: changes may go unheard until `listening` is called again */
  lost(): void;
  /** listening (again): whatever was cached before may have missed changes */
  listening(): void;
}

/** Stops watching. */
export type Unwatch = () => Promise<void>;

/** PGlite delivers a notification before the committing query returns: nothing is ever missed. */
export async function watchPglite(
  client: PGlite,
  watcher: CatalogueWatcher,
  channel = CATALOGUE_CHANNEL,
): Promise<Unwatch> {
  const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
  const schema = rows[0]?.schema;
  const unlisten = await client.listen(channel, (payload) => {
    if (payload === schema) watcher.changed();
  });
  watcher.listening();
  return () => unlisten();
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * PostgreSQL: a connection of its own (outside the pool, which it would hold forever) that LISTENs, and
 * connects again, backing off up to 5 s, whenever it is lost (a restart, a failover). Resolves after the
 * first attempt, listening or not.
 */
export async function watchPostgres(
  config: pg.ClientConfig,
  watcher: CatalogueWatcher,
  channel = CATALOGUE_CHANNEL,
): Promise<Unwatch> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = FIRST_RETRY_MS;

  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  };

  async function connect() {
    const client = new pg.Client(config);
    // a lost connection also ends it: 'end' below is where that is handled
    client.on('error', () => undefined);
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      watcher.lost();
      again();
    });
    let schema: string | undefined;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload === schema) watcher.changed();
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      schema = rows[0]?.schema;
      await client.query(`listen ${channel}`);
    } catch {
      client.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    watcher.listening();
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

import path from 'node:path';
import type { ServerSettings } from '../env';
import { seedCatalogue } from '../services/catalogue';
import { openPglite, openPostgres, type Database } from './database';
import { lockDataDir, type DataDirLock } from './lock';
import { seedCatalogueProducts } from './seed/catalogue';

export interface OpenedDatabase {
  database: Database;
  /** the PGlite directory's lock; null on PostgreSQL */
  lock: DataDirLock | null;
  /** closes the database, then gives the directory back */
  close(): Promise<void>;
}

/**
 * The shop's database as the settings say: PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR/pglite under a lock (a second process is refused). Migrated, and seeded when empty.
 */
export async function openShopDatabase(
  settings: Pick<ServerSettings, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): Promise<OpenedDatabase & { seeded: number }> {
  let database: Database;
  let lock: DataDirLock | null = null;
  if (settings.databaseUrl) {
    database = await openPostgres(settings.databaseUrl, { schema: settings.databaseSchema ?? undefined });
  } else {
    lock = lockDataDir(settings.dataDir);
    try {
      database = await openPglite(path.join(settings.dataDir, 'pglite'));
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const close = async () => {
    try {
      await database.close();
    } finally {
      lock?.release();
    }
  };
  try {
    await database.migrate();
    const seeded = await seedCatalogue(database.db, seedCatalogueProducts());
    return { database, lock, close, seeded };
  } catch (error) {
    await close();
    throw error;
  }
}

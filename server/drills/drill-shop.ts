/** Where a drill's server processes keep their data, and a way to look at it directly afterwards. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Product } from '../../api';
import { openShopDatabase, type OpenedDatabase } from '../db/open';
import { seedCatalogueProducts } from '../db/seed/catalogue';
import { readServerSettings } from '../env';
import { migratedDataDir } from '../test/data-dir';

export interface DrillShop {
  /** the environment of every server process and CLI run of this drill */
  env: Record<string, string>;
  /** the database as the server opens it (PGlite: only while no server process holds DATA_DIR) */
  open(): Promise<OpenedDatabase>;
  /** drops the drill's schema (PostgreSQL) and removes DATA_DIR */
  dispose(): Promise<void>;
}

/**
 * A fresh shop: PGlite in a temporary DATA_DIR when `databaseUrl` is null, else a schema of its own on that
 * PostgreSQL (DATABASE_SCHEMA), so that the drill never meets another test's rows.
 */
export async function createDrillShop(databaseUrl: string | null): Promise<DrillShop> {
  const dataDir = databaseUrl
    ? await mkdtemp(path.join(tmpdir(), 'shop-drill-'))
    : await migratedDataDir('shop-drill-');
  const schema = `drill_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = databaseUrl
    ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
    : { DATA_DIR: dataDir };
  return {
    env,
    open: () => openShopDatabase(readServerSettings(env)),
    async dispose() {
      try {
        if (databaseUrl) await dropSchema(databaseUrl, schema);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function dropSchema(databaseUrl: string, schema: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await admin.end();
  }
}

/** The products of the seeded catalogue that can be ordered without choosing a size, wrap, base or side. */
export function plainSeededProducts(): Product[] {
  const plain = seedCatalogueProducts().filter(
    (product) =>
      product.variations.sizes.length === 0 &&
      !product.variations.wrap.available &&
      product.variations.base.options.length === 0 &&
      product.variations.side.options.length === 0,
  );
  if (plain.length < 2) throw new Error('The seeded catalogue has fewer than two products without choices');
  return plain;
}

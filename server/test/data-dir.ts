import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR whose PGlite is already created and migrated, as a shop's first start leaves it before the
 * catalogue is seeded: a server process started on it opens its database in a second instead of creating it
 * (initdb and every migration, several seconds on a busy machine). The tests about a first start on an empty
 * directory make their own with mkdtemp.
 */
export async function migratedDataDir(prefix = 'shop-data-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await cp(inject('dataDirTemplate'), dir, { recursive: true });
  return dir;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';

describe('the migrations', () => {
  it('name no schema, so one set serves PGlite, PostgreSQL and a shop in a schema of its own', () => {
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      // run `npx tsx server/db/generate-migrations.ts` instead of drizzle-kit generate alone
      expect(readFileSync(path.join(migrationsFolder, file), 'utf8'), file).not.toContain('"public".');
    }
  });
});

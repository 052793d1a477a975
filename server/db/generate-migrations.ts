/**
 * `npx tsx server/db/generate-migrations.ts [--name what_changed]`: drizzle-kit generate, then strip the
 * `"public".` that drizzle-kit writes into foreign keys. Unqualified names follow the connection's
 * search_path, so one set of migrations also serves a shop (or a test) that lives in its own schema.
 * server/db/migrations.test.ts fails if a migration still names "public".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

const generated = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (generated.status !== 0) process.exit(generated.status ?? 1);

for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'))) {
  const filePath = path.join(migrationsDir, file);
  const sql = readFileSync(filePath, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    writeFileSync(filePath, unqualified);
    console.log(`${file}: schema-qualified names made unqualified`);
  }
}

/**
 * Dev tool: `npx tsx server/db/seed/export-catalogue.ts` writes the demo catalogue fixture as
 * server/db/seed/catalogue.json, which the server seeds an empty database with. The server may not import
 * mocks/, so it reads the JSON; catalogue.test.ts checks that the two never drift apart.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- a dev-time export of the fixture, never loaded by the server
import { catalogue } from '../../../mocks/fixtures/catalogue';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const target = path.join(import.meta.dirname, 'catalogue.json');
writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(`Wrote ${catalogue.length} products to ${path.relative(process.cwd(), target)}`);

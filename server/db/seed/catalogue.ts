import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { productSchema, type Product } from '../../../api';

/** The demo catalogue an empty database is seeded with (exported from mocks/ by export-catalogue.ts). */
export function seedCatalogueProducts(): Product[] {
  const text = readFileSync(path.join(import.meta.dirname, 'catalogue.json'), 'utf8');
  return z.array(productSchema).parse(JSON.parse(text));
}

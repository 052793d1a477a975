import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { addressFields } from '../api/rules/address';

/**
 * The delivery address is declared once, in api/rules/address.ts; the schemas, the stored order, the delivery form
 * and the printed address are made from that list (docs/recipes.md, "A field of the delivery address"). A file of
 * the shop's code that names every field again is a second declaration a new field would have to find.
 */

const ROOT = path.join(import.meta.dirname, '..');
const SHOP_CODE = ['api', 'ui', 'machines', 'store', 'server', 'mocks'];
// tests and their fixtures spell addresses out on purpose
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

function shopSources(): string[] {
  return SHOP_CODE.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !isTestCode(file)),
  );
}

const namesEveryField = (text: string) =>
  addressFields.every(({ name }) => new RegExp(`\\b${name}\\b`).test(text));

describe('the delivery address', () => {
  it('is declared in one file of the shop', () => {
    const declaring = shopSources().filter((file) =>
      namesEveryField(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(declaring).toEqual(['api/rules/address.ts']);
  });
});

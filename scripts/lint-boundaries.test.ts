import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** The rules that keep api/ out of ui/ as values (docs/decisions/038-ui-imports-api-types.md). */
const BOUNDARY_RULES = ['@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths'];

/** Every message ESLint gives a file of that name holding `code`. */
async function lint(code: string, file = 'ui/storefront/boundary-check.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundaryRules = (messages: { ruleId: string | null }[]) =>
  messages.map(({ ruleId }) => ruleId).filter((ruleId) => BOUNDARY_RULES.includes(ruleId ?? ''));

describe("ui/ and api/ (eslint.config.js's boundaries)", { timeout: 60_000 }, () => {
  it("refuses ui/ a value from api/'s index: it would bring zod into the shopper's scripts", async () => {
    const messages = await lint("import { messages } from '../../api';\nexport const words = messages;\n");
    expect(boundaryRules(messages)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a value beside a type in one import', async () => {
    const messages = await lint(
      "import { messages, type Product } from '../../api';\nexport const words = messages;\nexport type Card = Product;\n",
    );
    expect(boundaryRules(messages)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("refuses a value from another of api/'s modules", async () => {
    const messages = await lint(
      "import { productSchema } from '../../api/products';\nexport const check = productSchema;\n",
    );
    expect(boundaryRules(messages)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("lets ui/ import api/'s types, either way of writing a type import", async () => {
    expect(await lint("import type { Product } from '../../api';\nexport type Card = Product;\n")).toEqual(
      [],
    );
    expect(await lint("import { type Product } from '../../api';\nexport type Card = Product;\n")).toEqual(
      [],
    );
  });

  it("lets ui/ import the money formatter and the order reference, api/'s zod-free formatting", async () => {
    expect(
      await lint(
        "import { formatNaira } from '../../api/rules/money';\nexport const price = formatNaira(1);\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        "import { shortOrderId } from '../../api/rules/order-reference';\nexport const ref = shortOrderId('a');\n",
      ),
    ).toEqual([]);
    expect(await lint("export { formatNaira } from '../api/rules/money';\n", 'ui/boundary-check.ts')).toEqual(
      [],
    );
  });

  it("lets ui/ import the shop's Lagos dates, api/'s zod-free date formats", async () => {
    expect(
      await lint("import { formatDay } from '../../api/rules/dates';\nexport const day = formatDay(0);\n"),
    ).toEqual([]);
    expect(
      await lint(
        "export { formatDay as formatOrderDate } from '../../api/rules/dates';\n",
        'ui/checkout/boundary-check.ts',
      ),
    ).toEqual([]);
  });

  it("lets ui/ import the delivery address's fields, for the delivery form", async () => {
    expect(
      await lint(
        "import { addressFields } from '../../api/rules/address';\nexport const names = addressFields.map((f) => f.name);\n",
      ),
    ).toEqual([]);
  });

  it('keeps those modules free of value imports, so they bring no zod with them', async () => {
    for (const file of [
      'api/rules/money.ts',
      'api/rules/order-reference.ts',
      'api/rules/dates.ts',
      'api/rules/address.ts',
    ]) {
      const messages = await lint(
        "import { messages } from '../messages';\nexport const words = messages;\n",
        file,
      );
      expect(messages.map(({ ruleId }) => ruleId)).toContain('no-restricted-syntax');
      expect(
        await lint("import type { Product } from '../products';\nexport type Card = Product;\n", file),
      ).toEqual([]);
    }
  });
});

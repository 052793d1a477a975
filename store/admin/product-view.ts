import type { AuditEntry } from '../../api';
import { isRecord } from '../../api/guards';
import { formatPrice } from '../../ui';

/**
 * A perfume's audit lines in words, for its page's history and the owner's audit log: 'Added Harmattan Musk',
 * 'Edited Ibadan Rain: price ₦45,000.00 to ₦52,000.00, stock 12 to no count', 'Archived: shoppers no longer see
 * it', 'Restored to the storefront'. The lines hold the product as the server saved it before and after
 * (server/services/product-changes.ts).
 */

type Saved = Record<string, unknown>;

const savedOf = (value: unknown): Saved => (isRecord(value) ? value : {});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const price = (amount: unknown) => (typeof amount === 'number' ? formatPrice(amount) : 'none');
const count = (stock: unknown) => (typeof stock === 'number' ? String(stock) : 'no count');
const plain = (value: unknown) => String(value ?? '');

/** What one field's change reads as: its name and, where short enough to read, its values before and after. */
const fieldChanges: readonly [field: string, words: (before: unknown, after: unknown) => string][] = [
  ['name', (before, after) => `name ${plain(before)} to ${plain(after)}`],
  ['category', (before, after) => `category ${plain(before)} to ${plain(after)}`],
  ['basePrice', (before, after) => `price ${price(before)} to ${price(after)}`],
  ['stock', (before, after) => `stock ${count(before)} to ${count(after)}`],
  ['inStock', (_, after) => (after === true ? 'back in stock' : 'out of stock')],
  ['bestseller', (_, after) => (after === true ? 'now a bestseller' : 'no longer a bestseller')],
  ['description', () => 'description'],
  ['image', () => 'pictures'],
];

const variationChanges: readonly [part: string, words: string][] = [
  ['sizes', 'sizes'],
  ['wrap', 'gift wrap'],
  ['base', 'first choice'],
  ['side', 'second choice'],
];

/** What an edit changed, in the form's order; a count decides whether it sells, so it is told once. */
function changesOf(before: Saved, after: Saved): string[] {
  const changes = fieldChanges
    .filter(([field]) => !same(before[field], after[field]))
    .filter(([field]) => field !== 'inStock' || same(before.stock, after.stock))
    .map(([field, words]) => words(before[field], after[field]));
  const [variationsBefore, variationsAfter] = [savedOf(before.variations), savedOf(after.variations)];
  for (const [part, words] of variationChanges)
    if (!same(variationsBefore[part], variationsAfter[part])) changes.push(words);
  return changes;
}

/** A product's audit line in words; null for any other line. */
export function productChangeWords(entry: AuditEntry): string | null {
  const after = savedOf(entry.after);
  const name = typeof after.name === 'string' ? after.name : 'the perfume';
  if (entry.action === 'product.create') return `Added ${name}`;
  if (entry.action === 'product.edit') {
    const changes = changesOf(savedOf(entry.before), after);
    return changes.length > 0 ? `Edited ${name}: ${changes.join(', ')}` : `Saved ${name} with no change`;
  }
  if (entry.action === 'product.archive') return 'Archived: shoppers no longer see it';
  if (entry.action === 'product.restore') return 'Restored to the storefront';
  return null;
}

import type { Product } from '../../../api';
import { isOneOf } from '../../../api/guards';

/**
 * The collection's filters, order and name search, kept in the URL (?category=Oud&category=Floral
 * &sort=price-asc&q=oba) so that they survive a reload, can be shared, and the server renders the same list.
 */
export const sortOrders = ['relevant', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface CollectionQuery {
  categories: string[];
  sort: SortOrder;
  search: string;
}

const isSortOrder = (value: string | null): value is SortOrder => isOneOf(sortOrders, value);

export function readCollectionQuery(params: URLSearchParams): CollectionQuery {
  const sort = params.get('sort');
  return {
    categories: [...new Set(params.getAll('category').filter(Boolean))],
    sort: isSortOrder(sort) ? sort : 'relevant',
    search: params.get('q') ?? '',
  };
}

/** The query string of a collection view; the defaults are left out, so a plain view is plain '/products'. */
export function collectionParams({ categories, sort, search }: CollectionQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of categories) params.append('category', category);
  if (sort !== 'relevant') params.set('sort', sort);
  if (search.trim()) params.set('q', search);
  return params;
}

/** Lower case without accents or tone marks: 'Ọba Oud' and 'ÒBA' both read 'oba'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The categories the products have, each once, in alphabetical order. */
export function categoriesOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort((a, b) => a.localeCompare(b));
}

const byPrice: Record<Exclude<SortOrder, 'relevant'>, (a: Product, b: Product) => number> = {
  'price-asc': (a, b) => a.basePrice - b.basePrice,
  'price-desc': (a, b) => b.basePrice - a.basePrice,
};

/**
 * The products to show, from the list newest first: in a chosen category (any of them; none chosen is
 * all), whose name holds the search, in the chosen order ('most relevant' keeps newest first).
 */
export function showCollection(newestFirst: readonly Product[], query: CollectionQuery): Product[] {
  const search = foldForSearch(query.search);
  const shown = newestFirst.filter(
    (product) =>
      (query.categories.length === 0 || query.categories.includes(product.category)) &&
      (search === '' || foldForSearch(product.name).includes(search)),
  );
  return query.sort === 'relevant' ? shown : shown.sort(byPrice[query.sort]);
}

/** True when the shopper narrowed the list (so an empty result offers to clear, not to come back later). */
export const isNarrowed = (query: CollectionQuery) =>
  query.categories.length > 0 || query.search.trim() !== '';

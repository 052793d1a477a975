import { useLocation, useSearchParams } from 'react-router-dom';
import type { Product } from '../../../api';
import { Button } from '../../../ui/primitives/button';
import { CategoryFilter } from '../../../ui/storefront/category-filter';
import { ProductGrid } from '../../../ui/storefront/product-grid';
import { SortSelect } from '../../../ui/storefront/sort-select';
import {
  categoriesOf,
  collectionParams,
  isNarrowed,
  readCollectionQuery,
  showCollection,
  type CollectionQuery,
} from '../parts/collection-query';
import { productCards } from '../parts/product-cards';
import { Icon } from '../../../ui/primitives/icon';

/** Cards whose image loads at once: the first row on a desktop, the first two rows on a phone. */
const FIRST_ROW = 4;

const itemsFound = (count: number) => (count === 1 ? '1 item found' : `${count} items found`);

/** The collection's layout while its list is on its way (a tap from another page, on a slow network). */
export function CollectionLoading() {
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10">
      <div aria-hidden="true" className="max-lg:hidden" />
      <ProductGrid cards={[]} loading emptyTitle="" />
    </div>
  );
}

/** The id of the collection's GET form, which the sort select joins from the other column. */
const QUERY_FORM = 'collection-query';

/** The filters, order and name search of the URL applied to the catalogue, with the count and empty states. */
export function CollectionView({ products }: { products: readonly Product[] }) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = readCollectionQuery(params);
  const shown = showCollection(products, query);
  const update = (change: Partial<CollectionQuery>) =>
    setParams(collectionParams({ ...query, ...change }), { preventScrollReset: true });
  const clearAll = () => update({ categories: [], search: '' });

  if (products.length === 0) {
    return (
      <ProductGrid
        className="mt-8"
        cards={[]}
        emptyIcon={<Icon name="package-search" />}
        emptyTitle="No perfumes yet"
        emptyMessage="New scents are on their way. Please check back soon."
      />
    );
  }

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_1fr] lg:items-start lg:gap-10">
      <CategoryFilter
        id={QUERY_FORM}
        action={pathname}
        categories={categoriesOf(products)}
        selected={query.categories}
        onChange={(categories) => update({ categories })}
        keep={query.search.trim() ? { q: query.search } : {}}
        clearHref={`${pathname}?${collectionParams({ ...query, categories: [] })}`}
      />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-foreground tabular-nums">
            {itemsFound(shown.length)}
          </p>
          <SortSelect
            value={query.sort}
            onValueChange={(sort) => update({ sort })}
            name="sort"
            form={QUERY_FORM}
          />
        </div>
        <ProductGrid
          cards={productCards(shown)}
          priorityCount={FIRST_ROW}
          // the page's h1 is right above: each card's name is the next level
          headingLevel="h2"
          emptyIcon={<Icon name="search-x" />}
          emptyTitle="No perfumes match your choice"
          emptyMessage={
            query.search.trim()
              ? `Nothing in ${query.categories.length > 0 ? 'these categories' : 'our collection'} is called '${query.search.trim()}'. Try another name, or clear the filters.`
              : 'Try other categories, or clear the filters.'
          }
          emptyAction={
            isNarrowed(query) && (
              <Button variant="outline" onClick={clearAll}>
                Clear filters and search
              </Button>
            )
          }
        />
      </div>
    </div>
  );
}

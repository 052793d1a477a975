import { PackageSearch } from 'lucide-react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Button, EmptyState } from '../../ui';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';
import { ProductGrid } from './parts/product-grid';

/**
 * The collection (/products, and /menu by DESIGN.md decision 1): the whole catalogue, newest first.
 * Category filter, sort and name search (kept in the URL) come with the collection screen's own change.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { products } = orThrow(await apiFrom(context).productList());
  // the API lists oldest first; the shop shows its newest scents first
  return { products: [...products].reverse() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: 'Perfumes',
  description: `Our collection of ${data.products.length} perfumes, oils and mists, handcrafted in Nigeria. Prices in naira.`,
  canonicalPath: '/products',
});

export function Component() {
  const { products } = useLoaderData<typeof loader>();
  const count = products.length;
  return (
    <Page title="Our Collection" intro="Perfumes, oils and mists, handcrafted in Ibadan.">
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {count === 1 ? '1 item found' : `${count} items found`}
      </p>
      {count === 0 ? (
        <EmptyState
          icon={<PackageSearch />}
          title="No perfumes yet"
          action={
            <Button asChild variant="outline">
              <Link to="/">Back to the home page</Link>
            </Button>
          }
        >
          New scents are on their way. Please check back soon.
        </EmptyState>
      ) : (
        <ProductGrid products={products} label="Perfumes" />
      )}
    </Page>
  );
}

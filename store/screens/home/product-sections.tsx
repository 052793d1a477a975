import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { Product } from '../../../api';
import { MarketingSection } from '../../../ui/marketing/marketing-section';
import { ProductGrid } from '../../../ui/storefront/product-grid';
import { homeHeadings } from '../../content/home';
import type { Loaded } from '../parts/deferred';
import { LoadProblem } from '../parts/load-problem';
import { productCards } from '../parts/product-cards';

export interface HomeProducts {
  recent: Product[];
  favourites: Product[];
}

/** Section 9: the 10 newest available perfumes, and up to 5 available bestsellers. */
const RECENT_SCENTS = 10;
const FAVOURITES = 5;

export function homeProducts(available: readonly Product[]): HomeProducts {
  const newestFirst = available.filter((product) => product.inStock).sort((a, b) => b.date - a.date);
  return {
    recent: newestFirst.slice(0, RECENT_SCENTS),
    favourites: newestFirst.filter((product) => product.bestseller).slice(0, FAVOURITES),
  };
}

function Grid({ products, favourites = false }: { products: Product[]; favourites?: boolean }) {
  return (
    <ProductGrid
      maxColumns={5}
      // every card here is a bestseller: the badge would say nothing
      cards={productCards(products).map((card) => ({ ...card, showBestseller: !favourites }))}
      emptyTitle="New scents are on their way"
      emptyMessage="Please check back soon."
    />
  );
}

/** Recent scents and customer favourites; while they load (after a tap), skeleton cards hold their place. */
export function HomeProductSections({
  products,
}: {
  products: Loaded<HomeProducts> | Promise<Loaded<HomeProducts>>;
}) {
  return (
    <>
      <MarketingSection heading={homeHeadings.recentScents} id="recent-scents">
        <Suspense fallback={<ProductGrid cards={[]} loading loadingCount={5} maxColumns={5} emptyTitle="" />}>
          <Await resolve={products}>
            {(result: Loaded<HomeProducts>) =>
              result.ok ? (
                <Grid products={result.value.recent} />
              ) : (
                <LoadProblem message={result.message} titleAs="h3" />
              )
            }
          </Await>
        </Suspense>
      </MarketingSection>
      <Suspense fallback={null}>
        <Await resolve={products}>
          {(result: Loaded<HomeProducts>) =>
            result.ok &&
            result.value.favourites.length > 0 && (
              <MarketingSection heading={homeHeadings.favourites} tone="surface" id="favourites">
                <Grid products={result.value.favourites} favourites />
              </MarketingSection>
            )
          }
        </Await>
      </Suspense>
    </>
  );
}

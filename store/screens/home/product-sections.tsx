import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { Product } from '../../../api';
import { MarketingSection } from '../../../ui/marketing/marketing-section';
import { ProductGrid } from '../../../ui/storefront/product-grid';
import { homeHeadings } from '../../content/home';
import type { Loaded } from '../parts/deferred';
import { LoadProblem } from '../parts/load-problem';
import { cardOf, productCards, type CardProduct } from '../parts/product-cards';

/** Cards only: the home page's hydration data carries no description, stock or options, so it stays small. */
export interface HomeProducts {
  recent: CardProduct[];
  favourites: CardProduct[];
}

/** The 10 newest available perfumes, and up to 5 available bestsellers. */
const RECENT_SCENTS = 10;
const FAVOURITES = 5;

export function homeProducts(available: readonly Product[]): HomeProducts {
  const newestFirst = available.filter((product) => product.inStock).sort((a, b) => b.date - a.date);
  return {
    recent: newestFirst.slice(0, RECENT_SCENTS).map(cardOf),
    favourites: newestFirst
      .filter((product) => product.bestseller)
      .slice(0, FAVOURITES)
      .map(cardOf),
  };
}

function Grid({ products, favourites = false }: { products: CardProduct[]; favourites?: boolean }) {
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

/** As many skeleton cards as the section will hold once its perfumes are read. */
function Skeleton({ count }: { count: number }) {
  return <ProductGrid cards={[]} loading loadingCount={count} maxColumns={5} emptyTitle="" />;
}

/**
 * Recent scents and customer favourites; while they load (after a tap), skeleton cards hold their place, as many
 * as the sections will show, so the page keeps its height: back from a perfume, the browser puts the shopper
 * where they were, and the cards that stream in do not push that place down the page.
 */
export function HomeProductSections({
  products,
}: {
  products: Loaded<HomeProducts> | Promise<Loaded<HomeProducts>>;
}) {
  return (
    <>
      <MarketingSection heading={homeHeadings.recentScents} id="recent-scents">
        <Suspense fallback={<Skeleton count={RECENT_SCENTS} />}>
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
      <Suspense
        fallback={
          <MarketingSection heading={homeHeadings.favourites} tone="surface" id="favourites">
            <Skeleton count={FAVOURITES} />
          </MarketingSection>
        }
      >
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

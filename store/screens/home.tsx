import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { shopReviewStats } from '../../api';
import { Button, StarRating } from '../../ui';
import { shop } from '../content/shop';
import { apiFrom } from '../data/api';
import { orElse, orThrow } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { ProductGrid } from './parts/product-grid';

const RECENT_SCENTS = 10;
const FAVOURITES = 5;

/**
 * Home: the hero, recent scents (the 10 newest available), customer favourites (5 available bestsellers)
 * and what shoppers say of the shop. The marketing sections of the specification come with the home
 * screen's own change.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const [available, reviews] = await Promise.all([api.productAvailable(), api.shopReviews()]);
  const newestFirst = [...orThrow(available).products].sort((a, b) => b.date - a.date);
  return {
    recent: newestFirst.slice(0, RECENT_SCENTS),
    favourites: newestFirst.filter((product) => product.bestseller).slice(0, FAVOURITES),
    // the page stands without reviews: an unreadable list shows the default statistics
    reviews: orElse(reviews, { reviews: [] }).reviews,
  };
}

export const meta: MetaFunction<typeof loader> = () => ({ title: shop.name, description: shop.description });

export function Component() {
  const { recent, favourites, reviews } = useLoaderData<typeof loader>();
  const stats = shopReviewStats(reviews.map((review) => review.rating));
  return (
    <>
      <section className="surface-inverse">
        <div className="mx-auto max-w-page px-gutter py-16 sm:px-6 lg:py-24">
          <p className="text-label text-accent">Fragrance is our passion</p>
          <h1 className="mt-3 max-w-3xl font-display text-display-lg">{shop.tagline}</h1>
          <p className="mt-4 max-w-prose text-lg opacity-90">{shop.description}</p>
          <Button asChild variant="secondary" size="lg" className="mt-8">
            <Link to="/products">Explore Our Perfumes</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="recent" className="mx-auto max-w-page px-gutter py-12 sm:px-6">
        <h2 id="recent" className="font-display text-display-sm">
          Recent scents
        </h2>
        <ProductGrid products={recent} label="Recent scents" />
      </section>
      {favourites.length > 0 && (
        <section aria-labelledby="favourites" className="mx-auto max-w-page px-gutter py-12 sm:px-6">
          <h2 id="favourites" className="font-display text-display-sm">
            Customer favourites
          </h2>
          <ProductGrid products={favourites} label="Customer favourites" />
        </section>
      )}
      <section aria-labelledby="what-they-say" className="mx-auto max-w-page px-gutter py-12 sm:px-6">
        <h2 id="what-they-say" className="font-display text-display-sm">
          What our customers say
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-muted-foreground">
          <StarRating value={stats.average} showValue />
          <span>{stats.recommendPercent}% recommend us</span>
          <span>{stats.happyCustomers.toLocaleString('en-NG')}+ happy customers</span>
        </p>
      </section>
    </>
  );
}

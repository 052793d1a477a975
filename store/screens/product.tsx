import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ratingSummary } from '../../api';
import { WhatsAppLink } from '../../ui/marketing/whatsapp-link';
import { Badge } from '../../ui/primitives/badge';
import { Breadcrumbs } from '../../ui/primitives/breadcrumbs';
import { StarRating } from '../../ui/primitives/star-rating';
import { DeliveryInfo } from '../../ui/storefront/delivery-info';
import { ProductGallery } from '../../ui/storefront/product-gallery';
import { ProductGrid } from '../../ui/storefront/product-grid';
import { PromiseList } from '../../ui/storefront/promise-list';
import { apiFrom, onServer, visitorFrom } from '../data/api';
import { orElse, orThrow } from '../data/load';
import { useSession } from '../features/session';
import { useProductReviews } from '../features/product-review';
import { productLinkPreview } from '../seo/link-preview';
import { productJsonLd } from '../seo/product-ld';
import type { MetaFunction } from '../seo/route-meta';
import { productCards } from './parts/product-cards';
import { useShopInfo } from './parts/shop-info';
import { Purchase } from './product/purchase';
import { ProductReviews } from './product/reviews';

/** Up to 5 related perfumes, from the same category. */
const RELATED = 5;

/**
 * Product detail: read on the server with its reviews and its related perfumes, so the HTML already holds
 * the name, the price and the Product JSON-LD that link previews and search engines read.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const id = params.productId ?? '';
  // the server knows a shopper by their cookie: their own review lets the form show without the scripts
  const knowsShopper = onServer(context) && visitorFrom(context).loggedIn;
  const [product, reviews, catalogue, own] = await Promise.all([
    api.product({ id }),
    api.productReviews({ productId: id }),
    api.productList(),
    knowsShopper ? api.ownProductReview({ productId: id }) : null,
  ]);
  const found = orThrow(product).product;
  const related = orElse(catalogue, { products: [] })
    .products.filter((other) => other.category === found.category && other._id !== found._id)
    .reverse()
    .slice(0, RELATED);
  return {
    product: found,
    reviews: orElse(reviews, { reviews: [] }).reviews,
    related,
    serverOwn: own ? { own: orElse(own, { review: null }).review } : undefined,
  };
}

const DESCRIPTION_LENGTH = 160;
const shorten = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

export const meta: MetaFunction<typeof loader> = ({ data, path, publicUrl }) => ({
  title: data.product.name,
  description: shorten(data.product.description),
  image: productLinkPreview(data.product),
  type: 'product',
  jsonLd: productJsonLd(data.product, data.reviews, { path, publicUrl }),
});

function ProductPage({
  product,
  reviews: serverReviews,
  related,
  serverOwn,
}: Awaited<ReturnType<typeof loader>>) {
  const { loggedIn } = useSession();
  const { delivery, onlineDiscountRate, whatsApp } = useShopInfo();
  const reviews = useProductReviews(product._id, loggedIn, serverReviews, serverOwn);
  const rating = ratingSummary(reviews.reviews.map((review) => review.rating));

  return (
    <div className="mx-auto w-full max-w-page px-gutter py-8 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Perfumes', href: '/products' },
          { label: product.category, href: `/products?category=${encodeURIComponent(product.category)}` },
          { label: product.name },
        ]}
      />
      {/*
        The whole product page is one box, so that ADD TO CART's bar, stuck to the bottom of the screen below md
        (ui/storefront/purchase-bar.tsx), stays within reach from the first screen down to the end of the page,
        and settles last in it (order-last), above the footer. Below md the panel's wrappers give way (display:
        contents) so that the bar is this column's own, and a field the keyboard moves to is scrolled clear of
        the bar (scroll-margin), not left under it.
      */}
      <div className="mt-6 flex flex-col gap-5 max-md:**:scroll-mb-[calc(5.5rem+env(safe-area-inset-bottom))] md:gap-0">
        {/* gallery and panel side by side from md up: their own grid, so the sticky gallery stops at its end */}
        <div className="max-md:contents md:grid md:grid-cols-2 md:gap-8 lg:gap-14">
          <ProductGallery
            images={product.image}
            name={product.name}
            className="max-md:mb-3 md:sticky md:top-24 md:self-start"
          />
          <div className="grid content-start gap-5 max-md:contents">
            {/*
              Below md the badges lie on the photo's corner, as on the product's card (first in the column, of no
              height, over the gallery that follows): the first screen of a phone says OUT OF STOCK, which below
              the gallery would sit under ADD TO CART's bar.
            */}
            {(!product.inStock || product.bestseller) && (
              <div
                data-slot="product-badges"
                className="flex flex-wrap gap-2 max-md:relative max-md:top-3 max-md:left-3 max-md:z-10 max-md:order-first max-md:-mb-5 max-md:h-0 max-md:w-fit"
              >
                {!product.inStock && <Badge tone="out-of-stock">OUT OF STOCK</Badge>}
                {product.bestseller && <Badge tone="bestseller">Bestseller</Badge>}
              </div>
            )}
            <h1 className="font-display text-display-md text-foreground">{product.name}</h1>
            <a
              href="#reviews"
              className="flex w-fit items-center gap-2 text-sm text-muted-foreground hover:underline"
            >
              {rating.count > 0 ? (
                <>
                  <StarRating value={rating.average} showValue />
                  <span>{rating.count === 1 ? '1 review' : `${rating.count} reviews`}</span>
                </>
              ) : (
                'No reviews yet: be the first'
              )}
            </a>
            <Purchase product={product} />
            <WhatsAppLink href={whatsApp.product(product.name)} variant="outline" size="sm" className="w-fit">
              Ask about it on WhatsApp
            </WhatsAppLink>
            <PromiseList delivery={delivery} className="border-t border-border pt-5" />
          </div>
        </div>
        {/* mt-11 and the column's gap-5 below md: the same 4 rem between the parts as beside it */}
        <ProductReviews
          productId={product._id}
          reviews={reviews}
          loggedIn={loggedIn}
          className="mt-11 md:mt-16"
        />
        {related.length > 0 && (
          <section aria-labelledby="related-title" className="mt-11 md:mt-16">
            <h2 id="related-title" className="font-display text-display-md">
              You may also like
            </h2>
            <ProductGrid className="mt-8" maxColumns={5} cards={productCards(related)} emptyTitle="" />
          </section>
        )}
        <DeliveryInfo
          className="mt-11 md:mt-16"
          delivery={delivery}
          onlineDiscountRate={onlineDiscountRate}
        />
      </div>
    </div>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  // a new product (a related perfume followed) starts with fresh choices and its own reviews
  return <ProductPage key={data.product._id} {...data} />;
}

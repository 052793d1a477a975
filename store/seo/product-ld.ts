import { ratingSummary, type Product, type ProductReview } from '../../api';
import { shop } from '../content/shop';
import { absoluteUrl } from './page-meta';

const availability = (product: Product) =>
  product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * schema.org Product for search results: price in naira as a number, availability, and the star rating
 * when shoppers have reviewed it (a rating of nothing is left out, as Google asks).
 */
export function productJsonLd(
  product: Product,
  reviews: readonly ProductReview[],
  { publicUrl, path }: { publicUrl: string; path: string },
): Record<string, unknown> {
  const rating = ratingSummary(reviews.map((review) => review.rating));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.map((image) => absoluteUrl(image, publicUrl)),
    sku: product._id,
    category: product.category,
    brand: { '@type': 'Brand', name: shop.fullName },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(path, publicUrl),
      price: product.basePrice,
      priceCurrency: 'NGN',
      availability: availability(product),
    },
    ...(rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

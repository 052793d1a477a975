import { describe, expect, it } from 'vitest';
import type { Product, ProductReview } from '../../api';
import { productJsonLd } from './product-ld';

const product: Product = {
  _id: 'p1',
  name: 'Zobo Rose',
  description: 'Hibiscus and rose.',
  image: ['/images/products/zobo-1.svg', 'https://cdn.example/zobo-2.png'],
  basePrice: 12500,
  inStock: true,
  category: 'Floral',
  bestseller: false,
  date: 0,
  variations: {
    sizes: [],
    wrap: { available: false, price: 0 },
    base: { name: '', options: [] },
    side: { name: '', options: [] },
  },
};

const review = (rating: number): ProductReview => ({
  _id: `r${rating}`,
  productId: 'p1',
  rating,
  comment: 'Lovely',
  date: 0,
  user: { name: 'Ada' },
  verifiedPurchase: false,
});

const address = { publicUrl: 'https://shop.example', path: '/product/p1' };

describe('productJsonLd', () => {
  it('offers the product in naira at its price, in stock', () => {
    const ld = productJsonLd(product, [], address);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Zobo Rose',
      sku: 'p1',
      offers: {
        price: 12500,
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/p1',
      },
    });
  });

  it('says out of stock when it is', () => {
    const ld = productJsonLd({ ...product, inStock: false }, [], address);
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('makes every image address absolute', () => {
    expect(productJsonLd(product, [], address).image).toEqual([
      'https://shop.example/images/products/zobo-1.svg',
      'https://cdn.example/zobo-2.png',
    ]);
  });

  it('rates the product only when shoppers have reviewed it', () => {
    expect(productJsonLd(product, [], address)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product, [review(5), review(4)], address).aggregateRating).toMatchObject({
      ratingValue: 4.5,
      reviewCount: 2,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Product, ProductReview } from '../api';
import { render } from './entry-server';

/*
 * The server render end to end, with the shop's API answered in memory: what a shopper on a slow phone
 * (and a search engine) receives before any JavaScript runs.
 */
const product: Product = {
  _id: 'p1',
  name: 'Zobo Rose',
  description: 'Hibiscus, rose and a little </script> mischief.',
  image: ['/images/products/zobo-1.svg'],
  basePrice: 12500,
  inStock: true,
  category: 'Floral',
  bestseller: true,
  date: 1_700_000_000_000,
  variations: {
    sizes: [],
    wrap: { available: false, price: 0 },
    base: { name: '', options: [] },
    side: { name: '', options: [] },
  },
};
const reviews: ProductReview[] = [
  {
    _id: 'r1',
    productId: 'p1',
    rating: 5,
    comment: 'Lovely',
    date: 0,
    user: { name: 'Ada' },
    verifiedPurchase: true,
  },
  {
    _id: 'r2',
    productId: 'p1',
    rating: 4,
    comment: 'Nice',
    date: 0,
    user: { name: 'Bola' },
    verifiedPurchase: false,
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What /api/product/list answers; a test may give the shop a bigger catalogue. */
let catalogue: Product[] = [product];
const called: string[] = [];
const shopApi: typeof fetch = async (input) => {
  const { pathname } = new URL(String(input));
  called.push(pathname);
  if (pathname === '/api/product/p1') return json({ success: true, product });
  if (pathname === '/api/review/product/p1') return json({ success: true, reviews });
  if (pathname === '/api/product/list') return json({ success: true, products: catalogue });
  if (pathname === '/api/product/broken')
    return json({ success: false, message: 'The shop is resting.' }, 500);
  if (pathname.startsWith('/api/product/'))
    return json({ success: false, message: 'Product not found' }, 404);
  return json({ success: false, message: 'Not in this test' }, 404);
};

const template = `<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head--><script type="module" src="/assets/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`;

const renderPage = async (path: string) => {
  const response = await render(new Request(`http://127.0.0.1:3000${path}`), {
    fetch: shopApi,
    publicUrl: 'https://shop.example',
    visitor: { loggedIn: false, staff: false },
    nonce: 'n0nce',
    template,
  });
  return { status: response.status, html: await response.text() };
};

describe('render (server-side rendering)', () => {
  it('writes a product page’s name, price and Product JSON-LD into the HTML', async () => {
    const { status, html } = await renderPage('/product/p1');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Zobo Rose<\/h1>/);
    expect(html).toContain('₦12,500.00');
    const ld = html.match(/<script data-page-meta type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(ld ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: 'Zobo Rose',
      offers: { price: 12500, priceCurrency: 'NGN', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(html).toContain('<title data-page-meta>Zobo Rose | Òórùn</title>');
    expect(html).toContain('<link data-page-meta rel="canonical" href="https://shop.example/product/p1">');
    // its only image is an SVG with no rendered preview, which WhatsApp would ignore: the shop card instead
    expect(html).toContain(
      '<meta data-page-meta property="og:image" content="https://shop.example/images/previews/shop.jpg">',
    );
    expect(html).toContain('<meta data-page-meta property="og:image:alt" content="Òórùn Fragrance House">');
  });

  it('puts the hydration data in a script carrying the response’s CSP nonce', async () => {
    const { html } = await renderPage('/product/p1');
    expect(html).toMatch(/<script nonce="n0nce">window.__staticRouterHydrationData = JSON.parse/);
    // the description's '</script>' never closes an element early
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('fetches the page’s data through the given fetch', async () => {
    called.length = 0;
    await renderPage('/product/p1');
    expect(called).toEqual(
      expect.arrayContaining(['/api/config', '/api/product/p1', '/api/review/product/p1']),
    );
  });

  it('answers 404 with the not-found page for a product the shop does not have', async () => {
    const { status, html } = await renderPage('/product/nothing');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain('Product not found');
  });

  it('answers 404 for a path the shop does not have', async () => {
    const { status, html } = await renderPage('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('shows the error screen, not a crash, when the shop cannot answer', async () => {
    const { status, html } = await renderPage('/product/broken');
    expect(status).toBe(500);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('The shop is resting.');
    expect(html).toMatch(/<a [^>]*href="\/"/);
  });

  it('renders the collection with a link to every product', async () => {
    const { status, html } = await renderPage('/menu');
    expect(status).toBe(200);
    expect(html).toContain('href="/product/p1"');
    expect(html).toContain('href="https://shop.example/products"');
  });

  it('sends the hero’s first picture only: the next one waits until the page has come to life', async () => {
    const { status, html } = await renderPage('/');
    expect(status).toBe(200);
    const heroStart = html.indexOf('data-slot="hero"');
    const hero = html.slice(heroStart, html.indexOf('</section>', heroStart));
    expect([...hero.matchAll(/<img [^>]*src="([^"]+)"/g)].map((image) => image[1])).toEqual([
      '/images/hero/1.webp',
    ]);
  });

  it('sends a long product grid in place, not hidden and revealed later by a script', async () => {
    catalogue = Array.from({ length: 40 }, (_, index) => ({
      ...product,
      _id: `p${index}`,
      name: `Scent ${index}`,
    }));
    try {
      const { html } = await renderPage('/products');
      // React moves a large finished Suspense boundary to the end of the HTML and reveals it with $RC after
      // the first paint; the page's largest paint (a card's picture) then came frames late
      expect(html).not.toContain('hidden id="S:');
      expect(html).not.toContain('$RC');
      const body = html.slice(html.indexOf('<body>'));
      expect(body.indexOf('href="/product/p0"')).toBeLessThan(
        body.indexOf('window.__staticRouterHydrationData'),
      );
      expect(body).toContain('href="/product/p39"');
    } finally {
      catalogue = [product];
    }
  });
});

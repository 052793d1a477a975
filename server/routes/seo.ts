import { Hono } from 'hono';
import { offlinePage, publicPages, type Product } from '../../api';
import { PrecompressedAnswer } from '../http/precompressed';
import { listProducts } from '../services/catalogue';
import type { Shop } from '../shop';

/** Pages that belong to one shopper or one moment: nothing for a crawler there. */
const privatePages = [
  '/cart',
  '/place-order',
  '/orders',
  '/account',
  '/verify',
  '/login',
  '/forgot-password',
  '/reset-password/',
  offlinePage,
];

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** sitemap.xml: the public pages and every product, in stock or not (an out-of-stock page still ranks). */
export function sitemapXml(publicUrl: string, products: readonly Pick<Product, '_id'>[]): string {
  const urls = [
    ...publicPages.map((page) => `${publicUrl}${page}`),
    ...products.map((product) => `${publicUrl}/product/${encodeURIComponent(product._id)}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...privatePages.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const HOUR = 'public, max-age=3600';

/**
 * /sitemap.xml, kept with the pages (services/page-cache.ts) until the products change, and /robots.txt, from
 * PUBLIC_URL.
 */
export function seoRoutes(shop: Shop): Hono {
  const router = new Hono();
  router.get('/sitemap.xml', async (c) => {
    const sitemap = await shop.pages.page('/sitemap.xml', async () => ({
      answer: new PrecompressedAnswer(sitemapXml(shop.publicUrl, await listProducts(shop.db)), {
        headers: { 'cache-control': HOUR },
        contentType: 'application/xml; charset=utf-8',
      }),
      keep: true,
    }));
    return sitemap ? sitemap.respond(c) : c.notFound();
  });
  router.get('/robots.txt', (c) =>
    c.body(robotsTxt(shop.publicUrl), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': HOUR,
    }),
  );
  return router;
}

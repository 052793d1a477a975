import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo';

describe('sitemap.xml', () => {
  it('lists the public pages and every product at PUBLIC_URL', () => {
    const xml = sitemapXml('https://shop.example', [{ _id: 'p1' }, { _id: 'p2' }]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/products</loc>');
    expect(xml).toContain('<loc>https://shop.example/product/p1</loc>');
    expect(xml).toContain('<loc>https://shop.example/product/p2</loc>');
    expect(xml).not.toContain('/cart');
  });

  it('escapes what XML would misread', () => {
    const xml = sitemapXml('https://shop.example', [{ _id: 'a&b' }]);
    expect(xml).toContain('<loc>https://shop.example/product/a%26b</loc>');
    expect(sitemapXml('https://x.example/?a=1&b=2', [])).toContain('a=1&amp;b=2');
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap and away from the API and shoppers’ own pages', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).not.toMatch(/Disallow: \/products/);
  });
});

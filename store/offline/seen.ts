import { isProductPage } from '../../api/rules/pages';
import { shop } from '../content/shop';
import { pagesCachePrefix } from './kept';

/** A perfume whose page this phone keeps, so it opens without a connection. */
export interface PerfumeSeen {
  path: string;
  name: string;
}

const titleSuffix = ` | ${shop.name}`;

/**
 * The perfumes this phone has kept pages of, read from the service worker's page caches: their names are the
 * kept pages' own titles. None where the browser keeps no caches (no service worker, a private window).
 */
export async function perfumesSeen(): Promise<PerfumeSeen[]> {
  if (typeof caches === 'undefined') return [];
  const seen = new Map<string, string>();
  for (const cacheName of (await caches.keys()).filter((name) => name.startsWith(pagesCachePrefix))) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      if (!isProductPage(pathname) || seen.has(pathname)) continue;
      const page = await cache.match(request);
      const title = page && new DOMParser().parseFromString(await page.text(), 'text/html').title;
      if (title)
        seen.set(pathname, title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title);
    }
  }
  return [...seen].map(([path, name]) => ({ path, name }));
}

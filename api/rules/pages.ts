/**
 * Which storefront pages are the same for every guest. The server renders such a page once for all guests
 * (docs/decisions/008-cached-pages-csp.md) and marks the answer; a phone's service worker keeps only marked
 * answers (docs/decisions/047-service-worker.md). Any other page is made for one shopper or one moment.
 */

/** The storefront's pages worth finding in a search engine (a shopper's own pages are not). */
export const publicPages = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/appointment',
  '/returns',
  '/privacy',
  '/terms',
] as const;

/** What a phone shows for a page it could not fetch and has no copy of. */
export const offlinePage = '/offline';

const guestPages = new Set<string>([...publicPages, '/menu', offlinePage]);
const productPage = /^\/product\/[^/]+$/;

export const isGuestPage = (path: string) => guestPages.has(path) || productPage.test(path);
export const isProductPage = (path: string) => productPage.test(path);

/** The header on a page rendered once for every guest (no cookie of anyone's went into it): its value is '1'. */
export const guestPageHeader = 'x-guest-page';

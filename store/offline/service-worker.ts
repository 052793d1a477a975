/// <reference lib="webworker" />
// The shop's service worker, built by @serwist/vite into dist/client/sw.js (vite.config.ts). What it keeps and
// for how long, what it never keeps, and how a deploy switches it off: docs/decisions/047-service-worker.md.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { guestPageHeader, isGuestPage, offlinePage } from '../../api/rules/pages';
import { catalogueCache, pagesCacheOf, pagesCachePrefix, picturesCache, scriptsCache } from './kept';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const shell = self.__SW_MANIFEST ?? [];
/** The release is the offline page's revision: the build gives it the hash of the whole shell. */
const release =
  shell.find((entry): entry is PrecacheEntry => typeof entry !== 'string' && entry.url === offlinePage)
    ?.revision ?? 'unbuilt';
const pagesCache = pagesCacheOf(release);

const DAY = 24 * 60 * 60;
const isGuestCopy = (response: Response) => response.ok && response.headers.get(guestPageHeader) === '1';

/**
 * A page is kept only as every guest gets it. A shopper's own page (their name in the header, a guest's cart)
 * is never kept: the same address is asked again without cookies, and that copy is kept instead, at most once
 * a day per page, so a logged-in shopper does not pay for every page twice.
 */
const keepGuestCopy: SerwistPlugin = {
  async cacheWillUpdate({ request, response }) {
    if (isGuestCopy(response)) return response;
    const kept = await caches.open(pagesCache).then((cache) => cache.match(request.url));
    const keptAt = Date.parse(kept?.headers.get('date') ?? '');
    if (Date.now() - keptAt < DAY * 1000) return null;
    try {
      const copy = await fetch(request.url, { credentials: 'omit' });
      return isGuestCopy(copy) ? copy : null;
    } catch {
      return null;
    }
  },
};

/** An answer the shop let any cache keep: never one marked no-store or private (a shopper's). */
const keepPublicAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.ok && !/no-store|private/i.test(response.headers.get('cache-control') ?? '') ? response : null,
};

/** Only whole answers: a 404 or an error page is not worth keeping in place of a picture. */
const keepWholeAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
};

/**
 * A page the phone could neither fetch nor find kept: the offline page, which says so and offers what works
 * without a connection. `from` is where the shopper was going, for its Try again.
 */
const offlineInstead: SerwistPlugin = {
  async handlerDidError({ request }) {
    const { pathname, search } = new URL(request.url);
    return Response.redirect(`${offlinePage}?from=${encodeURIComponent(pathname + search)}`, 302);
  },
};

const serwist = new Serwist({
  precacheEntries: shell,
  precacheOptions: {
    // the offline page is fetched as a guest's, with no cookie of this shopper's in it
    fetchOptions: { credentials: 'omit' },
    ignoreURLParametersMatching: [/^from$/],
    cleanupOutdatedCaches: true,
  },
  // A new release waits until the shop's last tab is closed, so an open page keeps its own release's scripts.
  skipWaiting: false,
  clientsClaim: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && isGuestPage(url.pathname),
      // on a connection that answers nothing for 6 seconds, the kept copy beats a blank screen
      handler: new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds: 6,
        plugins: [
          keepGuestCopy,
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
          offlineInstead,
        ],
      }),
    },
    {
      // every other page (the cart, an order, the account, the admin, a payment's return) is never kept
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlineInstead] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
      handler: new NetworkFirst({
        cacheName: catalogueCache,
        plugins: [keepPublicAnswers, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
      handler: new StaleWhileRevalidate({
        cacheName: picturesCache,
        plugins: [
          keepWholeAnswers,
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      handler: new CacheFirst({
        cacheName: scriptsCache,
        plugins: [keepWholeAnswers, new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
      }),
    },
  ],
});

// Pages kept by an earlier release go when this one takes over: their scripts are no longer kept.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(pagesCachePrefix) && name !== pagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();

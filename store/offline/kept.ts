/**
 * The caches this phone keeps for the shop, named once for the service worker that fills them and the offline
 * page that reads them (docs/decisions/047-service-worker.md).
 */

/** Public pages, one cache per release so that a page never outlives the scripts it was made with. */
export const pagesCachePrefix = 'shop-pages-';
export const pagesCacheOf = (release: string) => `${pagesCachePrefix}${release}`;

/** The catalogue's answers (products, reviews, settings): what every guest is told, nothing of anyone's. */
export const catalogueCache = 'shop-catalogue';
/** Product pictures and the shop's images. */
export const picturesCache = 'shop-pictures';
/** Scripts and styles the shell's list did not name (a newer release's, the admin's), by content hash. */
export const scriptsCache = 'shop-scripts';

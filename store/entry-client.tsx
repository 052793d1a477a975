// The browser's entry (index.html). Only settings that must precede everything else live here; the app
// itself is imported afterwards, so nothing of api/ (zod schemas) is built before ./csp has run. The page's
// script loader (store/seo/assets.ts) has already requested every module these imports need.
import './csp';
import '../ui/theme.css';
import { keepShopOnThisPhone } from './offline/register';

/**
 * What the worker runs: the shop's first price and date formatters, then a word back. The first Intl formatter
 * of a page spends 15-30 ms setting up the browser's Intl data (ICU), which the whole page then shares: on
 * another thread, while the scripts download, it costs the main thread nothing.
 */
const INTL_SETUP = [
  "new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(0);",
  "new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(0);",
  'postMessage(0);',
].join('\n');

/**
 * Resolves once a worker has set up the browser's Intl data for the page, or has failed to, or after a second:
 * then the page's first formatter sets it up itself, as it would without the worker. The worker's code comes
 * from memory (a blob, which the CSP's worker-src allows): a worker script fetched from the shop would be
 * among the page's last requests, at the browser's lowest priority.
 */
function prepareIntl(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const url = URL.createObjectURL(new Blob([INTL_SETUP], { type: 'text/javascript' }));
      const worker = new Worker(url);
      const done = () => {
        worker.terminate();
        URL.revokeObjectURL(url);
        resolve();
      };
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
      setTimeout(done, 1000);
    } catch {
      resolve();
    }
  });
}

await prepareIntl();
// React's and the shop's shared modules (whose price and date formatters are made on import)
const storefront = await import('./hydrate');
// the screen the server rendered, then the page comes to life (hydration yields to taps: see hydrate.tsx)
await storefront.loadMatchedScreens();
storefront.startStorefront();
// then the service worker, which keeps the shop's pages for when the connection drops
keepShopOnThisPhone();

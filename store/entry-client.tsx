// The browser's entry (index.html). Only settings that must precede everything else live here; the app
// itself is imported afterwards, so nothing of api/ (zod schemas) is built before ./csp has run. The page's
// script loader (store/seo/assets.ts) has already requested every module these imports need.
import './csp';
import '../ui/theme.css';

/**
 * Resolves once a worker has set up the browser's Intl data for the page (store/intl-worker.ts), or has failed
 * to, or after a second: then the page's first formatter sets it up itself, as it would without the worker.
 */
function prepareIntl(): Promise<void> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./intl-worker.ts', import.meta.url), { type: 'module' });
      const done = () => {
        worker.terminate();
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

// Starting the shop is cut into steps, each in a task of its own with the browser let in between: on a slow
// phone one long task would hold up a tap for the whole of it (Lighthouse counts each such task in TBT).
const letTheBrowserIn = () => new Promise((resolve) => setTimeout(resolve, 0));

const intlReady = prepareIntl();
// React's and the shop's shared modules (whose price and date formatters are made on import)
await intlReady;
const storefront = await import('./hydrate');
await letTheBrowserIn();
// the screen the server rendered
await storefront.loadMatchedScreens();
await letTheBrowserIn();
storefront.prepareClassMerging();
await letTheBrowserIn();
storefront.startStorefront();

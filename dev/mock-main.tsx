// Entry of `npm run dev:mock`: the storefront against MSW in the browser, no server.
// vite.config.ts swaps index.html's script for this file in mode 'mock'.
import { worker } from '../mocks/browser';

await worker.start({
  onUnhandledRequest: 'bypass',
  serviceWorker: { url: '/mockServiceWorker.js' },
});

await import('../store/entry-client');

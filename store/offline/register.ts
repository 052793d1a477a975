/**
 * Registers the phone's service worker (store/offline/service-worker.ts) once the page has loaded, so its
 * first downloads never compete with the page's own. Only in the built shop: the dev servers' modules change
 * by the minute, and `npm run dev:mock` has MSW's worker in its place.
 */
export function keepShopOnThisPhone() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // a browser that refuses (a private window, storage full) leaves the shop as it was: online only
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

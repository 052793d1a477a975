import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { messages } from '../api';
import { CHROMIUM_ARGS, NO_CHROMIUM_MESSAGE, findChromium } from '../scripts/find-chromium.mjs';
import { phonePage, SCREEN } from './readiness';
import { atMost, type Figure } from './report';

/**
 * The phone with its service worker (docs/decisions/047-service-worker.md), on the readiness figures' phone
 * profile (slow 4G, 4x slower CPU):
 *
 * - **first visit, on the wire**: what the first visit to `/` downloads, the page's own transfers and then the
 *   worker's shell beyond them (its files the page had not loaded, at the size the shop sends them: the build's
 *   Brotli copy where there is one).
 * - **kept perfume, connection cut**: the first paint of a perfume's page seen before, opened again offline.
 * - **error pages, connection cut**: of the pages opened offline (a perfume seen, the home page and the about
 *   page never seen, the cart), how many end on the browser's error page or the shop's unexpected error.
 */

const KB = 1024;
const CLIENT_DIR = path.join(import.meta.dirname, '..', 'dist', 'client');

/** Runs in the page: the bytes its document and resources moved so far. */
const pageBytes = () =>
  [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce(
    (sum, entry) =>
      sum + ('transferSize' in entry && typeof entry.transferSize === 'number' ? entry.transferSize : 0),
    0,
  );

/** Runs in the page: the shell's addresses, once the worker is active, and what the page itself fetched. */
async function shellAndPage(): Promise<{ shell: string[]; loaded: string[] }> {
  await navigator.serviceWorker.ready;
  for (let waited = 0; waited < 60_000; waited += 250) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active?.state === 'activated') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const shell: string[] = [];
  for (const name of (await caches.keys()).filter((cacheName) => cacheName.includes('precache')))
    for (const request of await (await caches.open(name)).keys()) shell.push(new URL(request.url).pathname);
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return { shell, loaded };
}

/** A shell file's size as the shop sends it to a browser that takes Brotli. */
function sentSize(pathname: string): number {
  const file = path.join(CLIENT_DIR, pathname);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** Runs in the page: its first contentful paint, waited for (a paint entry may come after the load event). */
const firstPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 10_000);
      }),
  );

/** The page is an error page: the browser's own, or the shop's unexpected-error screen. */
const isErrorPage = async (page: Page) =>
  page.url().startsWith('chrome-error:') ||
  (await page.getByRole('heading', { level: 1, name: messages.unexpectedError }).count()) > 0;

export async function measureOffline(
  url: string,
  productPath: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  const executable = findChromium();
  if (!executable) throw new Error(NO_CHROMIUM_MESSAGE);
  const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
  const figure = (
    subject: string,
    measure: string,
    value: number | null,
    unit: Figure['unit'],
    target: number,
  ) => ({
    suite: 'web' as const,
    subject,
    measure,
    value,
    unit,
    target: atMost(target),
  });
  try {
    log('the phone offline: a first visit, the worker, then the connection cut');
    const context = await browser.newContext({
      viewport: SCREEN,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    const page = await phonePage(context);
    await page.goto(new URL('/', url).href, { waitUntil: 'load', timeout: 60_000 });
    const { shell, loaded } = await page.evaluate(shellAndPage);
    const visitBytes = await page.evaluate(pageBytes);
    const beyond = shell.filter((file) => !loaded.includes(file));
    const shellBytes = beyond.reduce((sum, file) => sum + sentSize(file), 0);

    // seen once while the worker runs the page, then opened again with the connection cut
    await page.goto(new URL(productPath, url).href, { waitUntil: 'load', timeout: 60_000 });
    await context.setOffline(true);
    await page.goto(new URL(productPath, url).href, { waitUntil: 'load', timeout: 60_000 });
    const keptPaint = await firstPaint(page);
    let errorPages = (await isErrorPage(page)) ? 1 : 0;
    for (const path of ['/', '/about', '/cart']) {
      await page.goto(new URL(path, url).href, { waitUntil: 'load', timeout: 60_000 }).catch(() => undefined);
      if (await isErrorPage(page)) errorPages += 1;
    }
    await context.close();
    return [
      {
        ...figure('/', 'first visit, on the wire', (visitBytes + shellBytes) / KB, 'KB', 320),
        note: `page ${(visitBytes / KB).toFixed(1)} KB + worker's shell beyond it ${(shellBytes / KB).toFixed(1)} KB (${beyond.length} of ${shell.length} files)`,
      },
      figure('product page', 'kept perfume, connection cut: first paint', keptPaint, 'ms', 500),
      {
        ...figure('offline walk', 'error pages, connection cut', errorPages, 'count', 0),
        note: 'perfume seen, /, /about, /cart',
      },
    ];
  } finally {
    await browser.close();
  }
}

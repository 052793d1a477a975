import type { Page } from '@playwright/test';
import { endpoints, messages } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { catalogueCache } from '../store/offline/kept';
import { expect, registerShopper, test } from './support/shop';
import { addPlainProduct, logIn, openProduct, visit } from './support/steps';

/*
 * The phone's service worker (docs/decisions/047-service-worker.md), with the connection cut as on a bus:
 * a perfume seen before opens from the phone, a page never seen shows the offline page and what works there,
 * and nothing of a logged-in shopper's is kept.
 */
test.use({ serviceWorkers: 'allow' });

const offlineErrors = {
  text: /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/,
  why: 'the test cuts the connection on purpose',
};

/** Waits until the shop's service worker runs this page, as from the second page a phone loads. */
async function keptByTheWorker(page: Page, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await visit(page, path);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until the phone keeps the catalogue's answer that the cart reads with the connection cut. A page asks for
 * it as it starts: asked before the worker ran the page, it went by the worker and was not kept, so the page is
 * loaded again until one is.
 */
async function catalogueKept(page: Page, path: string): Promise<void> {
  const kept = () =>
    page.evaluate(
      async ({ cacheName, listPath }) => {
        const requests = await (await caches.open(cacheName)).keys();
        return requests.some((request) => new URL(request.url).pathname === listPath);
      },
      { cacheName: catalogueCache, listPath: endpoints.productList.path },
    );
  for (let attempt = 0; attempt < 3 && !(await kept()); attempt += 1) await visit(page, path);
  await expect.poll(kept, { message: 'the catalogue kept on the phone' }).toBe(true);
}

/** Every page the phone keeps for the shop, as text. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const pages: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        if (answer?.headers.get('content-type')?.includes('text/html'))
          pages.push(`${request.url}\n${await answer.text()}`);
      }
    }
    return pages;
  });

test('with the connection cut, a perfume seen before opens and a page never seen offers the cart and the perfumes kept', async ({
  page,
  context,
  expectedConsoleErrors,
  shot,
}) => {
  expectedConsoleErrors.push(offlineErrors);
  const productPath = `/product/${plainProduct._id}`;
  await addPlainProduct(page, plainProduct);
  await keptByTheWorker(page, productPath);
  await catalogueKept(page, productPath);

  await context.setOffline(true);
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: plainProduct.name })).toBeVisible();

  await page.goto('/about');
  await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.offlineTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: messages.offlinePage })).toBeVisible();
  const seen = page.getByRole('region', { name: 'Perfumes you have looked at' });
  await expect(seen.getByRole('link', { name: plainProduct.name })).toHaveAttribute('href', productPath);
  await shot('offline-page');

  // the cart opens from this phone's own
  await page.getByRole('link', { name: 'Your cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /your cart/i })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(plainProduct.name);
  await expect(page.getByText(messages.unexpectedError)).toHaveCount(0);

  // Try again while still offline comes back to the offline page; once online, it opens the page wanted (by
  // itself at the browser's 'online' event, which Playwright may give the page before the worker has the network)
  await page.goBack();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/offline\?from=%2Fabout$/);
  await expect(page.getByRole('heading', { level: 1, name: messages.offlineTitle })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
  await context.setOffline(false);
  await expect(async () => {
    if (page.url().includes('/offline')) await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/about$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(messages.offlineTitle);
});

test('nothing of a logged-in shopper’s is kept on the phone: the perfume’s page is kept as every guest sees it', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'kept');
  await openProduct(page, plainProduct);
  await logIn(page, shopper);
  await keptByTheWorker(page, `/product/${plainProduct._id}`);
  await visit(page, '/orders');
  await visit(page, '/account');

  const kept = await keptPages(page);
  expect(kept.some((text) => text.includes(`/product/${plainProduct._id}`))).toBe(true);
  for (const text of kept) {
    expect(text).not.toContain(shopper.name);
    expect(text).not.toContain(shopper.email);
    expect(text.split('\n')[0]).not.toMatch(/\/(orders|account|cart|login)/);
  }
});

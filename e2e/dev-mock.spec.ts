import { formatNaira } from '../api';
import { catalogue, productWithAllOptions } from '../mocks/fixtures/catalogue';
import { shopOwner } from '../mocks/state';
import { expect, test } from './support/shop';
import { submitAccountForm } from './support/steps';

// Every route of `npm run dev:mock` (Vite in mock mode: the storefront against MSW in the browser, no server),
// each opened as a first load: its heading shows, what only the mock shop could have answered shows, and no
// console error or uncaught exception happens. The `dev-mock` project (playwright.config.ts) runs it against
// that Vite on port 4620.

/** An order the mock shop does not know: verifying its payment fails as a forged return link would. */
const unknownOrder = '66f0c0de5a1b0ea1f30000ff';

/** Path, its h1, and text on the screen that came from the mock's answers (or the screen's own state). */
const routes: [path: string, heading: string, shows?: string][] = [
  ['/', 'Fragrance is our passion'],
  ['/products', 'Our Collection', `${catalogue.length} items found`],
  ['/menu', 'Our Collection', `${catalogue.length} items found`],
  ['/about', 'Òórùn Fragrance House'],
  ['/contact', 'We would love to hear from you'],
  [
    `/product/${productWithAllOptions._id}`,
    productWithAllOptions.name,
    formatNaira(productWithAllOptions.basePrice),
  ],
  ['/cart', 'Your Cart', 'Your Cart is Empty'],
  ['/login', 'Login'],
  ['/place-order', 'Checkout', 'Your Cart is Empty'],
  ['/orders', 'My Orders', 'Placed from this device'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password/a-token-from-a-mail', 'Reset Password'],
  [
    `/verify?orderId=${unknownOrder}&gateway=paystack&reference=oorun-ref-1`,
    'Payment Failed',
    'Order not found',
  ],
  ['/appointment', 'Book a Workshop or Consultation'],
  ['/no-such-page', 'Page not found'],
];

/** Vite pre-bundles the dependencies for the first page of a fresh clone: 20-40 s on a slow, busy machine. */
const FIRST_LOAD_MS = 120_000;
/** Each route's first visit compiles its screen's modules on demand: over 15 s while the journeys run beside. */
const ROUTE_LOAD_MS = 45_000;

test('dev:mock: every route shows its screen', async ({ page, expectedConsoleErrors }) => {
  test.setTimeout(FIRST_LOAD_MS + routes.length * ROUTE_LOAD_MS);
  // the mock answers the verification of an order it does not have with 404, which Chromium logs for the call
  expectedConsoleErrors.push({
    text: /status of 404/,
    url: /\/api\/order\/verifyPaystack$/,
    why: 'the payment of an unknown order cannot be verified',
  });

  for (const [index, [path, heading, shows]] of routes.entries()) {
    await test.step(path, async () => {
      const timeout = index === 0 ? FIRST_LOAD_MS : ROUTE_LOAD_MS;
      await page.goto(path, { timeout });
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
        timeout,
      });
      if (shows) await expect(page.getByRole('main').getByText(shows, { exact: true }).first()).toBeVisible();
      // the screen's own calls have answered, so an error they cause counts for this route
      await page.waitForLoadState('networkidle');
    });
  }
});

/** The admin's screens, as the mock's shop owner reaches them: the nav's link, then the page's h1. */
const adminScreens: [link: string, heading: string][] = [
  ['Takings', 'Takings'],
  ['Orders', 'Orders'],
  ['Customers', 'Customers'],
  ['Products', 'Products'],
  ['Transfers', 'Bank transfers'],
  ['Popup', 'Announcement popup'],
  ['Reviews', 'Reviews'],
  ['Messages', 'Messages'],
  ['Subscribers', 'Newsletter subscribers'],
  ['Settings', 'Settings'],
  ['Staff', 'Staff'],
  ['Audit log', 'Audit log'],
  ['Security', 'Security'],
  ['Today', 'Today'],
];

// The mock shop lives in the page's memory: a new page load forgets its sessions, so the owner logs in from
// the admin's own link (which brings them back to it) and moves by the admin's links, as they would.
test("dev:mock: the owner's admin shows each screen", async ({ page, expectedConsoleErrors }) => {
  test.setTimeout(FIRST_LOAD_MS + 120_000);
  // /admin asks who is there before the owner has logged in: the mock answers 401, which Chromium logs
  expectedConsoleErrors.push({
    text: /status of 401/,
    url: /\/api\/admin\/today$/,
    why: 'the admin before the login',
  });
  await page.goto('/admin', { timeout: FIRST_LOAD_MS });
  // the admin's modules are compiled on their first visit, after the page's load event
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click({ timeout: ROUTE_LOAD_MS });
  await submitAccountForm(page, shopOwner, 'Sign In');
  await expect(page.getByRole('heading', { level: 1, name: 'Today', exact: true })).toBeVisible({
    timeout: ROUTE_LOAD_MS,
  });

  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [link, heading] of adminScreens) {
    await test.step(link, async () => {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
        timeout: ROUTE_LOAD_MS,
      });
      await page.waitForLoadState('networkidle');
    });
  }
});

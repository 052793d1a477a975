import { formatNaira } from '../api';
import { catalogue, productWithAllOptions } from '../mocks/fixtures/catalogue';
import { expect, test } from './support/shop';

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

test('dev:mock: every route shows its screen', async ({ page, expectedConsoleErrors }) => {
  test.setTimeout(FIRST_LOAD_MS + 120_000);
  // the mock answers the verification of an order it does not have with 404, which Chromium logs for the call
  expectedConsoleErrors.push({
    text: /status of 404/,
    url: /\/api\/order\/verifyPaystack$/,
    why: 'the payment of an unknown order cannot be verified',
  });

  for (const [index, [path, heading, shows]] of routes.entries()) {
    await test.step(path, async () => {
      const timeout = index === 0 ? FIRST_LOAD_MS : undefined;
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

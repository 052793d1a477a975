import { productWithAllOptions } from '../mocks/fixtures/catalogue';
import { expect, test } from './support/shop';
import { visit } from './support/steps';

// A screenshot of every screen a guest can open, in both projects (1280 px and 360 px wide), each checked
// for its main heading. The journeys (desktop) and e2e/tour-shopper.spec.ts (phone) show the rest.

const screens: [name: string, path: string, heading: RegExp][] = [
  ['home', '/', /./],
  ['products', '/products', /^Our Collection$/],
  ['menu', '/menu', /./],
  ['product', `/product/${productWithAllOptions._id}`, new RegExp(`^${productWithAllOptions.name}$`)],
  ['about', '/about', /./],
  ['contact', '/contact', /./],
  ['appointment', '/appointment', /./],
  ['cart-empty', '/cart', /^Your Cart$/],
  ['login', '/login', /^Login$/],
  ['forgot-password', '/forgot-password', /./],
  ['reset-password', '/reset-password/not-a-real-token', /./],
  ['orders-guest', '/orders', /./],
  ['verify-invalid', '/verify', /^Payment Failed$/],
  ['not-found', '/no-such-page', /./],
];

test('tour: every screen a guest can open', async ({ page, shot, expectedConsoleErrors }) => {
  // an unknown address is answered 404, which Chromium logs for the page itself
  expectedConsoleErrors.push({ text: /status of 404/, url: /\/no-such-page$/, why: 'an unknown page' });
  for (const [name, path, heading] of screens) {
    await test.step(path, async () => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await shot(`tour-${name}`);
    });
  }
});

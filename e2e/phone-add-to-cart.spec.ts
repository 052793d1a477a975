import { devices } from '@playwright/test';

import { messages } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, test } from './support/shop';
import { expectToast, openProduct } from './support/steps';

// On the shop's small phone ADD TO CART used to sit 1.7 screens down. Now it rides at the bottom of the screen
// from the first one on (ui/storefront/purchase-bar.tsx), with the scripts and without them. The browser type is
// the project's; the rest is the mobile project's phone (playwright.config.ts).
const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, viewport: { width: 360, height: 740 } });

test('on a phone, ADD TO CART is in the first screen and a tap adds the perfume', async ({ page }) => {
  await openProduct(page, plainProduct);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // tap() checks that the button itself takes the touch, with nothing over it
  await addToCart.tap();
  await page.getByRole('dialog', { name: 'Add to cart?' }).getByRole('button', { name: 'Confirm' }).tap();
  await expectToast(page, messages.addedToCart(1, plainProduct.name));
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same tap posts the form and the server adds the perfume', async ({ page }) => {
    await page.goto(`/product/${plainProduct._id}`);
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).toBeInViewport({ ratio: 1 });
    await addToCart.tap();
    await expect(page.getByText(messages.addedToCart(1, plainProduct.name), { exact: true })).toBeVisible();
  });
});

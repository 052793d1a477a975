import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, reviewShop, test } from './support/shop';
import { addPlainProduct, fillDelivery, logIn, paymentMethods, visit } from './support/steps';

// The logged-in screens on a phone (the mobile project only; the desktop journeys show them at 1280 px).
test('tour: a shopper’s home, menu, cart, checkout and orders', async ({ page, request, shot }) => {
  const shopper = await registerShopper(request, 'tour');
  await reviewShop(request, shopper.token);
  await logIn(page, shopper);
  await shot('tour-home-logged-in');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await shot('tour-menu-open');
  await page.keyboard.press('Escape');
  await visit(page, '/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shot('tour-orders-empty');
  await addPlainProduct(page, plainProduct);
  await visit(page, '/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${plainProduct.name}` })).toHaveValue('1');
  await shot('tour-cart');
  await visit(page, '/place-order');
  // the lines being bought, on the checkout itself
  await expect(page.getByRole('region', { name: 'ORDER SUMMARY' })).toContainText(plainProduct.name);
  await shot('tour-place-order');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
  await shot('tour-place-order-problems');
  await fillDelivery(page, shopper);
  await page.getByRole('radio', { name: paymentMethods.cod }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /WhatsApp/ })
      .first(),
  ).toBeVisible();
  await shot('tour-orders');
});

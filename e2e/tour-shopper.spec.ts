import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, test } from './support/shop';
import { addPlainProduct, logIn, visit } from './support/steps';

// The logged-in screens on a phone (the mobile project only; the desktop journeys show them at 1280 px).
test('tour: a shopper’s home, cart, checkout and orders', async ({ page, request, shot }) => {
  const shopper = await registerShopper(request, 'tour');
  await logIn(page, shopper);
  await shot('tour-home-logged-in');
  await addPlainProduct(page, plainProduct);
  await visit(page, '/cart');
  await expect(page.getByRole('textbox', { name: `Quantity of ${plainProduct.name}` })).toHaveValue('1');
  await shot('tour-cart');
  await visit(page, '/place-order');
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeVisible();
  await shot('tour-place-order');
  await visit(page, '/orders');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await shot('tour-orders-empty');
});

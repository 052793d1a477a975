import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, test } from './support/shop';
import { addPlainProduct, logIn, logOut, visit } from './support/steps';

// Journey (f): logging out empties the cart on this device.
test('logout empties the cart', async ({ page, request, shot }) => {
  const shopper = await registerShopper(request, 'logout');
  await logIn(page, shopper);
  await addPlainProduct(page, plainProduct);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await logOut(page);
  await shot('login-after-logout');
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await visit(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await shot('cart-empty');
});

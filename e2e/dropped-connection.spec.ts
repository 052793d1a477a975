import { messages } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, newShopper, test } from './support/shop';
import { addPlainProduct, expectToast, fillCheckout, openProduct, paymentMethods } from './support/steps';

/*
 * The product page's dialogs are fetched when the shopper first reaches for ADD TO CART. On a phone's
 * connection that fetch can drop: the shop tries again, and at worst says so, without losing the page.
 */
const confirmDialogCode = '**/assets/add-to-cart-confirm-dialog-*.js';
const droppedFetch = {
  text: /ERR_CONNECTION_RESET/,
  url: /add-to-cart-confirm-dialog-/,
  why: 'the test drops this fetch on purpose',
};

const connectionCut = { text: /ERR_INTERNET_DISCONNECTED/, why: 'the test cuts the connection on purpose' };

test('a dropped fetch of a dialog’s code is tried again, and the dialog still opens', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(droppedFetch);
  let dropped = 0;
  await page.route(confirmDialogCode, async (route) => {
    if (dropped < 1) {
      dropped += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await openProduct(page, plainProduct);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Add to cart?' })).toBeVisible({ timeout: 10_000 });
  expect(dropped).toBe(1);
});

test('when the dialog’s code cannot be fetched at all, the shopper is told and keeps the page', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(droppedFetch);
  await page.route(confirmDialogCode, (route) => route.abort('connectionreset'));
  await openProduct(page, plainProduct);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, messages.partUnavailable);
  await expect(page.getByRole('heading', { name: plainProduct.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('the connection cut on a perfume’s page: the collection says the shopper is offline, and opens once back online', async ({
  page,
  context,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(connectionCut);
  await openProduct(page, plainProduct);
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PERFUMES' }).click();
  await expect(page.getByRole('heading', { level: 1, name: messages.offlineTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: messages.offlinePage })).toBeVisible();
  await expect(page.getByText(messages.unexpectedError)).toHaveCount(0);
  // the shell is still there: its header and the cart's link
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Collection' })).toBeVisible();
});

test('PLACE ORDER with the connection cut: the order is not placed, every field stays, and one tap online places it once', async ({
  page,
  context,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(connectionCut);
  const guest = newShopper('offline-order');
  await addPlainProduct(page, plainProduct);
  await fillCheckout(page, guest, paymentMethods.cod);
  const firstName = page.getByRole('textbox', { name: /^First Name/ });
  const street = page.getByRole('textbox', { name: /^Street/ });
  const typedStreet = await street.inputValue();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: messages.orderNotPlacedOffline }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(firstName).toHaveValue(guest.name.split(' ')[0]!);
  await expect(street).toHaveValue(typedStreet);
  await expect(page.getByRole('radio', { name: paymentMethods.cod })).toBeChecked();

  // back online, nothing is sent by itself: the shopper's tap places the order, once
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/place-order$/);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expectToast(page, messages.orderPlaced);
  await expect(page.getByRole('article', { name: /^Order #/ })).toHaveCount(1);
});

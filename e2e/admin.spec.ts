import { messages } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { newestMailTo, resetLinkFor } from './support/outbox';
import { expect, newShopper, test, type Shopper } from './support/shop';
import { addPlainProduct, expectToast, fillCheckout, logIn, paymentMethods, visit } from './support/steps';

// The shop owner's admin (issue 18): the owner confirms a bank transfer and ships the order in the browser,
// while the shop serves shoppers on the embedded database.
test('the owner finds a guest’s order by email, marks the transfer paid and ships it; the guest is mailed', async ({
  page,
  browser,
  shot,
}) => {
  const ownerEmail = process.env.E2E_OWNER_EMAIL ?? '';
  const owner: Shopper = { name: 'Owner', email: ownerEmail, password: `Owner-${Date.now().toString(36)}!` };

  // SHOP_OWNER_EMAIL made the account on the shop's start and mailed a link to set its password
  await visit(page, (await resetLinkFor(ownerEmail)).pathname);
  await page.getByRole('main').getByRole('textbox', { name: 'New Password' }).fill(owner.password);
  await page.getByRole('main').getByRole('textbox', { name: 'Confirm Password' }).fill(owner.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, messages.passwordReset);

  // a guest, on another browser, orders with pay before delivery
  const guest = newShopper('transfer');
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await addPlainProduct(guestPage, plainProduct);
  await fillCheckout(guestPage, guest, paymentMethods.cod);
  await guestPage.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(guestPage).toHaveURL(/\/orders/);
  const placed = await newestMailTo(guest.email);
  const reference = placed.match(/#[0-9a-f]{8}/)?.[0];
  expect(reference, 'the confirmation mail names the order').toBeTruthy();

  // the owner logs in on the storefront and opens the admin
  await logIn(page, owner);
  await visit(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Awaiting payment' }).locator('[data-slot="today-count"]'),
  ).not.toHaveText('0');
  await shot('admin-today');

  // finds the order by the guest's email (a post: the email never rides in the address)
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Search').fill(guest.email);
  await page.getByRole('button', { name: 'Find orders' }).click();
  const row = page.getByRole('listitem', { name: `Order ${reference}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Order #/ })).toHaveCount(1);
  expect(page.url()).not.toContain('example.com');
  await shot('admin-orders');

  // marks it paid with the transfer's reference
  await row.getByRole('link', { name: reference! }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await shot('admin-order');
  await page.getByLabel(/^Transfer reference/).fill('GTB-E2E-0001');
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${reference} is paid` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Marked paid (transfer GTB-E2E-0001)',
  );
  await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is paid`);

  // ships it, and has the WhatsApp message ready for the guest
  await page.getByRole('combobox', { name: 'Status' }).selectOption('shipped');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${reference} is now shipped` }),
  ).toBeVisible();
  const chat = page.getByRole('link', { name: /on WhatsApp$/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=/);
  expect(new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text')).toContain(
    `your order ${reference} is now Shipped.`,
  );
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status: Processing to Shipped');
  await shot('admin-order-shipped');
  await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is shipped`);

  // all the while the shop serves shoppers: the guest's order page shows the news
  await visit(guestPage, '/orders');
  await expect(guestPage.getByRole('article', { name: `Order ${reference}` })).toContainText('Shipped');
  await guestContext.close();
});

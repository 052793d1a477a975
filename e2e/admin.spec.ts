import { writeFileSync } from 'node:fs';

import type { Browser } from '@playwright/test';

import { popupTooLong } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { newestMailTo } from './support/outbox';
import { ownerWithNewPassword } from './support/owner';
import { expect, newShopper, test } from './support/shop';
import {
  addPlainProduct,
  fillCheckout,
  logIn,
  paymentMethods,
  submitAccountForm,
  visit,
} from './support/steps';

// The shop owner's admin: the owner confirms a bank transfer and ships the order in the browser, while the shop
// serves shoppers on the embedded database.
test('the owner finds a guest’s order by email, marks the transfer paid, ships it and marks it delivered; the guest is mailed at each step', async ({
  page,
  request,
  browser,
  shot,
}) => {
  // SHOP_OWNER_EMAIL made the account on the shop's start; a fresh reset mail sets its password (a reset spends
  // every earlier link, and another journey may have reset it before this one)
  const owner = await ownerWithNewPassword(request);

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

  // the owner logs in on the storefront and lands on the admin; the shop's pages lead back to it from the
  // account menu
  await logIn(page, owner, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await visit(page, '/');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
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
  // notes who took the parcel, for the shop's eyes only
  await page.getByRole('textbox', { name: /^Note/ }).fill('Rider: Tunde, left at 10');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Note added to order ${reference}.` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Note: Rider: Tunde, left at 10');
  await expect(page.getByRole('textbox', { name: /^Note/ })).toHaveValue('');
  await shot('admin-order-shipped');
  await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is shipped`);

  // all the while the shop serves shoppers: the guest's order page shows the news
  const guestOrderStatus = guestPage
    .getByRole('article', { name: `Order ${reference}` })
    .locator('[data-slot="status-dot"]');
  await visit(guestPage, '/orders');
  await expect(guestOrderStatus).toHaveText('Shipped');
  await expect(guestPage.getByText(/Rider: Tunde/)).toHaveCount(0);

  // the owner tells the guest who brings the parcel: their order shows it, and a mail says it
  await page.getByRole('textbox', { name: /^Delivery note/ }).fill('Bisi of GIG brings it, 0803 555 0199');
  await page.getByRole('button', { name: 'Send to the shopper' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Delivery note saved on order ${reference}.` }),
  ).toBeVisible();
  await expect.poll(() => newestMailTo(guest.email)).toContain('Bisi of GIG brings it, 0803 555 0199');
  await visit(guestPage, '/orders');
  await expect(guestPage.getByRole('article', { name: `Order ${reference}` })).toContainText(
    'About the delivery: Bisi of GIG brings it, 0803 555 0199',
  );

  // the parcel arrives: the owner marks it delivered, and the guest hears it too
  await page.getByRole('combobox', { name: 'Status' }).selectOption('delivered');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${reference} is now delivered` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Status: Shipped to Delivered');
  await shot('admin-order-delivered');
  await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is delivered`);
  expect(await newestMailTo(guest.email)).toContain('was delivered. We hope you enjoy your scents');
  await visit(guestPage, '/orders');
  await expect(guestOrderStatus).toHaveText('Delivered');
  await guestContext.close();
});

test('the owner uploads the bank statement, confirms the matched transfer, and the guest is mailed', async ({
  page,
  browser,
  request,
  shot,
}, testInfo) => {
  const owner = await ownerWithNewPassword(request);

  // a guest, on another browser, orders with pay before delivery and pays by transfer, naming the order
  const guest = newShopper('statement');
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await addPlainProduct(guestPage, plainProduct);
  await fillCheckout(guestPage, guest, paymentMethods.cod);
  await guestPage.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(guestPage).toHaveURL(/\/orders/);
  await guestContext.close();
  const reference = (await newestMailTo(guest.email)).match(/#[0-9a-f]{8}/)?.[0] ?? '';
  expect(reference, 'the confirmation mail names the order').not.toBe('');
  const tracked = await request.post('/api/order/track', {
    data: { orderId: reference, email: guest.email },
  });
  const { order } = (await tracked.json()) as { order: { _id: string; amount: number } };

  // the bank's export: a line about the account before the header, a debit, and the guest's credit
  const statement = testInfo.outputPath('statement.csv');
  writeFileSync(
    statement,
    [
      'Account statement,Oorun Fragrances,0123456789',
      'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
      '24-Nov-2026,24-Nov-2026,POS PURCHASE SHOPRITE IBADAN,5000.00,,120000.00',
      `25-Nov-2026,25-Nov-2026,TRF FROM ADE OKAFOR ORDER ${reference},,${order.amount.toFixed(2)},${(120_000 + order.amount).toFixed(2)}`,
      '',
    ].join('\n'),
  );

  await logIn(page, owner, '/admin');
  await page.getByRole('link', { name: 'Match a bank statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank transfers' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Transfers' }),
  ).toHaveAttribute('aria-current', 'page');
  await shot('admin-transfers');

  await page.getByLabel('Statement file').setInputFiles(statement);
  await page.getByRole('button', { name: 'Match payments' }).click();
  const match = page.getByRole('listitem', { name: `Match for ${reference}` });
  await expect(match).toBeVisible();
  await expect(match.getByRole('checkbox', { name: `Mark ${reference} paid` })).toBeChecked();
  await expect(match).toContainText('Reference and amount');
  await expect(page.getByRole('listitem', { name: /^Match for #/ })).toHaveCount(1);
  // the debit is no credit: it is neither matched nor left over
  await expect(page.getByText('POS PURCHASE SHOPRITE IBADAN')).toHaveCount(0);
  await shot('admin-transfers-matched');

  await page.getByRole('button', { name: 'Confirm 1 payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: /1 order/ })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Match for #/ })).toHaveCount(0);
  await shot('admin-transfers-confirmed');
  await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is paid`);

  // the order shows paid in the list, and its history keeps the credit's narration
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByLabel('Search').fill(guest.email);
  await page.getByRole('button', { name: 'Find orders' }).click();
  const row = page.getByRole('listitem', { name: `Order ${reference}` });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Processing');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`ORDER ${reference}`);
  await shot('admin-transfers-order-paid');
});

/** A shopper's first visit, on a browser of their own: the popup it shows, or null once it has asked for none. */
async function freshVisitPopup(browser: Browser) {
  const context = await browser.newContext();
  const shopperPage = await context.newPage();
  const asked = shopperPage.waitForResponse((response) => response.url().endsWith('/api/popup'));
  await visit(shopperPage, '/');
  await asked;
  return { page: shopperPage, close: () => context.close() };
}

test('the owner sets the popup, a shopper’s next visit shows it; removed, the next visit shows none', async ({
  page,
  browser,
  request,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  const text = `Harmattan sale: 10% off every oud (${Date.now().toString(36)})`;
  try {
    await logIn(page, owner, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Popup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcement popup' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Announcement/ }).fill(text);
    // the preview follows the typing before anything is saved
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(text);
    await page.getByRole('button', { name: 'Show to shoppers' }).click();
    await expect(page.getByText('Shoppers now see the popup.')).toBeVisible();
    await shot('admin-popup-set');

    const shown = await freshVisitPopup(browser);
    await expect(shown.page.getByRole('dialog', { name: 'Announcement' })).toContainText(text);
    await shown.close();

    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The popup is removed: shoppers see none.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Announcement/ })).toHaveValue('');
    await shot('admin-popup-removed');

    const none = await freshVisitPopup(browser);
    await expect(none.page.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
    await none.close();
  } finally {
    // a popup left behind would stand over every later test's storefront
    const login = await request.post('/api/user/login', {
      data: { email: owner.email, password: owner.password },
    });
    const { token } = (await login.json()) as { token: string };
    await request.post('/api/admin/popup', { data: { text: '' }, headers: { token } });
  }
});

test.describe('without JavaScript', () => {
  // the owner's browser runs no script: every step is a form the server answers
  test.use({ javaScriptEnabled: false });

  test('the statement form and the confirmation are answered by the server', async ({
    page,
    browser,
    request,
    shot,
  }, testInfo) => {
    const owner = await ownerWithNewPassword(request);
    const guest = newShopper('statement-nojs');
    // the guest shops with scripts (test.use reaches the contexts a test makes too)
    const guestContext = await browser.newContext({ javaScriptEnabled: true });
    const guestPage = await guestContext.newPage();
    await addPlainProduct(guestPage, plainProduct);
    await fillCheckout(guestPage, guest, paymentMethods.cod);
    await guestPage.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(guestPage).toHaveURL(/\/orders/);
    await guestContext.close();
    const reference = (await newestMailTo(guest.email)).match(/#[0-9a-f]{8}/)?.[0] ?? '';
    const tracked = await request.post('/api/order/track', {
      data: { orderId: reference, email: guest.email },
    });
    const { order } = (await tracked.json()) as { order: { amount: number } };
    const statement = testInfo.outputPath('statement.csv');
    writeFileSync(
      statement,
      `Date,Narration,Credit\n25-Nov-2026,TRANSFER ${reference},${order.amount.toFixed(2)}\n`,
    );

    await page.goto('/login');
    await submitAccountForm(page, owner, 'Sign In');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/transfers');
    await page.getByLabel('Statement file').setInputFiles(statement);
    await page.getByRole('button', { name: 'Match payments' }).click();
    const match = page.getByRole('listitem', { name: `Match for ${reference}` });
    await expect(match.getByRole('checkbox', { name: `Mark ${reference} paid` })).toBeChecked();
    await shot('admin-transfers-matched-no-js');
    await page.getByRole('button', { name: 'Confirm 1 payment' }).click();
    // Post/Redirect/Get: the page again, its sentence from the redirect
    await expect(page).toHaveURL(/\/admin\/transfers$/);
    await expect(page.getByRole('status').filter({ hasText: /1 order/ })).toBeVisible();
    await shot('admin-transfers-confirmed-no-js');
    await expect.poll(() => newestMailTo(guest.email)).toContain(`Your order ${reference} is paid`);
  });
  test('the popup form is answered by the server: set, refused too long with the text kept, removed', async ({
    page,
    request,
    shot,
    expectedConsoleErrors,
  }) => {
    // the refused form's page is answered 400, as a refusal is, which Chromium logs for the document
    expectedConsoleErrors.push({
      text: /status of 400/,
      url: /\/admin\/popup$/,
      why: 'the too-long popup is refused with the form again',
    });
    const owner = await ownerWithNewPassword(request);
    const text = `Closed on Sunday (${Date.now().toString(36)})`;
    const box = page.getByRole('textbox', { name: /^Announcement/ });
    try {
      await page.goto('/login');
      await submitAccountForm(page, owner, 'Sign In');
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/popup');
      await box.fill(text);
      await page.getByRole('button', { name: 'Show to shoppers' }).click();
      // Post/Redirect/Get: the page again, its sentence from the redirect, the preview from the server's HTML
      await expect(page).toHaveURL(/\/admin\/popup$/);
      await expect(page.getByRole('status').filter({ hasText: 'Shoppers now see the popup.' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Preview' })).toContainText(text);

      const long = 'Oud and amber. '.repeat(40);
      await box.fill(long);
      await page.getByRole('button', { name: 'Show to shoppers' }).click();
      await expect(page.getByRole('alert').filter({ hasText: popupTooLong }).first()).toBeVisible();
      await expect(box).toHaveValue(long);
      await shot('admin-popup-too-long-no-js');

      await page.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The popup is removed' })).toBeVisible();
      await expect(box).toHaveValue('');
      await shot('admin-popup-removed-no-js');
    } finally {
      const login = await request.post('/api/user/login', {
        data: { email: owner.email, password: owner.password },
      });
      const { token } = (await login.json()) as { token: string };
      await request.post('/api/admin/popup', { data: { text: '' }, headers: { token } });
    }
  });
});

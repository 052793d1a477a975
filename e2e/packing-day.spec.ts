import { devices } from '@playwright/test';

import { endpoints } from '../api';
import { plainProduct, unlimitedStockProduct, wrapOnlyProduct } from '../mocks/fixtures/catalogue';
import { anAddress } from '../api/test/product';
import { newestMailTo } from './support/outbox';
import { ownerWithNewPassword } from './support/owner';
import { expect, newShopper, test } from './support/shop';
import { logIn } from './support/steps';

// Packing day on the owner's phone: three paid orders are packed from the to-ship list, their slips and invoices
// printed in one go, and all three marked shipped in one step; each shopper is mailed.
const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

test('the owner packs three paid orders from the to-ship list, prints their slips and marks them shipped at once', async ({
  page,
  request,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);

  // three guests order by transfer; the owner's bank shows their money, so each is marked paid
  const parcels = [
    { label: 'packer.oud', item: { productId: plainProduct._id, quantity: 2, variations: {} } },
    { label: 'packer.mist', item: { productId: unlimitedStockProduct._id, quantity: 4, variations: {} } },
    {
      label: 'packer.gift',
      item: { productId: wrapOnlyProduct._id, quantity: 1, variations: { wrap: true } },
    },
  ];
  const placed: { email: string; orderId: string }[] = [];
  for (const { label, item } of parcels) {
    const { email } = newShopper(label);
    // (before the owner's login below: a request carrying its cookie must come from the shop's own pages)
    const answer = await request.post(endpoints.placeOrder.path, {
      data: { address: { ...anAddress, email }, items: [item], amount: 0 },
    });
    const { orderId } = (await answer.json()) as { orderId: string };
    expect(orderId, 'the order is placed').toBeTruthy();
    placed.push({ email, orderId });
  }
  const login = await request.post(endpoints.login.path, {
    data: { email: owner.email, password: owner.password },
  });
  const { token } = (await login.json()) as { token: string };
  for (const { orderId } of placed) {
    const paid = await request.post(endpoints.adminMarkPaid.path, {
      headers: { token },
      data: { orderId, reference: `GTB-${orderId.slice(-6)}` },
    });
    expect(await paid.json()).toMatchObject({ success: true });
  }
  const orders = placed.map(({ email, orderId }) => ({ email, reference: `#${orderId.slice(-8)}` }));

  // from Today to the list of orders to ship, where each parcel says what it holds
  await logIn(page, owner, '/admin');
  await page.getByRole('link', { name: 'See the orders to ship' }).click();
  await expect(page.getByRole('heading', { name: /orders? to ship$/ })).toBeVisible();
  const card = (reference: string) => page.getByRole('listitem', { name: `Order ${reference}` });
  await expect(card(orders[1]!.reference)).toContainText('4×Eko Glow Mist');
  await expect(card(orders[2]!.reference)).toContainText('Wrap: Yes');
  for (const { reference } of orders)
    await page.getByRole('checkbox', { name: `Choose ${reference}` }).check();
  await shot('to-ship-chosen');

  // one sheet per parcel, printed at once; the address names the orders by id only
  await page.getByRole('button', { name: 'Print packing slips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packing slips: 3 orders' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(page.url()).not.toContain('example.com');
  await shot('packing-slips');

  // and their invoices, for the parcels that carry one
  await page.getByRole('link', { name: 'Back to the orders to ship' }).click();
  for (const { reference } of orders)
    await page.getByRole('checkbox', { name: `Choose ${reference}` }).check();
  await page.getByRole('button', { name: 'Print invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices: 3 orders' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Paid by' })).toHaveCount(3);

  // back on the list, the three packed parcels go out in one step
  await page.getByRole('link', { name: 'Back to the orders to ship' }).click();
  for (const { reference } of orders)
    await page.getByRole('checkbox', { name: `Choose ${reference}` }).check();
  await page
    .getByRole('textbox', { name: /^Delivery note for the chosen/ })
    .fill('Rider: Bisi, 0803 555 0199');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Marked shipped' });
  for (const { reference } of orders) await expect(said).toContainText(reference);
  for (const { reference } of orders) await expect(card(reference)).toHaveCount(0);
  // each shopper hears it is shipped, and who brings it
  for (const { email, reference } of orders) {
    expect(await newestMailTo(email, /is shipped/)).toContain(`Your order ${reference} is shipped`);
    expect(await newestMailTo(email, /delivery details/)).toContain('Rider: Bisi, 0803 555 0199');
  }
});

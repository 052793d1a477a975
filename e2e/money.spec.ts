import { devices } from '@playwright/test';

import { endpoints } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { anAddress } from '../api/test/product';
import { newestMailTo } from './support/outbox';
import { ownerWithNewPassword } from './support/owner';
import { expect, newShopper, test } from './support/shop';
import { logIn } from './support/steps';

// An order's money on the owner's phone: a shopper pays by two transfers (the first ₦500 short), then cancels;
// the owner records each transfer, cancels the paid order, and is asked for the refund, which the shopper is told of.
const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

test('two transfers add up to the total, and a paid order cancelled asks for its refund', async ({
  page,
  request,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  const { email } = newShopper('two.transfers');
  const answer = await request.post(endpoints.placeOrder.path, {
    data: {
      address: { ...anAddress, email },
      items: [{ productId: plainProduct._id, quantity: 1, variations: {} }],
      amount: 0,
    },
  });
  const { orderId } = (await answer.json()) as { orderId: string };
  expect(orderId, 'the order is placed').toBeTruthy();
  const reference = `#${orderId.slice(-8)}`;

  await logIn(page, owner, '/admin');
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const markPaid = page.getByRole('region', { name: 'Mark paid' });
  const amount = markPaid.getByRole('textbox', { name: /^Amount/ });
  const total = Number(await amount.inputValue());
  expect(total, "the form offers the order's total").toBeGreaterThan(500);

  // the first transfer is ₦500 short: kept, and the order still waits for the rest
  await amount.fill(String(total - 500));
  await markPaid.getByRole('textbox', { name: /^Transfer reference/ }).fill('GTB-FIRST-0001');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status')).toContainText('₦500.00 still owed');
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('Still owed');
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await shot('part-paid');

  // the second brings what is owed: the order is paid, and the shopper told
  await expect(amount).toHaveValue('500');
  await markPaid.getByRole('textbox', { name: /^Transfer reference/ }).fill('GTB-SECOND-0002');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('status')).toContainText('is paid and processing');
  await expect(money.getByRole('listitem')).toHaveCount(2);
  expect(await newestMailTo(email, /is paid/)).toContain(`Your order ${reference} is paid`);

  // the shopper cancels by phone: once cancelled, the page asks for the refund first
  const status = page.getByRole('region', { name: 'Change status' });
  await status.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
  await status.getByRole('checkbox', { name: /Yes, cancel and return the stock/ }).check();
  await status.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status')).toContainText('It was paid: record the refund');
  const refund = page.getByRole('region', { name: 'Record a refund' });
  await expect(refund).toContainText('This order is cancelled');
  await shot('refund-asked');
  await refund.getByRole('textbox', { name: /^Why/ }).fill('Cancelled by the shopper on the phone');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByRole('status')).toContainText(`recorded on order ${reference}`);
  await expect(money).toContainText('Refunded');
  await expect(page.getByRole('region', { name: 'Record a refund' })).toHaveCount(0);
  const told = await newestMailTo(email, /refunded/);
  expect(told).toContain('Why: Cancelled by the shopper on the phone');
});

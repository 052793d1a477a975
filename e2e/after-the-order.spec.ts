import { devices } from '@playwright/test';

import { formatNaira, messages, shortOrderId } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { newestMailTo } from './support/outbox';
import { expect, newShopper, test } from './support/shop';
import { addPlainProduct, fillDelivery, paymentMethods, visit } from './support/steps';

// After the tap, a shopper knows what they ordered, how to pay for it and how to find it again.

test('a guest who clears the browser finds the order again from the confirmation mail', async ({
  page,
  browser,
  shot,
}) => {
  const guest = newShopper('mail');
  await addPlainProduct(page, plainProduct);
  await visit(page, '/place-order');
  await fillDelivery(page, guest);
  await page.getByRole('radio', { name: paymentMethods.cod }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const mail = await newestMailTo(guest.email);
  const link = /https?:\/\/\S+\/order\/([0-9a-f]{24})\/[\w-]+/.exec(mail);
  expect(link, 'the confirmation mail links to the order').not.toBeNull();
  const [url, orderId = ''] = link ?? [];
  const reference = shortOrderId(orderId);
  expect(mail).toContain(reference);

  // another browser: nothing of this one's cookies or storage
  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await test.step('the signed link opens the order, with where to send the money', async () => {
    await phone.goto(url ?? '');
    const main = phone.getByRole('main');
    await expect(main.getByText(plainProduct.name).first()).toBeVisible();
    await expect(main.getByText(/Awaiting payment/).first()).toBeVisible();
    await expect(main.getByText(/Account number/).first()).toBeVisible();
    await expect(main.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await shot('order-from-mail');
  });
  await test.step('the reference and the email, as the mail says, track it on MY ORDERS', async () => {
    const tracker = await elsewhere.newPage();
    await visit(tracker, '/orders');
    const main = tracker.getByRole('main');
    await main.getByRole('textbox', { name: /^Order ID/ }).fill(reference);
    await main.getByRole('textbox', { name: /^Email/ }).fill(guest.email.toUpperCase());
    await main.getByRole('button', { name: 'Track order' }).click();
    await expect(tracker.getByRole('main').getByText(reference).first()).toBeVisible();
  });
  await elsewhere.close();
});

test('an Ibadan North address pays the Ibadan fee, whatever the town is called', async ({ page, shot }) => {
  const shopper = newShopper('ibadan-north');
  await addPlainProduct(page, plainProduct);
  await visit(page, '/place-order');
  const summary = page.getByRole('region', { name: 'ORDER SUMMARY' });
  // before the address: the rule, not a fee
  await expect(summary).toContainText('free from');
  await fillDelivery(page, shopper, { city: 'Bodija', state: 'Oyo', area: 'Ibadan North' });
  await expect(summary).toContainText(`Shipping Fee${formatNaira(1500)}`);
  await shot('place-order-ibadan-north');
  await page.getByRole('radio', { name: paymentMethods.cod }).check();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const mail = await newestMailTo(shopper.email);
  expect(mail).toContain(`Delivery: ${formatNaira(1500)}`);
  // the shop's copy tells the courier the area the fee was charged for
  expect(mail).toContain('Bodija (Ibadan North), Oyo 200001, Nigeria');
  expect(mail).toContain(`Total: ${formatNaira(plainProduct.basePrice + 1500)}`);
});

test.describe('on a phone', () => {
  // the shop's small phone, as the mobile project has it (its browser type stays the project's)
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 360, height: 740 } });

  test('PLACE ORDER with a field missing moves to the list of what is missing', async ({ page, shot }) => {
    const shopper = newShopper('phone');
    await addPlainProduct(page, plainProduct);
    await visit(page, '/place-order');
    await fillDelivery(page, shopper);
    const phone = page.getByRole('main').getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // the summary at the top of the form takes the focus, on screen, and links to the field
    const problems = page.getByRole('region', { name: 'There is a problem' });
    await expect(problems).toBeFocused();
    await expect(problems).toBeInViewport();
    await shot('place-order-missing-field');
    await problems.getByRole('link', { name: 'Phone is required' }).click();
    await expect(phone).toBeFocused();
    await phone.fill('0803 123 4567');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText(messages.orderPlaced, { exact: true }).first()).toBeVisible();
  });
});

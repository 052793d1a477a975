import { formatDay } from '../api';
import { plainProduct } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, reviewShop, test } from './support/shop';
import { addPlainProduct, fillCheckout, logIn, paymentMethods } from './support/steps';

// Journeys (b) and (c): paying online through the built-in sandbox's test page (no provider key is set).
for (const provider of ['paystack', 'flutterwave'] as const) {
  test(`a shopper pays through the ${provider} sandbox and lands on their orders`, async ({
    page,
    request,
    shot,
  }) => {
    const shopper = await registerShopper(request, provider);
    await reviewShop(request, shopper.token);
    await logIn(page, shopper);
    await addPlainProduct(page, plainProduct);
    await fillCheckout(page, shopper, paymentMethods[provider]);
    await shot(`place-order-${provider}`);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // the provider's test page
    await expect(page).toHaveURL(new RegExp(`/sandbox/${provider}/checkout/`));
    await shot(`sandbox-${provider}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/verify\?/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await shot(`verify-success-${provider}`);
    // the shop moves on to the orders by itself after 5 seconds
    await expect(page).toHaveURL(/\/orders$/, { timeout: 20_000 });
    await expect(page.getByText(plainProduct.name).first()).toBeVisible();
    await expect(page.locator('dl').getByText('Paid', { exact: true }).first()).toBeVisible();
  });
}

test('a cancelled payment shows Payment Failed, and Pay now pays that same order', async ({
  page,
  request,
  shot,
  expectedConsoleErrors,
}) => {
  // the shop answers the verification of a cancelled payment with 402, which Chromium logs
  expectedConsoleErrors.push({
    text: /status of 402/,
    url: /\/api\/order\/verifyPaystack$/,
    why: 'payment refused',
  });
  const shopper = await registerShopper(request, 'cancel');
  await reviewShop(request, shopper.token);
  await logIn(page, shopper);
  await addPlainProduct(page, plainProduct);
  await fillCheckout(page, shopper, paymentMethods.paystack);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(/\/verify\?/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toMatch(/^[0-9a-f]{24}$/);
  // never a new checkout, which would place a second order
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toHaveCount(0);
  await shot('verify-failed');

  // Pay now: the same order's payment, on the provider's page again
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/paystack/checkout/${orderId}-`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/verify\\?orderId=${orderId}&`));
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await page.getByRole('link', { name: 'View My Orders' }).click();
  const cards = page.getByRole('article', { name: /^Order #/ });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('aria-label', `Order #${orderId?.slice(-8)}`);
  // the payment status says so, and the timeline dates the payment with today's day
  await expect(cards.first().locator('dl').getByText('Paid', { exact: true })).toBeVisible();
  await expect(cards.first().getByRole('list', { name: 'Order timeline' })).toContainText(
    `Paid${formatDay(Date.now())}`,
  );
  await expect(cards.first().getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

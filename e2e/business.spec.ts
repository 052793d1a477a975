import { devices, type APIRequestContext } from '@playwright/test';

import { endpoints, formatNaira as formatPrice } from '../api';
import { plainProduct, unlimitedStockProduct } from '../mocks/fixtures/catalogue';
import { anAddress } from '../api/test/product';
import { ownerWithNewPassword } from './support/owner';
import { expect, newShopper, test } from './support/shop';
import { logIn } from './support/steps';

// The owner on a phone sees what came in today: two transfers marked paid and one order still unpaid, on the
// Takings page reached from Today, against the orders placed.
const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

type Business = { takings: number; ordersPlaced: number; bars: { takings: number; payments: number }[] };

const businessOf = async (request: APIRequestContext, token: string) =>
  (await (
    await request.get(endpoints.adminBusiness.path.replace(':by', 'day'), { headers: { token } })
  ).json()) as Business;

test("the owner sees today's takings, orders and best seller from the orders placed", async ({
  page,
  request,
  playwright,
  baseURL,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  // the owner's calls in a context of their own: a shopper's order must not carry the owner's cookie
  const ownerApi = await playwright.request.newContext({ baseURL });
  const login = await ownerApi.post(endpoints.login.path, {
    data: { email: owner.email, password: owner.password },
  });
  const { token } = (await login.json()) as { token: string };
  const before = await businessOf(ownerApi, token);

  const orders = [
    { label: 'takings.mist', item: { productId: unlimitedStockProduct._id, quantity: 9, variations: {} } },
    { label: 'takings.attar', item: { productId: plainProduct._id, quantity: 1, variations: {} } },
    { label: 'takings.unpaid', item: { productId: unlimitedStockProduct._id, quantity: 2, variations: {} } },
  ];
  const placed: string[] = [];
  for (const { label, item } of orders) {
    const answer = await request.post(endpoints.placeOrder.path, {
      data: { address: { ...anAddress, email: newShopper(label).email }, items: [item], amount: 0 },
    });
    const { orderId, message } = (await answer.json()) as { orderId: string; message: string };
    expect(orderId, `the order is placed: ${message}`).toBeTruthy();
    placed.push(orderId);
  }

  // the first two transfers came in; the third is still awaiting its transfer
  let paidToday = 0;
  for (const orderId of placed.slice(0, 2)) {
    const paid = await ownerApi.post(endpoints.adminMarkPaid.path, {
      headers: { token },
      data: { orderId, reference: `GTB-${orderId.slice(-6)}` },
    });
    const { order } = (await paid.json()) as { order: { amount: number } };
    paidToday += order.amount;
  }
  await ownerApi.dispose();
  const takings = (before.bars.at(-1)?.takings ?? 0) + paidToday;

  await logIn(page, owner, '/admin');
  await page.getByRole('link', { name: 'See what came in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Takings' })).toBeVisible();
  const figure = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Takings')).toHaveText(formatPrice(before.takings + paidToday));
  await expect(figure('Orders placed')).toHaveText(String(before.ordersPlaced + 3));

  // today is the chart's last bar and the table's last day, with its two payments
  await expect(page.getByRole('img', { name: 'Takings by day' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-NG', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Africa/Lagos',
  }).format(new Date());
  const row = page.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row).toContainText(`${(before.bars.at(-1)?.payments ?? 0) + 2}${formatPrice(takings)}`);

  // nine mists and two more unpaid make the best seller by units
  const byUnits = page.getByRole('region', { name: 'Best sellers by units' });
  await expect(byUnits.getByRole('listitem').first()).toContainText(unlimitedStockProduct.name);
  await byUnits.scrollIntoViewIfNeeded();
  await shot('takings');

  // by week, a plain link
  await page.getByRole('link', { name: 'By week' }).click();
  await expect(page).toHaveURL(/\/admin\/business\?by=week$/);
  await expect(page.getByRole('img', { name: 'Takings by week' })).toBeVisible();
});

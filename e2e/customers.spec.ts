import { devices } from '@playwright/test';

import { endpoints, shortOrderId } from '../api';
import { unlimitedStockProduct } from '../mocks/fixtures/catalogue';
import { anAddress } from '../api/test/product';
import { ownerWithNewPassword } from './support/owner';
import { expect, newShopper, test } from './support/shop';
import { logIn } from './support/steps';

// The owner on a phone finds a guest by the phone she ordered with, opens her page and goes on to her order:
// the phone and the email travel in posts, never in an address.
const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

test('the owner finds a guest by phone and opens her order from her page', async ({
  page,
  request,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  const guest = newShopper('customers.guest');
  const phoneNumber = `0803 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
  const answer = await request.post(endpoints.placeOrder.path, {
    data: {
      address: {
        ...anAddress,
        firstName: 'Ronke',
        lastName: 'Customer',
        email: guest.email,
        phone: phoneNumber,
      },
      items: [{ productId: unlimitedStockProduct._id, quantity: 1, variations: {} }],
      amount: 0,
    },
  });
  const { orderId, message } = (await answer.json()) as { orderId: string; message: string };
  expect(orderId, `the order is placed: ${message}`).toBeTruthy();

  await logIn(page, owner, '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: /^Search/ })
    .fill(`+234${phoneNumber.replace(/\D/g, '').slice(1)}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 customer found')).toBeVisible();
  await shot('customer-found');

  await page.getByRole('link', { name: 'Ronke Customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ronke Customer' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/guest-[0-9a-f]{32}$/);
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText(guest.email);
  await page.getByRole('link', { name: shortOrderId(orderId) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
});

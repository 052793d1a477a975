import { devices, type APIRequestContext } from '@playwright/test';

import { cartItemKey, endpoints } from '../api';
import { plainProduct, productWithBaseOnly } from '../mocks/fixtures/catalogue';
import { ownerWithNewPassword } from './support/owner';
import { expect, test } from './support/shop';
import { logIn } from './support/steps';

// A WhatsApp order on the owner's phone: keyed in for Kemi, who has no email, then paid by two transfers found on
// the bank statement, the first ₦500 short.
const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

const stockOf = async (request: APIRequestContext, id: string) => {
  const answer = await request.get(endpoints.product.path.replace(':id', id));
  return ((await answer.json()) as { product: { stock?: number } }).product.stock ?? 0;
};

test('a WhatsApp order keyed in is paid by two transfers from the bank statement', async ({
  page,
  request,
  shot,
}) => {
  const owner = await ownerWithNewPassword(request);
  const stockBefore = await stockOf(request, plainProduct._id);
  const { sizes, base } = productWithBaseOnly.variations;
  const chosen = { size: sizes[0]!.size, base: base.options[0]! };

  await logIn(page, owner, '/admin');
  await page.getByRole('link', { name: 'Key in an order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key in an order' })).toBeVisible();

  const lines = page.getByRole('combobox', { name: /^Line/ });
  const howMany = page.getByRole('textbox', { name: 'How many' });
  await lines.nth(0).selectOption(cartItemKey(productWithBaseOnly._id, chosen));
  await lines.nth(1).selectOption(cartItemKey(plainProduct._id, {}));
  await howMany.nth(1).fill('2');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Kemi');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Adeyemi');
  await page.getByRole('textbox', { name: 'Street' }).fill('12 Bodija Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Ibadan');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Oyo');
  await page.getByRole('combobox', { name: 'Delivery area' }).selectOption('Ibadan North');
  await page.getByRole('textbox', { name: 'Zipcode' }).fill('200001');

  // no phone yet: refused, with everything typed still there
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('alert')).toContainText('Phone is required');
  await expect(lines.nth(1)).toHaveValue(cartItemKey(plainProduct._id, {}));
  await expect(howMany.nth(1)).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('12 Bodija Road');
  await shot('keyed-in-refused');

  await page.getByRole('textbox', { name: 'Phone' }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
  const reference =
    (await page.getByRole('heading', { level: 1 }).textContent())?.match(/#[0-9a-f]{8}/)?.[0] ?? '';
  expect(reference, 'the page names the order').not.toBe('');
  const placed = page.getByRole('status').filter({ hasText: 'is placed for' });
  await expect(placed).toContainText(`Order ${reference} is placed for Kemi Adeyemi`);
  await expect(placed).toContainText('Send the customer the message below on WhatsApp');
  const message = page.getByRole('region', { name: 'Message for Kemi' });
  await expect(message.getByRole('textbox', { name: 'The message' })).toHaveValue(/transfer ₦[\d,]+\.00 to/);
  await expect(message.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2348031234567\?text=Hello%20Kemi/,
  );
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    'Keyed in by the shop (WhatsApp)',
  );
  await shot('keyed-in-placed');
  expect(await stockOf(request, plainProduct._id), 'its stock is taken').toBe(stockBefore - 2);

  // the owed total, as the Mark paid form offers it
  const total = Number(
    await page
      .getByRole('region', { name: 'Mark paid' })
      .getByRole('textbox', { name: /^Amount/ })
      .inputValue(),
  );
  expect(total).toBeGreaterThan(500);

  // Kemi sends ₦500 short, then the rest; both name the order
  await page.goto('/admin/transfers');
  await page
    .getByRole('textbox', { name: 'Or paste the statement' })
    .fill(
      [
        'Trans. Date,Value Date,Narration,Debit,Credit,Balance',
        `25-Nov-2026,25-Nov-2026,KEMI ADEYEMI ${reference},,${(total - 500).toFixed(2)},${(100_000 + total - 500).toFixed(2)}`,
        `26-Nov-2026,26-Nov-2026,KEMI ADEYEMI ${reference} BALANCE,,500.00,${(100_000 + total).toFixed(2)}`,
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Match payments' }).click();
  await expect(page.getByRole('listitem', { name: new RegExp(`^Match for ${reference}`) })).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: `Record ${reference}: ₦500.00` })).toBeChecked();
  await shot('keyed-in-two-transfers');
  await page.getByRole('button', { name: 'Confirm 2 payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked paid' })).toContainText(
    '1 order marked paid',
  );

  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(reference);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mark paid' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Money' }).getByRole('listitem')).toHaveCount(2);
  await shot('keyed-in-paid');
});

import { messages } from '../api';
import { plainProduct, productWithAllOptions } from '../mocks/fixtures/catalogue';
import { expect, registerShopper, test } from './support/shop';
import {
  addPlainProduct,
  expectToast,
  fillCheckout,
  logIn,
  openProduct,
  paymentMethods,
} from './support/steps';

// Journey (e): a product review written then edited, and the shop-review gate at checkout.
test('a shopper reviews a perfume, then updates the review', async ({ page, request, shot }) => {
  const shopper = await registerShopper(request, 'reviewer');
  await logIn(page, shopper);
  await openProduct(page, productWithAllOptions);

  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  const review = (text: string) => reviews.getByRole('paragraph').filter({ hasText: text });
  // the shop keeps every shopper's reviews of this perfume: these words are this run's own
  const first = `Smoky and warm, lasts all evening (${shopper.email}).`;
  const second = `Even better on the second wear (${shopper.email}).`;
  await reviews.getByRole('radio', { name: '4 stars' }).click();
  await reviews.getByRole('textbox', { name: 'Your review' }).fill(first);
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, messages.reviewSubmitted);
  await expect(review(first)).toBeVisible();
  await shot('product-review');

  // the shopper's own review comes back for editing, in the server's page; what the shopper changes before the
  // browser's own load of the reviews has answered (a slow network) is kept when it does
  let answerReviews = () => {};
  const reviewsHeld = new Promise<void>((resolve) => (answerReviews = resolve));
  await page.route('**/api/review/**', async (route) => {
    await reviewsHeld;
    await route.continue();
  });
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
  await expect(reviews.getByRole('button', { name: 'Update Review' })).toBeVisible();
  await expect(reviews.getByRole('textbox', { name: 'Your review' })).toHaveValue(first);
  await reviews.getByRole('radio', { name: '5 stars' }).click();
  await reviews.getByRole('textbox', { name: 'Your review' }).fill(second);
  const loaded = (path: string) =>
    page.waitForResponse((response) => response.url().includes(path)).then((response) => response.body());
  const reviewsLoaded = Promise.all([loaded('/api/review/user/'), loaded('/api/review/product/')]);
  answerReviews();
  await reviewsLoaded;
  await page.unroute('**/api/review/**');
  // two frames: the page has rendered what the load brought
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  await expect(reviews.getByRole('textbox', { name: 'Your review' })).toHaveValue(second);
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await reviews.getByRole('button', { name: 'Update Review' }).click();
  await expect(review(second)).toBeVisible();
  await expect(review(first)).toHaveCount(0);
  await shot('product-review-updated');
});

test('a shopper who has not reviewed the shop meets the review gate at checkout', async ({
  page,
  request,
  shot,
}) => {
  const shopper = await registerShopper(request, 'gate');
  await logIn(page, shopper);
  await addPlainProduct(page, plainProduct);
  await fillCheckout(page, shopper, paymentMethods.cod);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  const gate = page.getByRole('dialog', { name: 'Review Your Experience' });
  await expect(gate).toBeVisible();
  const submit = gate.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await gate.getByRole('radio', { name: '5 stars' }).click();
  await gate.getByRole('textbox', { name: 'Your review' }).fill('Friendly help choosing a gift.');
  await expect(submit).toBeEnabled();
  await shot('place-order-review-gate');
  await submit.click();

  // the held order goes through once the review is in
  await expect(page).toHaveURL(/\/orders$/);
  await expectToast(page, messages.orderPlaced);
  await expect(page.getByText(plainProduct.name).first()).toBeVisible();

  // and the gate stays shut next time
  await addPlainProduct(page, plainProduct);
  await fillCheckout(page, shopper, paymentMethods.cod);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(gate).toHaveCount(0);
});

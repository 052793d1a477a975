import { messages } from '../api';
import { resetLinkFor } from './support/outbox';
import { expect, registerShopper, test } from './support/shop';
import { expectToast, logIn, visit } from './support/steps';

// Journey (d): a forgotten password, reset through the link in the shop's mail.
test('a shopper resets a forgotten password through the mailed link and logs in with it', async ({
  page,
  request,
  shot,
}) => {
  const shopper = await registerShopper(request, 'forgot');

  await visit(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page
    .getByRole('main')
    .getByRole('textbox', { name: /^Email/ })
    .fill(shopper.email);
  await shot('forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, messages.resetEmailSent);

  const link = await resetLinkFor(shopper.email);
  await visit(page, link.pathname);
  const newPassword = `${shopper.password}-new`;
  await page.getByRole('main').getByRole('textbox', { name: 'New Password' }).fill(newPassword);
  await page.getByRole('main').getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await shot('reset-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, messages.passwordReset);

  await logIn(page, { ...shopper, password: newPassword });
});

import { messages } from '../api';
import { resetLinkFor } from './support/outbox';
import { expect, registerShopper, test } from './support/shop';
import { expectToast, logIn, logOut, visit } from './support/steps';

// Journey (d): a forgotten password, reset through the link in the shop's mail.
test('a shopper resets a forgotten password through the mailed link, logs in with it, changes it and logs out everywhere', async ({
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

  // then changes it on My Account (the header's account menu), and logs in with the newest one
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const account = page.getByRole('main');
  const newest = `${newPassword}-again`;
  await account.getByRole('textbox', { name: 'Current Password', exact: true }).fill(newPassword);
  await account.getByRole('textbox', { name: 'New Password', exact: true }).fill(newest);
  await account.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(newest);
  await shot('account');
  await account.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, messages.passwordChanged);
  await expect(page).toHaveURL(/\/account$/);
  await logOut(page);
  await logIn(page, { ...shopper, password: newest });

  // Log Out Everywhere ends this session too: the shopper lands on Login, logged out
  await visit(page, '/account');
  await account.getByRole('button', { name: 'Log Out Everywhere' }).click();
  await expectToast(page, messages.loggedOutEverywhere);
  await expect(page).toHaveURL(/\/login$/);
  await visit(page, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

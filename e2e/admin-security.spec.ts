import { devices, type Page } from '@playwright/test';

import { recoveryLoginWords, secondFactorWords } from '../api';
import {
  authenticatorApp,
  ownerWithNewPassword,
  turnOffTwoStepLogin,
  type AuthenticatorApp,
} from './support/owner';
import { expect, test } from './support/shop';
import { logIn, submitAccountForm, visit } from './support/steps';

// The owner's two-step login: a code from an authenticator app after the password. The codes are made here from
// the secret the page shows, as the app would make them.
test('the owner turns on two-step login, logs in again with a code (a wrong one refused first), and turns it off', async ({
  page,
  request,
  shot,
  expectedConsoleErrors,
}) => {
  // the login API answers 401 while it waits for the code, and for the wrong one; the page says so in words
  expectedConsoleErrors.push(
    { text: /status of 401/, url: /\/api\/user\/login$/, why: 'the password step waits for the code' },
    { text: /status of 401/, url: /\/api\/user\/login\/code$/, why: 'the wrong code is refused' },
  );
  const owner = await ownerWithNewPassword(request);
  let app: AuthenticatorApp | undefined;
  try {
    await logIn(page, owner, '/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Two-step login' });
    const badge = panel.locator('[data-slot="badge"]');
    await expect(badge).toHaveText('Off');
    await shot('admin-security-off');

    // the QR code to scan, and its key to type into the app
    await panel.getByRole('button', { name: 'Turn on' }).click();
    await expect(panel.getByRole('img', { name: 'QR code of your two-step login secret' })).toBeVisible();
    const key = (await panel.locator('code').textContent()) ?? '';
    app = authenticatorApp(key.replace(/\s+/g, ''));
    await shot('admin-security-setup');
    await panel.getByRole('textbox', { name: 'Code from your app' }).fill(await app.code());
    await panel.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByText(secondFactorWords.turnedOn)).toBeVisible();
    // the recovery codes, shown this once, until they are written down
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('link', { name: 'I have written them down' }).click();
    await expect(badge).toHaveText('On');
    await shot('admin-security-on');

    // logged out, the admin page offers the way back in
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await visit(page, '/admin/security');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsecurity$/);

    // the right password alone is not enough: the code step comes next, still headed for the same page
    await submitAccountForm(page, owner, 'Sign In');
    await expect(page).toHaveURL(/\/login\/code\?next=%2Fadmin%2Fsecurity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await shot('login-code');

    const code = page.getByRole('textbox', { name: 'Code from your app' });
    await code.fill(app.wrongCode());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(secondFactorWords.wrongCode).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\/code/);
    await shot('login-code-refused');

    await code.fill(await app.code());
    // the admin page itself shows the login worked (the storefront's toast may leave with its frame)
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(badge).toHaveText('On');

    // turning it off asks for a code too, so a session left open cannot
    await panel.getByRole('textbox', { name: 'Code from your app' }).fill(await app.code());
    await panel.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText(secondFactorWords.turnedOff)).toBeVisible();
    await expect(badge).toHaveText('Off');
    await shot('admin-security-turned-off');
  } finally {
    // the other admin journeys log the same owner in with the password alone
    if (app) await turnOffTwoStepLogin(request, owner, app);
  }
});

test.describe('on a phone', () => {
  // the shop's small phone; its browser type stays the project's
  const { defaultBrowserType: _chosenByTheProject, ...phone } = devices['Pixel 7'];
  test.use({ ...phone, viewport: { width: 360, height: 740 } });

  /** From the admin, logged out, to the login's code step. */
  async function toTheCodeStep(page: Page, owner: { email: string; password: string; name: string }) {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitAccountForm(page, owner, 'Sign In');
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    await page.getByText('Lost your phone? Use a recovery code').click();
  }

  test('the owner turns on two-step login, keeps the recovery codes shown once, and logs in with one, once', async ({
    page,
    request,
    shot,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(
      { text: /status of 401/, url: /\/api\/user\/login$/, why: 'the password step waits for the code' },
      { text: /status of 401/, url: /\/api\/user\/login\/recovery$/, why: 'a used recovery code is refused' },
    );
    const owner = await ownerWithNewPassword(request);
    let app: AuthenticatorApp | undefined;
    try {
      await logIn(page, owner, '/admin');
      await visit(page, '/admin/security');
      await page.getByRole('button', { name: 'Turn on' }).click();
      const key =
        (await page.getByRole('region', { name: 'Two-step login' }).locator('code').textContent()) ?? '';
      app = authenticatorApp(key.replace(/\s+/g, ''));
      await page.getByRole('textbox', { name: 'Code from your app' }).fill(await app.code());
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();

      // ten codes, shown this once, with what to do with them
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      const codes = await list.getByRole('listitem').allTextContents();
      expect(codes.every((code) => /^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/.test(code))).toBe(true);
      await expect(page.getByText(/Keep them apart from your phone/)).toBeVisible();
      await shot('admin-security-recovery-codes-phone');
      await page.getByRole('link', { name: 'I have written them down' }).click();
      await expect(page.getByText('10 of 10 left')).toBeVisible();
      await expect(page.getByText(codes[0]!)).toHaveCount(0);

      // the phone left at home: a recovery code logs in, and Security says how many are left
      await toTheCodeStep(page, owner);
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
      await page.getByRole('button', { name: 'Log in with a recovery code' }).click();
      await expect(page).toHaveURL(/\/admin\/security$/);
      await expect(page.getByText('9 of 10 left')).toBeVisible();
      await expect(page.getByText(recoveryLoginWords(9)).first()).toBeVisible();
      await shot('admin-security-after-recovery-login-phone');

      // the same code a second time is refused
      await toTheCodeStep(page, owner);
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
      await page.getByRole('button', { name: 'Log in with a recovery code' }).click();
      await expect(page.getByText(secondFactorWords.wrongRecoveryCode).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login\/code/);
      await shot('login-recovery-code-refused-phone');
    } finally {
      if (app) await turnOffTwoStepLogin(request, owner, app);
    }
  });
});

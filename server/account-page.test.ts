import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { useTestShop } from './test/shop';

/*
 * /account without JavaScript: Change Password and Log Out
 * Everywhere are real forms the server answers, with a redirect and a notice or the page again.
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const newPassword = 'a brand new passphrase';

/** A shopper logged in by the login form (the cookie), and the token of a second device's session. */
async function shopperWithoutScripts() {
  const { email, password, token: otherDevice } = await shop.newShopper();
  const browser = formBrowser(shop.app);
  expect((await browser.post('/login', { intent: 'login', email, password })).status).toBe(302);
  return { browser, email, password, otherDevice };
}

const stillIn = async (token: string) => (await shop.client(token).userOrders({})).success;

describe('the account page', () => {
  it('sends a visitor who is not logged in to log in', async () => {
    const answer = await formBrowser(shop.app).get('/account');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login');
  });

  it("is linked from a shopper's MY ORDERS, before any script runs", async () => {
    const { browser } = await shopperWithoutScripts();
    expect(await (await browser.get('/orders')).text()).toMatch(/<a[^>]*href="\/account"[^>]*>My Account</);
  });

  it('shows a shopper both forms, each posting to the page', async () => {
    const { browser } = await shopperWithoutScripts();
    const answer = await browser.get('/account');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(textOf(html)).toContain('Change Password');
    expect(textOf(html)).toContain('Log Out Everywhere');
    const forms = html.match(/<form[^>]*action="\/account" method="post">/g) ?? [];
    expect(forms.map((form) => /data-slot="([^"]+)"/.exec(form)?.[1])).toEqual([
      'change-password-form',
      'logout-everywhere-form',
    ]);
  });
});

describe('Change Password without JavaScript', () => {
  it('refuses a wrong current password beside its box, and shows no password again', async () => {
    const { browser, email, password } = await shopperWithoutScripts();
    const answer = await browser.post('/account', {
      intent: 'change-password',
      currentPassword: 'a wrong guess here',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(textOf(html)).toContain(messages.currentPasswordWrong);
    expect(html).not.toContain('a wrong guess here');
    expect(html).not.toContain(newPassword);
    expect((await shop.client().login({ email, password })).success).toBe(true);
  });

  it('says when the new passwords differ, and changes nothing', async () => {
    const { browser, email, password } = await shopperWithoutScripts();
    const answer = await browser.post('/account', {
      intent: 'change-password',
      currentPassword: password,
      newPassword,
      confirmPassword: 'another new passphrase',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(textOf(html)).toContain(messages.passwordsDoNotMatch);
    expect(html).not.toContain(password);
    expect((await shop.client().login({ email, password })).success).toBe(true);
  });

  it('changes it, says so on the page, keeps this session and ends the others', async () => {
    const { browser, email, otherDevice, password } = await shopperWithoutScripts();
    const answer = await browser.post('/account', {
      intent: 'change-password',
      currentPassword: password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/account');
    const page = await browser.get('/account');
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(messages.passwordChanged);
    expect(await stillIn(otherDevice)).toBe(false);
    expect((await shop.client().login({ email, password: newPassword })).success).toBe(true);
  });
});

describe('Log Out Everywhere without JavaScript', () => {
  it('ends every session, this one and its cookie too, and lands on Login with a notice', async () => {
    const { browser, otherDevice } = await shopperWithoutScripts();
    const answer = await browser.post('/account', { intent: 'logout-everywhere' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login');
    expect(browser.cookies.has('session')).toBe(false);
    expect(await stillIn(otherDevice)).toBe(false);
    const login = await browser.get('/login');
    expect(login.status).toBe(200);
    expect(textOf(await login.text())).toContain(messages.loggedOutEverywhere);
    expect((await browser.get('/account')).headers.get('location')).toBe('/login');
  });
});

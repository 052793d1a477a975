import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, messages, recoveryLoginWords, secondFactorWords } from '../api';
import { send } from './test/shop';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { codeAt, TEST_TOTP_SECRET } from './test/totp';

/*
 * The admin's 'Log in' leads to /login and back to the admin page the person was on, and a login
 * with the second factor asks for the code on a page of its own, both without JavaScript.
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

describe("the admin's way in", () => {
  it('links a logged-out visitor of an admin page to the login, with that page to come back to', async () => {
    const html = await (await formBrowser(shop.app).get('/admin/orders?status=pending')).text();
    expect(html).toContain('href="/login?next=%2Fadmin%2Forders%3Fstatus%3Dpending"');
  });

  it('sends the person back to that admin page after logging in', async () => {
    const staff = await newAccountOf(shop, 'staff');
    const browser = formBrowser(shop.app);
    const login = await browser.post('/login?next=%2Fadmin%2Forders', {
      intent: 'login',
      email: staff.email,
      password: staff.password,
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/admin/orders');
    expect(textOf(await (await browser.get('/admin/orders')).text())).toContain('Orders');
    // already logged in, the login page sends them on at once
    const again = await browser.get('/login?next=%2Fadmin%2Ftransfers');
    expect(again.headers.get('location')).toBe('/admin/transfers');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
  ])('ignores next=%s and goes home', async (next) => {
    const shopper = await shop.newShopper();
    const browser = formBrowser(shop.app);
    const login = await browser.post(`/login?next=${encodeURIComponent(next)}`, {
      intent: 'login',
      email: shopper.email,
      password: shopper.password,
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
    expect((await browser.get(`/login?next=${encodeURIComponent(next)}`)).headers.get('location')).toBe('/');
    expect((await browser.get(`/login/code?next=${encodeURIComponent(next)}`)).headers.get('location')).toBe(
      '/',
    );
  });
});

describe('an admin page refused to a role', () => {
  const pageOf = (token: string, path: string) =>
    shop.app.request(`http://shop.test${path}`, { headers: { cookie: `session=${token}` } });

  it("answers a shopper's account 403, with the sentence that says the admin is for staff", async () => {
    const shopper = await shop.newShopper();
    for (const path of ['/admin', '/admin/orders', '/admin/transfers', '/admin/settings']) {
      const page = await pageOf(shopper.token, path);
      expect(page.status, path).toBe(403);
      expect(textOf(await page.text())).toContain(messages.staffOnly);
    }
  });

  it("answers staff 403 on the owner's pages, and 200 on their own", async () => {
    const staff = await newAccountOf(shop, 'staff');
    for (const path of ['/admin/settings', '/admin/staff', '/admin/audit'])
      expect((await pageOf(staff.token, path)).status, path).toBe(403);
    expect(textOf(await (await pageOf(staff.token, '/admin/staff')).text())).toContain(
      "Only the shop's owner can see this page.",
    );
    for (const path of ['/admin', '/admin/orders'])
      expect((await pageOf(staff.token, path)).status, path).toBe(200);
    const owner = await newAccountOf(shop, 'owner');
    expect((await pageOf(owner.token, '/admin/settings')).status).toBe(200);
  });

  it('still shows a visitor the way in to log in, as before', async () => {
    for (const path of ['/admin', '/admin/staff', '/admin/audit', '/admin/settings']) {
      const page = await formBrowser(shop.app).get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain(`href="/login?next=${encodeURIComponent(path)}"`);
    }
  });
});

describe('a login with the second factor, without JavaScript', () => {
  it('asks for the code on /login/code, keeps the way back, and logs in only with the right code', async () => {
    const owner = await newAccountOf(shop, 'owner');
    await send(shop.app, 'POST', endpoints.adminTotpOn.path, {
      token: owner.token,
      body: { secret: TEST_TOTP_SECRET, code: codeAt(shop.clock.now()) },
    });
    shop.clock.advance(30_000);
    const browser = formBrowser(shop.app);
    const password = await browser.post('/login?next=%2Fadmin%2Fstaff', {
      intent: 'login',
      email: owner.email,
      password: owner.password,
    });
    expect(password.status).toBe(302);
    expect(password.headers.get('location')).toBe('/login/code?next=%2Fadmin%2Fstaff');
    expect(browser.cookies.has('session')).toBe(false);
    expect(browser.cookies.has('login-step')).toBe(true);
    // the page's form posts back to itself, the way back kept
    const page = await (await browser.get('/login/code?next=%2Fadmin%2Fstaff')).text();
    expect(page).toContain('action="/login/code?next=%2Fadmin%2Fstaff"');

    const wrong = codeAt(shop.clock.now()) === '000000' ? '111111' : '000000';
    const refused = await browser.post('/login/code?next=%2Fadmin%2Fstaff', { code: wrong });
    expect(refused.status).toBe(401);
    expect(textOf(await refused.text())).toContain(secondFactorWords.wrongCode);
    expect(browser.cookies.has('session')).toBe(false);

    const right = await browser.post('/login/code?next=%2Fadmin%2Fstaff', { code: codeAt(shop.clock.now()) });
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/admin/staff');
    expect(browser.cookies.has('session')).toBe(true);
    expect(browser.cookies.has('login-step')).toBe(false);
  });
});

describe('a login with a recovery code, without JavaScript', () => {
  it('takes a code once from the folded form, then shows the security page with how many are left', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const on = await send(shop.app, 'POST', endpoints.adminTotpOn.path, {
      token: owner.token,
      body: { secret: TEST_TOTP_SECRET, code: codeAt(shop.clock.now()) },
    });
    const [code] = on.json?.recoveryCodes as string[];
    const browser = formBrowser(shop.app);
    const logIn = () =>
      browser.post('/login?next=%2Fadmin%2Fstaff', {
        intent: 'login',
        email: owner.email,
        password: owner.password,
      });
    await logIn();
    const page = await (await browser.get('/login/code?next=%2Fadmin%2Fstaff')).text();
    expect(textOf(page)).toContain('Lost your phone? Use a recovery code');
    expect(page).toContain('name="recoveryCode"');

    const wrong = await browser.post('/login/code?next=%2Fadmin%2Fstaff', {
      intent: 'recovery',
      recoveryCode: 'zzzzz-zzzzz',
    });
    expect(wrong.status).toBe(401);
    const refusedPage = await wrong.text();
    expect(textOf(refusedPage)).toContain(secondFactorWords.wrongRecoveryCode);
    // the folded form is open, to show why
    expect(refusedPage).toMatch(/<details[^>]*open/);
    expect(browser.cookies.has('session')).toBe(false);

    const right = await browser.post('/login/code?next=%2Fadmin%2Fstaff', {
      intent: 'recovery',
      recoveryCode: code!,
    });
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/admin/security');
    const security = textOf(await (await browser.get('/admin/security')).text());
    expect(security).toContain(recoveryLoginWords(9));
    expect(security).toContain('9 of 10 left');

    // the same code on a new login is refused
    const other = formBrowser(shop.app);
    await other.post('/login', { intent: 'login', email: owner.email, password: owner.password });
    const again = await other.post('/login/code', { intent: 'recovery', recoveryCode: code! });
    expect(again.status).toBe(401);
    expect(textOf(await again.text())).toContain(secondFactorWords.wrongRecoveryCode);
  });
});

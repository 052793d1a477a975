import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { secondFactorWords } from '../api';
import { adminInvitations, users } from './db/schema';
import { useTestShop } from './test/shop';
import { invitationTokenMailedTo, newAccountOf } from './test/staff';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { codeAt } from './test/totp';

/** /admin/staff, /admin/audit and /admin/security answered without JavaScript. */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

/** A browser without scripts, logged in as a new account of that role. */
async function loggedIn(role: 'staff' | 'owner') {
  const account = await newAccountOf(shop, role);
  const browser = formBrowser(shop.app);
  await browser.post('/login', { intent: 'login', email: account.email, password: account.password });
  return { ...account, browser };
}

describe('/admin/staff', () => {
  it('invites by email, lists the invitation pending, sends it again and cancels it, each with a sentence', async () => {
    const { browser } = await loggedIn('owner');
    const invited = await browser.post('/admin/staff', { intent: 'invite', email: 'forms.hire@example.com' });
    expect(invited.status).toBe(302);
    const page = await (await browser.get('/admin/staff')).text();
    expect(textOf(page)).toContain('forms.hire@example.com is invited');
    expect(textOf(page)).toContain('Invitations waiting');
    const [pending] = await shop.database.db
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.email, 'forms.hire@example.com'));
    // Send again and Cancel beside the invitation, forms the server answers
    expect(page).toContain(`name="id" value="${pending?.id}"`);
    const again = await browser.post('/admin/staff', { intent: 'resend', id: pending?.id ?? '' });
    expect(again.status).toBe(302);
    expect(textOf(await (await browser.get('/admin/staff')).text())).toContain(
      'A new invitation is on its way to forms.hire@example.com',
    );
    const cancelled = await browser.post('/admin/staff', { intent: 'cancel', id: pending?.id ?? '' });
    expect(cancelled.status).toBe(302);
    const after = textOf(await (await browser.get('/admin/staff')).text());
    expect(after).toContain('The invitation to forms.hire@example.com is cancelled');
    expect(after).not.toContain('Invitations waiting');
  });

  it('removes a staff member, with a sentence after the redirect', async () => {
    const { browser } = await loggedIn('owner');
    const staff = await newAccountOf(shop, 'staff');
    const [member] = await shop.database.db.select().from(users).where(eq(users.email, staff.email));
    const removed = await browser.post('/admin/staff', { intent: 'remove', id: member?.id ?? '' });
    expect(removed.status).toBe(302);
    const after = textOf(await (await browser.get('/admin/staff')).text());
    expect(after).toContain(`${staff.email} no longer works in the admin`);
  });

  it('shows a refused email beside its box, and tells staff the page is the owner’s', async () => {
    const { browser } = await loggedIn('owner');
    const refused = await browser.post('/admin/staff', { intent: 'invite', email: 'not an email' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(textOf(html)).toContain('Please enter a valid email address');
    expect(html).toContain('value="not an email"');
    const staff = await loggedIn('staff');
    const page = textOf(await (await staff.browser.get('/admin/staff')).text());
    expect(page).toContain("Only the shop's owner can see this page.");
    // no way to the owner's pages in a staff member's menu
    expect(await (await staff.browser.get('/admin')).text()).not.toContain('href="/admin/audit"');
  });
});

describe('/admin/audit', () => {
  it('lists changes as sentences, filtered by a posted form', async () => {
    const { browser, email } = await loggedIn('owner');
    await browser.post('/admin/staff', { intent: 'invite', email: 'audit.forms@example.com' });
    const filtered = await browser.post('/admin/audit', {
      actor: email,
      action: 'account.invite',
      target: '',
      from: '',
      to: '',
    });
    expect(filtered.status).toBe(200);
    const text = textOf(await filtered.text());
    expect(text).toContain('Invitation : Invited audit.forms@example.com as staff');
    expect(text).toContain(`by ${email}`);
    const bad = await browser.post('/admin/audit', {
      actor: '',
      action: '',
      target: '',
      from: '2026-02-30',
      to: '',
    });
    expect(textOf(await bad.text())).toContain('There is no day 2026-02-30 in the calendar');
  });
});

describe('/admin/security', () => {
  it('turns two-step login on with a QR code and a code, and the next login asks for it', async () => {
    const { browser, email, password } = await loggedIn('staff');
    const started = await browser.post('/admin/security', { intent: 'start' });
    const html = await started.text();
    expect(html).toMatch(/<svg[^>]*>/);
    const secret = /name="secret" value="([A-Z2-7]+)"/.exec(html)?.[1] ?? '';
    expect(secret).toHaveLength(32);
    const wrong = codeAt(shop.clock.now(), secret) === '000000' ? '111111' : '000000';
    const refused = await browser.post('/admin/security', { intent: 'on', secret, code: wrong });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(textOf(again)).toContain(secondFactorWords.wrongCode);
    // the same secret shown again, so the app's entry still fits
    expect(again).toContain(`name="secret" value="${secret}"`);
    const on = await browser.post('/admin/security', {
      intent: 'on',
      secret,
      code: codeAt(shop.clock.now(), secret),
    });
    // the answer itself shows the recovery codes, this once: no redirect, no code in an address or a cookie
    expect(on.status).toBe(200);
    expect(on.headers.get('location')).toBeNull();
    const shown = textOf(await on.text());
    expect(shown).toContain(secondFactorWords.turnedOn);
    expect(shown).toContain('Write them down or print this page now');
    const codes = shown.match(/\b[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}\b/g) ?? [];
    expect(new Set(codes).size).toBe(10);
    const later = textOf(await (await browser.get('/admin/security')).text());
    expect(later).toContain('10 of 10 left');
    expect(later).not.toContain(codes[0]);

    // a new set, made with a current code from the app, shown once the same way
    shop.clock.advance(30_000);
    const wrongAgain = codeAt(shop.clock.now(), secret) === '000000' ? '111111' : '000000';
    const notMade = await browser.post('/admin/security', { intent: 'recovery', code: wrongAgain });
    expect(notMade.status).toBe(400);
    expect(textOf(await notMade.text())).toContain(secondFactorWords.wrongCode);
    const made = await browser.post('/admin/security', {
      intent: 'recovery',
      code: codeAt(shop.clock.now(), secret),
    });
    expect(made.status).toBe(200);
    const fresh = textOf(await made.text());
    expect(fresh).toContain(secondFactorWords.newRecoveryCodes);
    expect(fresh).not.toContain(codes[0]);
    expect(fresh.match(/\b[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}\b/g)).toHaveLength(10);

    const next = formBrowser(shop.app);
    const login = await next.post('/login', { intent: 'login', email, password });
    expect(login.headers.get('location')).toBe('/login/code');
  });
});

describe('the invitation’s page, without scripts', () => {
  it('takes the password by a form the server answers, then sends the person to log in to the admin', async () => {
    const { browser } = await loggedIn('owner');
    const stranger = await shop.newShopper('Not the hire');
    await browser.post('/admin/staff', { intent: 'invite', email: stranger.email });
    const token = await invitationTokenMailedTo(shop, stranger.email);
    const path = `/invitation/${token}`;
    const hire = formBrowser(shop.app);
    const page = await hire.get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain(`Choose a new password for your account, ${stranger.email}`);
    const form = /<form[^>]*aria-labelledby[^>]*>/.exec(html)?.[0] ?? html;
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${path}"`);
    // the address is a key: kept out of any Referer and of search results
    expect(html).toContain('<meta data-page-meta name="referrer" content="no-referrer">');

    const mismatch = await hire.post(path, {
      password: 'the hire chose this',
      confirmPassword: 'not the same',
    });
    expect(mismatch.status).toBe(400);
    expect(textOf(await mismatch.text())).toContain('Passwords do not match');
    const accepted = await hire.post(path, {
      email: stranger.email,
      password: 'the hire chose this',
      confirmPassword: 'the hire chose this',
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/login?next=%2Fadmin');
    // the hire logs in and the admin opens
    await hire.post('/login?next=%2Fadmin', {
      intent: 'login',
      email: stranger.email,
      password: 'the hire chose this',
    });
    expect(textOf(await (await hire.get('/admin')).text())).toContain('Today');
    // spent: the link's page now says what to do
    const spent = await formBrowser(shop.app).get(path);
    expect(spent.status).toBe(404);
    expect(textOf(await spent.text())).toContain('This invitation link is invalid or has expired');
  });
});

describe('/reset-password/:token', () => {
  it('keeps the token in its address out of any Referer', async () => {
    const html = await (await formBrowser(shop.app).get('/reset-password/some-token')).text();
    expect(html).toContain('<meta data-page-meta name="referrer" content="no-referrer">');
  });
});

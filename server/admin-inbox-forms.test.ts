import { afterAll, describe, expect, it } from 'vitest';
import { replyMissing } from '../api';
import { aContactMessage, aProductReview } from './test/inbox';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { loggedInBrowser, storefrontFromSources, textOf } from './test/storefront';

/**
 * The reviews and messages screens' forms posted without JavaScript
 * (docs/decisions/036-html-first-forms.md).
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const KOLA = '68cd48ccc0de5a1b0ea1f314';

async function loggedInStaff() {
  return loggedInBrowser(shop.app, await newAccountOf(shop, 'staff'));
}

describe('the admin inbox without JavaScript', () => {
  it('hides a review from the filtered list and comes back to that list with the sentence', async () => {
    const browser = await loggedInStaff();
    const reviewId = await aProductReview(shop, KOLA);
    const hidden = await browser.post('/admin/reviews?show=shown', {
      kind: 'product',
      reviewId,
      hidden: 'true',
    });
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get('location')).toBe('/admin/reviews?show=shown');
    const page = textOf(await (await browser.get('/admin/reviews?show=hidden')).text());
    expect(page).toContain("Reviewing Shopper's review is hidden");
    expect(page).toContain('Lasts all day.');
  });

  it('gives a blank reply back with its sentence, sends a reply and shows the message answered', async () => {
    const browser = await loggedInStaff();
    const messageId = await aContactMessage(shop, 'Abuja delivery');
    const page = `/admin/messages/${messageId}`;
    const opened = textOf(await (await browser.get(page)).text());
    expect(opened).toContain('Do you deliver to Abuja?');
    expect(opened).toContain('To answer');

    const blank = await browser.post(page, { intent: 'reply', reply: '  ' });
    expect(blank.status).toBe(400);
    expect(textOf(await blank.text())).toContain(replyMissing);

    const sent = await browser.post(page, { intent: 'reply', reply: 'Yes: 3 to 10 business days.' });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(page);
    const after = textOf(await (await browser.get(page)).text());
    expect(after).toContain('Your reply to Ife Ade is on its way, and the message is answered.');
    expect(after).toContain('Replied by mail: “Yes: 3 to 10 business days.”');
  });

  it("lists messages with links by id only, never the sender's address", async () => {
    const browser = await loggedInStaff();
    const messageId = await aContactMessage(shop, 'Links by id');
    const html = await (await browser.get('/admin/messages')).text();
    expect(html).toContain(`href="/admin/messages/${messageId}"`);
    expect(html).not.toMatch(/href="[^"]*(@|%40)/);
  });

  it('downloads the CSV with the session cookie the login set', async () => {
    const browser = await loggedInStaff();
    const file = await browser.get('/admin/subscribers.csv');
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^email,subscribed at\r\n/);
  });
});

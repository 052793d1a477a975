import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../api';
import { anAddress } from '../api/test/product';
import { formBrowser, storefrontFromSources, textOf } from './test/storefront';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/*
 * The storefront's forms posted without JavaScript (docs/decisions/036-html-first-forms.md): each is answered
 * by the server, with a redirect and a notice, or the page again with the shop's messages and what was typed.
 */
const web = storefrontFromSources();
afterAll(() => web.remove());
const shop = useTestShop({ web });

const obaOud = '65cc8110c0de5a1b0ea1f301';
/** a perfume without options */
const plainProduct = '6a5797c4c0de5a1b0ea1f31e';

/** The checkout's fields for a pay-before-delivery order to Ibadan. */
const delivery: Record<string, string> = { ...anAddress, paymentMethod: 'cod' };

/** The cart item keys of the cart page's line forms. */
const cartKeysOf = (html: string) =>
  [...html.matchAll(/name="cartItemKey" value="([^"]*)"/g)].map(([, key]) =>
    (key ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/** The <input> of that name and value in the page ('' when there is none). */
const inputOf = (html: string, name: string, value: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`)) ?? '';

/**
 * The error summary a refused form opens with (docs/decisions/036-html-first-forms.md), or null: it must be
 * the form's first child, which the pattern's `<form ...><div ... data-slot="error-summary"` checks.
 */
function errorSummaryOf(html: string) {
  const found = /<form[^>]*>(<div[^>]*data-slot="error-summary"[^>]*>)([\s\S]*?)<\/ul>/.exec(html);
  if (!found) return null;
  const [, tag = '', body = ''] = found;
  return {
    tag,
    text: textOf(body).trim(),
    links: [...body.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, id, text]) => ({ id, text })),
  };
}

/** The name of the box or text area whose id is `id` ('' when there is none). */
const fieldNamed = (html: string, id: string) =>
  [...html.matchAll(/<(?:input|textarea)[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`id="${id}"`))
    ?.match(/name="([^"]*)"/)?.[1] ?? '';

describe('a form from another site', () => {
  it('is refused with a sentence, and changes nothing', async () => {
    const browser = formBrowser(shop.app);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const answer = await browser.post('/', { email: 'lured@example.com' }, headers);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("did not come from the shop's own pages");
    }
    const again = await shop.client().newsletterSubscribe({ email: 'lured@example.com' });
    // the first subscription of that email is this one: the refused posts stored nothing
    expect(again.success).toBe(true);
  });
});

describe('the newsletter box', () => {
  it('subscribes and sends the shopper back to the page they were on, with the result said once', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post(
      '/',
      { email: 'reader@example.com' },
      { referer: 'http://shop.test/about' },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/about');
    const about = await browser.get('/about');
    expect(textOf(await about.text())).toContain(messages.subscribed);
    const later = await browser.get('/about');
    expect(textOf(await later.text())).not.toContain(messages.subscribed);
  });
});

describe('ADD TO CART', () => {
  it('without the required choices answers the page again with the message, the hints and the choices kept', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post(`/product/${obaOud}`, { base: 'Amber', quantity: '2' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    const text = textOf(html);
    expect(text).toContain(messages.selectBeforeAdd(['Side Note', 'size or wrap']));
    expect(text).toContain(messages.selectSide);
    expect(text).toContain(messages.selectSizeOrWrap);
    expect(inputOf(html, 'base', 'Amber')).toContain('checked=""');
    expect(inputOf(html, 'quantity', '2')).not.toBe('');
  });

  it('a −/+ step answers the page again with the quantity stepped and the choices kept, adding nothing', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post(`/product/${obaOud}`, { base: 'Amber', quantity: '2', step: '3' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(inputOf(html, 'quantity', '3')).not.toBe('');
    expect(inputOf(html, 'base', 'Amber')).toContain('checked=""');
    expect(textOf(html)).not.toContain(messages.selectSide);
    expect(textOf(await (await browser.get('/cart')).text())).toContain('Your Cart is Empty');
  });
});

describe('the contact form', () => {
  it('names what is missing and keeps what was typed', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post('/contact', { name: 'Ada', email: 'not-an-email', message: 'Hello' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(textOf(html)).toContain('Subject is required');
    expect(textOf(html)).toContain(messages.invalidEmail);
    expect(html).toMatch(/value="not-an-email"/);
    expect(html).toContain('Hello</textarea>');
  });

  it('opens with the error summary, focused as the page loads, each message a link to its box', async () => {
    const answer = await formBrowser(shop.app).post('/contact', { name: 'Ada', email: 'not-an-email' });
    const html = await answer.text();
    const summary = errorSummaryOf(html);
    expect(summary?.tag).toContain('autofocus=""');
    expect(summary?.tag).toContain('tabindex="-1"');
    expect(summary?.text).toMatch(/^There is a problem /);
    expect(summary?.links.map(({ text }) => text)).toEqual([
      messages.invalidEmail,
      'Subject is required',
      'Message is required',
    ]);
    expect(summary?.links.map(({ id }) => fieldNamed(html, id))).toEqual(['email', 'subject', 'message']);
    // each problem said twice (the summary, beside its box), not a third time under the button
    expect(textOf(html).split('Subject is required')).toHaveLength(3);
  });

  it('sends a complete message and says so', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post('/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      subject: 'Wholesale',
      message: 'Do you ship to Lagos?',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/contact');
    expect((await shop.outbox()).some((mail) => mail.includes('Do you ship to Lagos?'))).toBe(true);
  });
});

describe('login', () => {
  it('refused: the message, the email kept, never the password', async () => {
    const { email } = await shop.newShopper();
    const browser = formBrowser(shop.app);
    const answer = await browser.post('/login', {
      intent: 'login',
      email,
      password: 'a wrong password here',
    });
    expect(answer.status).toBe(401);
    const html = await answer.text();
    expect(textOf(html)).toContain('Invalid email or password');
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain('a wrong password here');
    // first in the form: the refusal does not say which box is wrong, so it links to none
    const summary = errorSummaryOf(html);
    expect(summary?.tag).toContain('autofocus=""');
    expect(summary?.text).toBe('There is a problem Invalid email or password');
    expect(summary?.links).toEqual([]);
  });
});

describe('a post to an address no form posts to', () => {
  it('is not found, whatever its origin', async () => {
    const browser = formBrowser(shop.app);
    for (const url of ['/products', '/about', '/cart/nowhere', '/nowhere'])
      expect((await browser.post(url, { email: 'x@example.com' })).status, url).toBe(404);
  });
});

describe('the checkout of an empty cart', () => {
  it('says the cart is empty, rather than waiting for scripts that may never come', async () => {
    const text = textOf(await (await formBrowser(shop.app).get('/place-order')).text());
    expect(text).toContain('Your Cart is Empty');
    expect(text).not.toContain('Loading your cart');
  });
});

describe('a guest buying without JavaScript', () => {
  it('adds, changes and removes lines, places a pay-before-delivery order and finds it on MY ORDERS', async () => {
    const browser = formBrowser(shop.app);
    const added = await browser.post(`/product/${obaOud}`, {
      base: 'Oud',
      side: 'Rose',
      size: '50ml',
      quantity: '2',
    });
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toBe(`/product/${obaOud}`);
    expect(textOf(await (await browser.get(`/product/${obaOud}`)).text())).toContain(
      messages.addedToCart(2, 'Ọba Oud'),
    );
    await browser.post(`/product/${plainProduct}`, { quantity: '1' });

    const keys = cartKeysOf(await (await browser.get('/cart')).text());
    const obaKey = keys.find((key) => key.startsWith(obaOud)) ?? '';
    const plainKey = keys.find((key) => key.startsWith(plainProduct)) ?? '';
    // the + of the line posts the new quantity; the bin posts 0
    expect(
      (await browser.post('/cart', { cartItemKey: obaKey, quantity: '2', setQuantity: '3' })).status,
    ).toBe(302);
    await browser.post('/cart', { cartItemKey: plainKey, quantity: '1', setQuantity: '0' });
    expect(inputOf(await (await browser.get('/cart')).text(), 'quantity', '3')).not.toBe('');
    const cartNow = textOf(await (await browser.get('/cart')).text());
    expect(cartNow).toContain('Ọba Oud');
    expect(keys).toHaveLength(2);
    expect(cartKeysOf(await (await browser.get('/cart')).text())).toEqual([obaKey]);

    const refused = await browser.post('/place-order', {
      paymentMethod: 'cod',
      firstName: 'Adé',
      country: 'Nigeria',
    });
    expect(refused.status).toBe(400);
    const refusedText = textOf(await refused.text());
    expect(refusedText).toContain(
      'Please fill in all required fields: Last Name, Email, Street, City, State, Zipcode, Phone',
    );

    const placed = await browser.post('/place-order', { ...delivery, idempotencyKey: 'no-js-order-1' });
    expect(placed.status).toBe(302);
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/^\/orders\?placed=[0-9a-f]{24}$/);
    const orders = textOf(await (await browser.get(location)).text());
    expect(orders).toContain(messages.orderPlaced);
    expect(orders).toContain('Awaiting payment');
    expect(orders).toContain('Ọba Oud');
    expect(textOf(await (await browser.get('/cart')).text())).toContain('Your Cart is Empty');
  });
});

describe('a delivery address the shop does not list, posted without JavaScript', () => {
  it('is refused field by field, each message beside its field in plain words, with everything typed kept', async () => {
    const browser = formBrowser(shop.app);
    await browser.post(`/product/${plainProduct}`, { quantity: '1' });
    // the review's order: a misspelt state, an Ibadan area and Ghana, which got the Ibadan fee
    const typed = {
      ...delivery,
      city: 'Ikeja, Lagos',
      state: 'Lagoss',
      area: 'Ibadan North',
      country: 'Ghana',
    };
    const steps = [
      { post: typed, field: 'state', said: messages.unlistedState },
      {
        post: { ...typed, state: 'Lagos' },
        field: 'area',
        said: messages.areaNotInState('Ibadan North', 'Lagos'),
      },
      {
        post: { ...typed, state: 'Lagos', area: 'Elsewhere in Nigeria' },
        field: 'country',
        said: messages.outsideNigeria,
      },
    ];
    for (const { post, field, said } of steps) {
      const answer = await browser.post('/place-order', post);
      expect(answer.status).toBe(400);
      const html = await answer.text();
      const summary = errorSummaryOf(html);
      expect(summary?.links.map(({ text }) => text)).toEqual([said]);
      // the summary's link leads to the field, and the message stands beside it too
      const control = [...html.matchAll(/<(?:select|input)[^>]*>/g)]
        .map(([tag]) => tag)
        .find((tag) => tag.includes(`id="${summary?.links[0]?.id}"`));
      expect(control).toContain(`name="${field}"`);
      expect(control).toContain('aria-invalid="true"');
      expect(textOf(html).split(said)).toHaveLength(3);
      expect(html).toContain('value="Ikeja, Lagos"');
      expect(html).toMatch(new RegExp(`<option[^>]*value="${post.state}"[^>]*selected`));
      expect(html).toMatch(new RegExp(`<option[^>]*value="${post.area}"[^>]*selected`));
      expect(html).toContain(`value="${post.country}"`);
    }
    // Lagos offers no Ibadan area to choose
    expect(
      textOf(await (await browser.post('/place-order', { ...typed, state: 'Lagos' })).text()),
    ).not.toMatch(/Akinyele/);
    const placed = await browser.post('/place-order', {
      ...typed,
      state: 'Lagos',
      area: 'Elsewhere in Nigeria',
      country: 'Nigeria',
    });
    expect(placed.status).toBe(302);
  });
});

describe('a shopper without JavaScript', () => {
  it('logs in, reviews a perfume, and logs out; the pages know them by the cookie meanwhile', async () => {
    const { email, password } = await shop.newShopper('Adé Reviewer');
    const browser = formBrowser(shop.app);
    const login = await browser.post('/login', { intent: 'login', email, password });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/');
    expect(browser.cookies.has('session')).toBe(true);
    // the login page sends a logged-in shopper home; MY ORDERS has the logout button
    expect((await browser.get('/login')).status).toBe(302);
    expect(await (await browser.get('/orders')).text()).toContain('value="logout"');

    const noStars = await browser.post(`/product/${obaOud}`, { comment: 'Lasts all day' });
    expect(noStars.status).toBe(400);
    const noStarsHtml = await noStars.text();
    expect(textOf(noStarsHtml)).toContain(messages.selectRating);
    expect(noStarsHtml).toContain('Lasts all day</textarea>');
    const reviewed = await browser.post(`/product/${obaOud}`, { rating: '5', comment: 'Lasts all day' });
    expect(reviewed.status).toBe(302);
    const product = textOf(await (await browser.get(`/product/${obaOud}`)).text());
    expect(product).toContain(messages.reviewSubmitted);
    expect(product).toContain('Lasts all day');
    // the form now edits the shopper's own review
    expect(product).toContain('Update Review');

    const out = await browser.post('/login', { intent: 'logout' });
    expect(out.headers.get('location')).toBe('/login');
    expect(browser.cookies.has('session')).toBe(false);
    expect(await (await browser.get('/orders')).text()).not.toContain('value="logout"');
  });

  it('an owner or staff member lands on the admin, unless the login was asked for from a page of it', async () => {
    for (const role of ['owner', 'staff'] as const) {
      const { email, password } = await newAccountOf(shop, role);
      const login = await formBrowser(shop.app).post('/login', { intent: 'login', email, password });
      expect(login.headers.get('location'), role).toBe('/admin');
    }
    const { email, password } = await newAccountOf(shop, 'staff', 'Staff From A Link');
    const asked = await formBrowser(shop.app).post(`/login?next=${encodeURIComponent('/admin/orders')}`, {
      intent: 'login',
      email,
      password,
    });
    expect(asked.headers.get('location')).toBe('/admin/orders');
    // logged in, the login page sends them on to the admin too
    const staff = formBrowser(shop.app);
    await staff.post('/login', { intent: 'login', email, password });
    expect((await staff.get('/login')).headers.get('location')).toBe('/admin');
  });

  it('a guest cannot review: the page says to log in', async () => {
    const answer = await formBrowser(shop.app).post(`/product/${obaOud}`, { rating: '4', comment: 'Nice' });
    expect(answer.status).toBe(401);
    expect(textOf(await answer.text())).toContain(messages.loginToReview);
  });

  it('a session cookie that no longer opens a session is dropped, and the page is a guest’s', async () => {
    const browser = formBrowser(shop.app);
    browser.cookies.set('session', 'f'.repeat(64));
    const page = await browser.get('/orders');
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('value="logout"');
    expect(browser.cookies.has('session')).toBe(false);
  });
});

describe('the password forms', () => {
  it('forgot password answers the same sentence, on the page it was asked from', async () => {
    const browser = formBrowser(shop.app);
    const answer = await browser.post('/forgot-password', { email: 'nobody@example.com' });
    expect(answer.headers.get('location')).toBe('/forgot-password');
    expect(textOf(await (await browser.get('/forgot-password')).text())).toContain(messages.resetEmailSent);
  });

  it('reset password says when the two passwords differ, and shows neither', async () => {
    const answer = await formBrowser(shop.app).post('/reset-password/abc', {
      password: 'a long new password',
      confirmPassword: 'another long password',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(textOf(html)).toContain(messages.passwordsDoNotMatch);
    expect(html).not.toContain('a long new password');
    const summary = errorSummaryOf(html);
    expect(summary?.links.map(({ text, id }) => [text, fieldNamed(html, id)])).toEqual([
      [messages.passwordsDoNotMatch, 'confirmPassword'],
    ]);
  });
});

describe('tracking an order', () => {
  it('says when nothing matches, keeping what was typed', async () => {
    const answer = await formBrowser(shop.app).post('/orders', {
      orderId: '0123456789abcdef01234567',
      email: 'ade@example.com',
    });
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain('value="0123456789abcdef01234567"');
    expect(html).toContain('value="ade@example.com"');
  });
});

describe('Refresh Status', () => {
  it('answers with MY ORDERS as the shop has them now', async () => {
    const answer = await formBrowser(shop.app).post('/orders', {
      orderId: '0123456789abcdef01234567',
      intent: 'refresh',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/orders');
  });
});

describe('the checkout review gate without JavaScript', () => {
  it('asks a shopper who has not reviewed the shop first, holds the order, then places it with the review', async () => {
    const { email, password } = await shop.newShopper('Adé Gate');
    const browser = formBrowser(shop.app);
    await browser.post('/login', { intent: 'login', email, password });
    await browser.post(`/product/${plainProduct}`, { quantity: '1' });

    const asked = await browser.post('/place-order', delivery);
    expect(asked.status).toBe(200);
    const askedHtml = await asked.text();
    expect(textOf(askedHtml)).toContain('Review Your Experience');
    expect(askedHtml).toContain(`value="${anAddress.street}"`);

    const noStars = await browser.post('/place-order', {
      ...delivery,
      intent: 'review',
      comment: 'Lovely shop',
    });
    expect(noStars.status).toBe(400);
    expect(textOf(await noStars.text())).toContain(messages.selectRating);
    expect(cartKeysOf(await (await browser.get('/cart')).text())).toHaveLength(1);

    const placed = await browser.post('/place-order', {
      ...delivery,
      intent: 'review',
      rating: '5',
      comment: 'Lovely shop',
    });
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(/^\/orders\?placed=/);
    const reviews = await shop.client().shopReviews();
    expect(reviews.success && reviews.reviews.some((review) => review.comment === 'Lovely shop')).toBe(true);
  });

  it('Skip places the order without a review', async () => {
    const { email, password } = await shop.newShopper('Adé Skips');
    const browser = formBrowser(shop.app);
    await browser.post('/login', { intent: 'login', email, password });
    await browser.post(`/product/${plainProduct}`, { quantity: '1' });
    const placed = await browser.post('/place-order', { ...delivery, intent: 'skip' });
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(/^\/orders\?placed=/);
  });
});

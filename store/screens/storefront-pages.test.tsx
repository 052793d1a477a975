import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkAnswer,
  createShopClient,
  defaultDeliveryRules,
  DEFAULT_ONLINE_DISCOUNT_RATE,
  messages,
  type Order,
  type ProductReview,
  type PublicShopConfig,
} from '../../api';
import { aProduct, anAddress } from '../../api/test/product';
import { AppRoot } from '../app-root';
import type { LoadContext } from '../data/api';
import { routes } from '../routes';

/*
 * Storefront pages as the server renders them, which is also what the browser's first render must repeat when
 * it hydrates them (or React throws the page away: error #418), and all a browser without scripts ever shows.
 */
const config: PublicShopConfig = {
  currency: 'NGN',
  delivery: defaultDeliveryRules,
  onlineDiscountRate: DEFAULT_ONLINE_DISCOUNT_RATE,
  payments: [{ method: 'cod', enabled: true, testMode: false }],
  bankTransfer: { bankName: 'GTBank', accountName: 'Òórùn Ltd', accountNumber: '0123456789', demo: false },
  businessPhone: '2348031234567',
  contact: {
    phone: '+234 803 123 4567',
    email: 'hello@oorun.ng',
    address: 'Bodija, Ibadan',
    directionsUrl: 'https://maps.example/bodija',
    mapEmbedUrl: null,
  },
  chatWidget: null,
  maxUnitsPerProduct: 10,
};

const lastOne = aProduct({ _id: 'durbar', name: 'Durbar Saffron', stock: 1 });
const plenty = aProduct({ _id: 'breeze', name: 'Lekki Breeze', stock: 40 });
const awaiting: Order = {
  _id: '6654e0b2c9d14f7a3b5e8d21',
  date: Date.UTC(2026, 10, 27, 10, 30),
  status: 'pending',
  items: [{ productId: plenty._id, name: plenty.name, quantity: 1, price: 26000, variations: {} }],
  paymentMethod: 'cod',
  payment: false,
  subtotal: 26000,
  deliveryFee: 1500,
  discount: 0,
  amount: 27500,
  address: { ...anAddress, state: 'Oyo', area: 'Ibadan' },
};

let reviews: ProductReview[] = [];
beforeEach(() => {
  reviews = [];
});

function answerTo(path: string): unknown {
  if (path === '/api/config') return { success: true, config };
  if (path === '/api/order/userorders') return { success: true, orders: [awaiting] };
  if (path.startsWith('/api/product/list') || path.startsWith('/api/product/available'))
    return { success: true, products: [lastOne, plenty] };
  const product = [lastOne, plenty].find((candidate) => path === `/api/product/${candidate._id}`);
  if (product) return { success: true, product };
  if (path.startsWith('/api/review/product/')) return { success: true, reviews };
  return null;
}

const shopApi: typeof fetch = async (input) => {
  const answer = answerTo(new URL(String(input)).pathname);
  return new Response(JSON.stringify(answer ?? { success: false, message: 'Not in this test' }), {
    status: answer ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
};

/** A page's HTML with its router at `path`, the history entry holding `state` (the server's is null). */
async function pageHtml(path: string, state: unknown = null) {
  const api = createShopClient({ baseUrl: 'http://127.0.0.1:3000', fetch: shopApi, checkAnswer });
  const requestContext: LoadContext = {
    api,
    publicUrl: 'https://shop.example',
    visitor: { loggedIn: false, staff: false },
    notice: null,
  };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://127.0.0.1:3000${path}`), { requestContext });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const located = { ...context, location: { ...context.location, state } };
  const router = createStaticRouter(handler.dataRoutes, located);
  return renderToString(
    <AppRoot router={<StaticRouterProvider router={router} context={located} hydrate={false} />} />,
  );
}

const times = (html: string, text: string) => html.split(text).length - 1;
/** The page's parts in order, by their data-slot: a short picture of where two renders part ways. */
const partsOf = (html: string) => [...html.matchAll(/data-slot="([^"]+)"/g)].map((match) => match[1]);

describe('MY ORDERS', () => {
  it('reloaded after the checkout, renders first what the server sent (no hydration mismatch)', async () => {
    const server = await pageHtml('/orders');
    expect(server).toContain('PAY BY BANK TRANSFER');
    // the checkout left the order it placed in the history entry, which a reload keeps
    const browser = await pageHtml('/orders', { placedOrderId: awaiting._id });
    expect(partsOf(browser)).toEqual(partsOf(server));
    expect(browser === server).toBe(true);
  });

  it('prints each order reference in a face whose 1, l and I differ, on the card and where to pay', async () => {
    const html = await pageHtml('/orders');
    const faces = [...html.matchAll(/<[^>]*class="([^"]*)"[^>]*>#3b5e8d21</g)].map((match) => match[1]);
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(face).toContain('font-mono');
  });
});

describe('the product page', () => {
  it('says once that there are no reviews yet, under Customer reviews', async () => {
    const html = await pageHtml(`/product/${lastOne._id}`);
    const section = html.slice(html.indexOf('id="reviews"'));
    expect(times(section, 'No reviews yet')).toBe(1);
  });

  it('dates a review in Lagos time, the same day on the server and on a Lagos phone', async () => {
    const lateInLagos = Date.UTC(2026, 0, 5, 23, 30); // 00:30 on 6 January in Lagos
    reviews = [
      {
        _id: 'late-review',
        productId: lastOne._id,
        rating: 5,
        comment: 'Worth the wait.',
        date: lateInLagos,
        user: { name: 'Tolu' },
        verifiedPurchase: false,
      },
    ];
    const html = await pageHtml(`/product/${lastOne._id}`);
    expect(html.match(/<time[^>]*>([^<]*)<\/time>/)?.[1]).toBe('6 Jan 2026');
  });

  it("marks in its HTML, before any script, only the review the server found a buyer's", async () => {
    const review = { productId: lastOne._id, rating: 5, comment: 'Lovely.', date: 0 };
    reviews = [
      { ...review, _id: 'bought', user: { name: 'Bisi' }, verifiedPurchase: true },
      { ...review, _id: 'not-bought', user: { name: 'Kunle' }, verifiedPurchase: false },
    ];
    const html = await pageHtml(`/product/${lastOne._id}`);
    const articleOf = (name: string) =>
      html.split('<article').find((article) => article.includes(`>${name}</h3>`)) ?? '';
    expect(articleOf('Bisi')).toContain('Verified purchase');
    expect(articleOf('Kunle')).not.toContain('Verified purchase');
  });

  it('of the last bottle says why + will not go past 1', async () => {
    const html = await pageHtml(`/product/${lastOne._id}`);
    expect(html).toMatch(/aria-label="Increase quantity"[^>]*disabled/);
    expect(html).toContain(messages.onlyInStock(1));
  });

  it('of a perfume with plenty left says nothing of the stock', async () => {
    const html = await pageHtml(`/product/${plenty._id}`);
    expect(html).not.toContain('available in stock');
  });
});

describe('the home page', () => {
  it('has one newsletter form, the footer’s', async () => {
    const html = await pageHtml('/');
    expect(times(html, 'data-slot="newsletter-form"')).toBe(1);
  });
});

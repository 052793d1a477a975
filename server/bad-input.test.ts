import { describe, expect, it } from 'vitest';
import { endpoints, fillPath, type EndpointName } from '../api';
import { anAddress, productForm } from '../api/test/product';
import { MAX_BODY_BYTES } from './http/body-limits';
import { orderOf } from './test/orders';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/**
 * Every call of the endpoint table gets bad input — malformed JSON, a body that is not JSON, wrong types,
 * unknown fields, a huge body — and must answer a 4xx with `{ success: false, message }`, never a 5xx.
 * The table below must name every endpoint (the type says so), so a new call cannot be forgotten.
 */
const shop = useTestShop();

const EKO = '69395184c0de5a1b0ea1f31a';

type Example = { body: Record<string, unknown> } | { params: Record<string, string> } | { raw: true };

const examples = {
  popup: { params: {} },
  config: { params: {} },
  health: { params: {} },
  productList: { params: {} },
  productAvailable: { params: {} },
  product: { params: { id: EKO } },
  cartGet: { body: {} },
  cartAdd: { body: { itemId: EKO, quantity: 1, variations: {} } },
  cartUpdate: { body: { cartItemKey: EKO, quantity: 1 } },
  cartClear: { body: {} },
  reviewSubmit: { body: { productId: EKO, rating: 5, comment: 'Lovely' } },
  productReviews: { params: { productId: EKO } },
  ownProductReview: { params: { productId: EKO } },
  shopReviewSubmit: { body: { rating: 5, comment: 'Lovely' } },
  shopReviews: { params: {} },
  ownShopReview: { params: {} },
  newsletterSubscribe: { body: { email: 'reader@example.com' } },
  contact: {
    body: { name: 'Ife', email: 'ife@example.com', phone: '', subject: 'Hello', message: 'Hi there' },
  },
  register: { body: { name: 'New', email: 'new-shopper@example.com', password: 'a good password' } },
  login: { body: { email: 'new-shopper@example.com', password: 'a good password' } },
  logout: { body: {} },
  forgotPassword: { body: { email: 'new-shopper@example.com' } },
  resetPassword: { body: { token: 'some-token', password: 'a good password' } },
  changePassword: { body: { currentPassword: 'a good password', newPassword: 'a better password' } },
  logoutEverywhere: { body: {} },
  loginCode: { body: { code: '123456' } },
  loginRecovery: { body: { recoveryCode: '7kq4m-x9trp' } },
  invitation: { body: { token: 'some-token' } },
  acceptInvitation: { body: { token: 'some-token', password: 'a good password' } },
  verifyEmail: { body: { userId: 'some-user', key: 'some-key' } },
  placeOrder: { body: { ...orderOf(EKO), address: anAddress } },
  paystackOrder: { body: { ...orderOf(EKO), address: anAddress } },
  flutterwaveOrder: { body: { ...orderOf(EKO), address: anAddress } },
  userOrders: { body: {} },
  checkoutDetails: { params: {} },
  trackOrder: { body: { orderId: '#2a535483', email: 'ade@example.com' } },
  openOrder: { body: { orderId: EKO, key: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  verifyPaystack: { body: { reference: 'ref', orderId: 'abc' } },
  verifyFlutterwave: { body: { transaction_id: '123', orderId: 'abc' } },
  payNow: { body: { orderId: 'abc' } },
  adminToday: { params: {} },
  adminBusiness: { params: { by: 'week' } },
  adminOrders: {
    body: { status: 'pending', payment: 'unpaid', from: '2026-03-01', search: '#2a535483', limit: 5 },
  },
  adminOrder: { body: { orderId: EKO } },
  adminCustomers: { body: { search: 'adaeze@example.com' } },
  adminCustomer: { body: { key: EKO } },
  adminMarkPaid: { body: { orderId: EKO, reference: 'GTB-TRF-0001' } },
  adminSetStatus: { body: { orderId: EKO, status: 'shipped' } },
  adminOrderNote: { body: { orderId: EKO, note: 'Paid ₦500 short: the rest comes Friday' } },
  adminDeliveryNote: { body: { orderId: EKO, note: 'Rider: Tunde, 0803 555 0101' } },
  adminRefund: { body: { orderId: EKO, amount: 500, method: 'cash', reason: 'Bottle cracked' } },
  adminNewOrder: {
    body: {
      from: 'phone',
      pay: 'cash',
      pickup: true,
      address: { firstName: 'Kemi', lastName: 'Adeyemi', phone: '0803 123 4567' },
      items: [{ productId: EKO, quantity: 1 }],
    },
  },
  adminStatementMatch: { body: { csv: 'Date,Narration,Credit\n25/11/2026,TRF #2a535483,"27,500.00"\n' } },
  adminStatementConfirm: { body: { payments: [{ orderId: EKO, reference: 'GTB-TRF-0001' }] } },
  adminPopup: { params: {} },
  adminSetPopup: { body: { text: 'Free delivery in Ibadan this weekend' } },
  adminReviews: { body: { show: 'hidden', limit: 20 } },
  adminHideReview: { body: { kind: 'product', reviewId: EKO, hidden: true } },
  adminMessages: { body: { show: 'toAnswer', limit: 20 } },
  adminMessage: { body: { messageId: EKO } },
  adminMarkAnswered: { body: { messageId: EKO } },
  adminReply: { body: { messageId: EKO, reply: 'Yes, we deliver to Abuja.' } },
  adminSubscribers: { params: {} },
  adminSettings: { params: {} },
  adminSaveSettings: {
    body: {
      bankName: 'GTBank',
      bankAccountName: 'Òórùn Fragrance House Ltd',
      bankAccountNumber: '0123456789',
      contactPhone: '+234 803 123 4567',
      contactEmail: 'hello@oorun.ng',
      contactAddress: '14 Bodija Market Road, Ibadan',
      whatsAppNumber: '0803 123 4567',
      localDeliveryFee: 1500,
      elsewhereDeliveryFee: 4000,
      freeDeliveryFrom: 100000,
      onlineDiscountPercent: 5,
      transferHoldHours: 48,
      cardReservationMinutes: 30,
      newOrderAlert: 'on',
      lowStockAlert: 'off',
      alertEmails: 'ada@oorun.ng, orders@oorun.ng',
    },
  },
  adminStaff: { params: {} },
  adminInviteStaff: { body: { email: 'new.staff@example.com' } },
  adminRemoveStaff: { body: { id: EKO } },
  adminCancelInvitation: { body: { id: EKO } },
  adminResendInvitation: { body: { id: EKO } },
  adminAudit: {
    body: { actor: 'kemi@example.com', action: 'order.paid', target: '#2a535483', from: '2026-03-01' },
  },
  adminSecurity: { params: {} },
  adminTotpStart: { body: {} },
  adminTotpOn: { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', code: '123456' } },
  adminTotpOff: { body: { code: '123456' } },
  adminRecoveryCodes: { body: { code: '123456' } },
  adminProducts: { body: { search: 'oud' } },
  adminProduct: { body: { productId: EKO } },
  adminSaveProduct: { body: productForm({ images: ['/images/products/oba-oud-1.webp'] }) },
  adminArchiveProduct: { body: { productId: EKO, archived: true } },
  // multipart form data with the picture's file (server/admin-products.test.ts sends real ones)
  adminProductPicture: { raw: true },
  paystackWebhook: { raw: true },
  flutterwaveWebhook: { raw: true },
} as const satisfies Record<EndpointName, Example>;

const names = Object.keys(endpoints) as EndpointName[];
const withBody = names.filter((name) => 'body' in examples[name]);

let token = '';
// an admin call's body is read only for staff: a shopper's is refused (403) before it
let staffToken = '';
// and an owner's call's only for the owner
let ownerToken = '';
const tokenFor = (name: EndpointName) => {
  const endpoint: { auth: string; role?: string } = endpoints[name];
  if (endpoint.auth === 'none') return undefined;
  if (endpoint.role === 'owner') return ownerToken;
  return endpoint.role ? staffToken : token;
};

function expectReadableFailure(response: Awaited<ReturnType<typeof send>>, name: EndpointName) {
  expect(response.status, `${name} answered ${response.status}: ${response.text}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.status, `${name} answered ${response.status}: ${response.text}`).toBeLessThan(500);
  expect(response.json).toMatchObject({ success: false, message: expect.any(String) });
  expect(String(response.json?.message)).not.toMatch(/\n\s+at /);
}

const post = (name: EndpointName, raw: string, contentType = 'application/json') =>
  send(shop.app, 'POST', endpoints[name].path, {
    raw,
    token: tokenFor(name),
    headers: { 'content-type': contentType },
  });

describe('bad input to every endpoint', () => {
  it('covers the whole endpoint table', async () => {
    expect(Object.keys(examples).sort()).toEqual([...names].sort());
    token = (await shop.newShopper()).token;
    staffToken = (await newAccountOf(shop, 'staff')).token;
    ownerToken = (await newAccountOf(shop, 'owner')).token;
  });

  it.each(names.filter((name) => endpoints[name].method === 'POST'))(
    '%s: malformed JSON -> 4xx',
    async (name) => {
      expectReadableFailure(await post(name, '{"email": "a@b.c",'), name);
    },
  );

  it.each(names.filter((name) => endpoints[name].method === 'POST'))(
    '%s: a body that is not JSON -> 4xx',
    async (name) => {
      const response = await post(name, 'email=a@b.c', 'application/x-www-form-urlencoded');
      expectReadableFailure(response, name);
    },
  );

  it.each(names.filter((name) => endpoints[name].method === 'POST'))(
    '%s: a huge body -> 4xx',
    async (name) => {
      const huge = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES + 10) });
      const response = await post(name, huge);
      expectReadableFailure(response, name);
    },
  );

  it.each(withBody)('%s: a body that is not an object -> 400', async (name) => {
    for (const raw of ['[]', '"text"', '42', 'null', 'true']) {
      const response = await post(name, raw);
      expectReadableFailure(response, name);
      expect(response.status).toBe(400);
    }
  });

  it.each(withBody)('%s: an unknown field -> 400 naming it', async (name) => {
    const example = examples[name] as { body: Record<string, unknown> };
    const response = await post(name, JSON.stringify({ ...example.body, isAdmin: true }));
    expectReadableFailure(response, name);
    expect(response.status).toBe(400);
    expect(response.json?.message).toBe('Unknown field: isAdmin.');
  });

  it.each(withBody.filter((name) => Object.keys((examples[name] as { body: object }).body).length > 0))(
    '%s: each field with a wrong type -> 400',
    async (name) => {
      const example = examples[name] as { body: Record<string, unknown> };
      for (const field of Object.keys(example.body)) {
        const wrong = typeof example.body[field] === 'object' ? 42 : { not: 'this' };
        const response = await post(name, JSON.stringify({ ...example.body, [field]: wrong }));
        expectReadableFailure(response, name);
        expect(response.status, `${name}.${field}`).toBe(400);
      }
    },
  );

  it.each(names.filter((name) => endpoints[name].method === 'GET'))(
    '%s: odd path values -> never a 5xx',
    async (name) => {
      const example = examples[name] as { params: Record<string, string> };
      for (const value of ['%E0%A4%A', 'x'.repeat(500), '..%2F..%2Fetc%2Fpasswd', "' or 1=1 --"]) {
        const params = Object.fromEntries(Object.keys(example.params).map((key) => [key, value]));
        const url = fillPath(endpoints[name].path, params).replaceAll('%25', '%');
        const response = await send(shop.app, 'GET', url, { token: tokenFor(name) });
        expect(response.status, `${name} ${url}`).toBeLessThan(500);
        if (response.status >= 400) expectReadableFailure(response, name);
      }
    },
  );
});

describe('the newsletter failure body', () => {
  it('carries `error` too, as the original client reads it', async () => {
    const response = await send(shop.app, 'POST', endpoints.newsletterSubscribe.path, {
      body: { email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      error: 'Please enter a valid email address',
    });
  });
});

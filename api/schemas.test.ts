import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from './endpoints';
import { describeProblem } from './validation';

/** One valid body per call that takes one; every other test breaks it in one way. */
const validBodies: Partial<Record<EndpointName, Record<string, unknown>>> = {
  cartGet: {},
  cartAdd: { itemId: 'p1', quantity: 2, variations: { size: '50ml' } },
  cartUpdate: { cartItemKey: 'p1|size=50ml', quantity: 0 },
  cartClear: {},
  reviewSubmit: { productId: 'p1', rating: 5, comment: 'Lasts all day.' },
  shopReviewSubmit: { rating: 4, comment: 'Quick delivery to Ibadan.' },
  newsletterSubscribe: { email: 'ade@example.com' },
  contact: { name: 'Ade', email: 'ade@example.com', phone: '', subject: 'Wholesale', message: 'Hello' },
  register: { name: 'Ade Bello', email: 'ade@example.com', password: 'harmattan evenings' },
  login: { email: 'ade@example.com', password: 'x' },
  logout: {},
  forgotPassword: { email: 'ade@example.com' },
  resetPassword: { token: 'abc', password: 'harmattan evenings' },
  changePassword: { currentPassword: 'x', newPassword: 'harmattan evenings' },
  logoutEverywhere: {},
  loginCode: { code: '123 456' },
  loginRecovery: { recoveryCode: '7KQ4M X9TRP' },
  invitation: { token: 'abc' },
  acceptInvitation: { token: 'abc', password: 'harmattan evenings' },
  verifyEmail: { userId: 'abc', key: 'def' },
  placeOrder: {
    address: {
      firstName: 'Ade',
      lastName: 'Bello',
      email: 'a@b.ng',
      street: '1 Road',
      city: 'Ibadan',
      zipcode: '200001',
      country: 'Nigeria',
      phone: '08031234567',
    },
    items: [{ productId: 'p1', quantity: 1, variations: {} }],
    amount: 1,
  },
  userOrders: {},
  trackOrder: { orderId: '#2A535483', email: 'ade@example.com' },
  openOrder: { orderId: '6b0000000000000000000001', key: 'AAAAAAAAAAAAAAAAAAAAAA' },
  verifyPaystack: { reference: 'r1', orderId: 'o1' },
  verifyFlutterwave: { transaction_id: 42, orderId: 'o1' },
  payNow: { orderId: 'o1', key: 'abc' },
  adminOrders: {
    status: 'pending',
    payment: 'unpaid',
    from: '2026-11-01',
    to: '2026-11-25',
    search: '#2a535483',
    limit: 20,
  },
  adminOrder: { orderId: '6b0000000000000000000001' },
  adminCustomers: { search: '0803 123 4567', older: '1764400000000:guest-0123456789abcdef', limit: 20 },
  adminCustomer: { key: 'guest-0123456789abcdef0123456789abcdef' },
  adminMarkPaid: { orderId: '6b0000000000000000000001', reference: 'GTB/TRF/0001' },
  adminSetStatus: { orderId: '6b0000000000000000000001', status: 'shipped' },
  adminOrderNote: { orderId: '6b0000000000000000000001', note: 'Rider: Tunde, 0803 123 4567' },
  adminDeliveryNote: { orderId: '6b0000000000000000000001', note: 'Rider: Tunde, arrives Thursday' },
  adminRefund: {
    orderId: '6b0000000000000000000001',
    amount: 23_500,
    method: 'transfer',
    reason: 'Cancelled: out of stock',
  },
  adminNewOrder: {
    from: 'whatsapp',
    pay: 'transfer',
    pickup: false,
    address: {
      firstName: 'Kemi',
      lastName: 'Adeyemi',
      street: '12 Bodija Road',
      city: 'Ibadan',
      state: 'Oyo',
      zipcode: '200001',
      phone: '0803 123 4567',
    },
    items: [{ productId: '6b0000000000000000000001', quantity: 2, variations: { size: '50ml' } }],
  },
  adminStatementMatch: { csv: 'Date,Narration,Credit\n25/11/2026,TRF #2a535483,"27,500.00"\n' },
  adminStatementConfirm: { payments: [{ orderId: '6b0000000000000000000001', reference: 'TRF #2a535483' }] },
  adminSetPopup: { text: 'Free delivery in Ibadan this weekend' },
  adminProducts: { search: 'oud' },
  adminProduct: { productId: '6b0000000000000000000001' },
  adminSaveProduct: {
    name: 'Harmattan Musk',
    description: 'Warm musk for dry evenings',
    basePrice: 45000,
    category: 'Musk',
    bestseller: false,
    stock: 12,
    inStock: true,
    images: ['/pictures/0123456789abcdef0123456789abcdef-480.webp'],
    variations: {
      sizes: [{ size: '50ml', price: 45000 }],
      wrap: { available: true, price: 47500 },
      base: { name: 'Base Scent', options: ['Oud', 'Amber'] },
      side: { name: '', options: [] },
    },
  },
  adminArchiveProduct: { productId: '6b0000000000000000000001', archived: true },
  adminReviews: { show: 'hidden', limit: 20 },
  adminHideReview: { kind: 'shop', reviewId: '6b0000000000000000000001', hidden: false },
  adminMessages: { show: 'answered' },
  adminMessage: { messageId: '6b0000000000000000000001' },
  adminMarkAnswered: { messageId: '6b0000000000000000000001' },
  adminReply: { messageId: '6b0000000000000000000001', reply: 'Yes, we deliver to Abuja.' },
  adminSaveSettings: {
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
    onlineDiscountPercent: 7.5,
    transferHoldHours: 48,
    cardReservationMinutes: 30,
    newOrderAlert: 'on',
    lowStockAlert: 'off',
    alertEmails: 'ada@oorun.ng, orders@oorun.ng',
  },
  adminInviteStaff: { email: 'New.Staff@example.com' },
  adminRemoveStaff: { id: '65cc8110c0de5a1b0ea1f301' },
  adminCancelInvitation: { id: '65cc8110c0de5a1b0ea1f301' },
  adminResendInvitation: { id: '65cc8110c0de5a1b0ea1f301' },
  adminAudit: {
    actor: 'kemi@example.com',
    action: 'order.paid',
    target: '#2a535483',
    from: '2026-03-01',
    older: '1772355600000:12',
  },
  adminTotpStart: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  adminTotpOn: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', code: '123456' },
  adminTotpOff: { code: '123456' },
  adminRecoveryCodes: { code: '123456' },
};
validBodies.paystackOrder = validBodies.placeOrder;
validBodies.flutterwaveOrder = validBodies.placeOrder;

const withBody = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].request !== null,
);

describe('request schemas', () => {
  it('have a valid example for every call that takes a body', () => {
    expect(withBody.filter((name) => !validBodies[name])).toEqual([]);
  });

  describe.each(withBody)('%s', (name) => {
    const schema = endpoints[name].request!;
    const valid = validBodies[name]!;

    it('accepts a valid body', () => {
      expect(schema.safeParse(valid).success).toBe(true);
    });
    it('refuses an unknown field by name', () => {
      const result = schema.safeParse({ ...valid, isAdmin: true });
      expect(result.success).toBe(false);
      expect(describeProblem(result.error!)).toBe('Unknown field: isAdmin.');
    });
    it('refuses a body that is not an object', () => {
      for (const bad of [null, 'hello', 42, []]) {
        const result = schema.safeParse(bad);
        expect(result.success).toBe(false);
        expect(describeProblem(result.error!)).toBe('The request body must be a JSON object.');
      }
    });
    it('refuses each field given the wrong type, with a readable sentence', () => {
      for (const field of Object.keys(valid)) {
        const result = schema.safeParse({ ...valid, [field]: { nested: ['wrong'] } });
        expect(result.success, `${name}.${field}`).toBe(false);
        const sentence = describeProblem(result.error!);
        expect(sentence.length).toBeGreaterThan(5);
        expect(sentence).not.toMatch(/\[object|undefined|ZodError/);
      }
    });
  });
});

describe('messages for the fields a shopper types', () => {
  const problem = (name: EndpointName, body: unknown) => {
    const result = endpoints[name].request!.safeParse(body);
    return result.success ? null : describeProblem(result.error);
  };
  it('explains a bad email, a weak password and a missing name', () => {
    expect(problem('register', { name: 'Ade', email: 'nope', password: 'harmattan evenings' })).toBe(
      'Please enter a valid email address',
    );
    expect(problem('register', { name: 'Ade', email: 'a@b.ng', password: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(problem('register', { name: '  ', email: 'a@b.ng', password: 'harmattan evenings' })).toBe(
      'Full name is required',
    );
  });
  it('refuses a rating outside 1 to 5, a fraction, and a blank or huge comment', () => {
    expect(problem('reviewSubmit', { productId: 'p1', rating: 0, comment: 'x' })).toBe(
      'Please select a rating',
    );
    expect(problem('reviewSubmit', { productId: 'p1', rating: 6, comment: 'x' })).toBe(
      'A rating is at most 5 stars',
    );
    expect(problem('reviewSubmit', { productId: 'p1', rating: 4.5, comment: 'x' })).toMatch(/whole number/);
    expect(problem('reviewSubmit', { productId: 'p1', rating: 4, comment: '   ' })).toBe(
      'Please write a comment',
    );
    expect(problem('reviewSubmit', { productId: 'p1', rating: 4, comment: 'a'.repeat(2001) })).toMatch(
      /at most 2000/,
    );
  });
  it('refuses quantities that are not positive whole numbers in an order', () => {
    const order = validBodies.placeOrder!;
    for (const quantity of [0, -1, 1.5, '2']) {
      const items = [{ productId: 'p1', quantity, variations: {} }];
      expect(problem('placeOrder', { ...order, items })).toMatch(/Quantity|quantity/);
    }
  });
  it('keeps the Flutterwave and Paystack verification messages', () => {
    expect(problem('verifyPaystack', { reference: ' ', orderId: 'o1' })).toBe(
      'Missing reference for Paystack verification',
    );
    expect(problem('verifyFlutterwave', { transaction_id: '', orderId: 'o1' })).toBe(
      'Missing transaction ID for Flutterwave',
    );
  });
});

describe('new passwords', () => {
  it('refuses a common password at sign up and at reset', () => {
    const register = endpoints.register.request.safeParse({
      name: 'Ade',
      email: 'a@b.ng',
      password: 'Password123',
    });
    expect(describeProblem(register.error!)).toMatch(/too common/);
    const reset = endpoints.resetPassword.request.safeParse({ token: 't', password: 'iloveyou1' });
    expect(describeProblem(reset.error!)).toMatch(/too common/);
  });
});

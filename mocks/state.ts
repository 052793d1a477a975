import type {
  AuditEntry,
  CartData,
  ContactMessage,
  Order,
  OrderStatus,
  Product,
  ProductReview,
  ShopConfig,
  ShopReview,
  StaffInvitation,
  StaffRole,
} from '../api';
import { DEFAULT_ONLINE_DISCOUNT_RATE, defaultDeliveryRules } from '../api';
import { catalogue } from './fixtures/catalogue';
import { productReviews, shopReviews } from './fixtures/reviews';
import { demoShoppers } from './fixtures/users';

/**
 * The mock shop's memory: what the real server keeps in its database, held in plain objects so that
 * stories, the mock storefront and tests can walk a whole journey. `resetMockShop()` starts it afresh.
 */

export interface MockShopper {
  id: string;
  name: string;
  email: string;
  /** kept in clear: this is demo data in a browser tab, never a real account */
  password: string;
  /** who may work in /admin; a shopper has none */
  role?: StaffRole;
  /** the email's mailed link was opened: the orders placed with it as a guest join the account */
  emailVerified?: boolean;
}

/** The mock shop's owner: logs in like a shopper and works in /admin. Demo data only. */
export const shopOwner = {
  id: 'demo-owner',
  name: 'Folake Adeyemi',
  email: 'owner@oorun.example',
  password: 'OwnerOfOorun2026!',
  role: 'owner',
} as const satisfies MockShopper;

/** What the mock keeps about an order beyond what the API shows. */
export interface MockOrder extends Order {
  userId: string | null;
  /** the provider's reference (Paystack) or transaction id (Flutterwave) the verify call must bring back */
  paymentReference: string | null;
  /** paid on a provider in test mode (the server's payment sandbox): no money moved */
  paidInSandbox?: boolean;
}

/**
 * Moves a mock order on, stamping the moment each payment and status is reached as the server's database does
 * (its orders_moments trigger): the timeline MY ORDERS shows.
 */
export function moveOrder(
  order: MockOrder,
  change: { payment?: true; status?: OrderStatus },
  at: number = Date.now(),
): void {
  if (change.payment && !order.payment) {
    order.payment = true;
    order.paidAt = at;
  }
  const status = change.status;
  if (!status || status === order.status) return;
  order.status = status;
  if (status === 'shipped') order.shippedAt = at;
  if (status === 'delivered') order.deliveredAt = at;
  if (status === 'cancelled') order.cancelledAt = at;
}

/**
 * `hidden`: the shop hid it in the admin; shoppers no longer see it, its author still does. A mock shopper's
 * review is marked by their orders, as the server marks it; `verifiedPurchase` is only a demo author's, who has none.
 */
export type OwnedProductReview = Omit<ProductReview, 'verifiedPurchase'> & {
  userId: string | null;
  hidden?: boolean;
  verifiedPurchase?: boolean;
};
export type OwnedShopReview = ShopReview & { userId: string | null; hidden?: boolean };

export const mockShopConfig: ShopConfig = {
  currency: 'NGN',
  delivery: { ...defaultDeliveryRules },
  onlineDiscountRate: DEFAULT_ONLINE_DISCOUNT_RATE,
  payments: [
    { method: 'cod', enabled: true, testMode: false },
    { method: 'paystack', enabled: true, testMode: true },
    { method: 'flutterwave', enabled: true, testMode: true },
  ],
  bankTransfer: {
    bankName: 'GTBank',
    accountName: 'Òórùn Fragrance House Ltd',
    accountNumber: '0123456789',
    demo: false,
  },
  businessPhone: '2348031234567',
  contact: {
    phone: '+234 803 123 4567',
    email: 'hello@oorun.ng',
    address: '14 Bodija Market Road, Bodija, Ibadan, Oyo State',
    directionsUrl: 'https://www.google.com/maps/search/?api=1&query=Bodija+Ibadan',
    mapEmbedUrl: null,
  },
  chatWidget: null,
};

export const defaultPopup =
  'Free delivery in Ibadan on orders of ₦100,000 or more. Pay online and get 5% off!';

function freshShop() {
  const shoppers: MockShopper[] = [
    ...demoShoppers.map((shopper, index) => ({ id: `demo-shopper-${index + 1}`, ...shopper })),
    { ...shopOwner },
  ];
  return {
    /** deep-copied so that orders may decrement stock without touching the fixture */
    products: structuredClone<Product[]>(catalogue),
    /** perfumes archived in the admin: out of `products`, so the storefront's calls no longer see them */
    archivedProducts: new Map<string, Product>(),
    shoppers,
    /** session token -> shopper id */
    sessions: new Map<string, string>(),
    /** reset token -> shopper id (the mock sends no mail; tests read it here) */
    resetTokens: new Map<string, string>(),
    /** shopper id -> cartData */
    carts: new Map<string, CartData>(),
    productReviews: productReviews.map((review): OwnedProductReview => ({ ...review, userId: null })),
    shopReviews: shopReviews.map((review): OwnedShopReview => ({ ...review, userId: null })),
    /** email -> when it subscribed (ms) */
    subscribers: new Map<string, number>(),
    contactMessages: Array.of<ContactMessage>(),
    orders: Array.of<MockOrder>(),
    /** money given back on an order: naira, when (ms) */
    refunds: Array.of<{ orderId: string; amount: number; at: number }>(),
    /** the admin's changes, oldest first (the real server's audit log) */
    audit: Array.of<AuditEntry>(),
    /** invitations to the admin not yet followed; `token` is the mailed link's (the mock sends no mail) */
    invitations: Array.of<StaffInvitation & { token: string }>(),
    popup: defaultPopup,
    config: structuredClone(mockShopConfig),
    lastId: 0,
    /** the second the shop opened (was reset), the time part of its ids */
    openedAt: Math.floor(Date.now() / 1000) * 1000,
  };
}

export type MockShop = ReturnType<typeof freshShop>;

/** The one mock shop every handler reads and changes. */
export const shop: MockShop = freshShop();

export function resetMockShop(): void {
  Object.assign(shop, freshShop());
}

/** Sets the announcement the popup call serves ('' for none), as the shop owner's CLI would. */
export function setMockPopup(text: string): void {
  shop.popup = text;
}

/**
 * A 24-hex id in the style of the real database's, unique within this shop. Its last 8 characters, the reference a
 * shopper sees, are the count scrambled (a one-to-one mix), so they read like a real order's ('#9e3779b1'), not
 * '#00000001', and are the same on every run; the time in the middle, the second the shop opened, keeps an id
 * apart from those a device remembers from before a reload of the mock shop, and is the same whatever time the
 * shop took to make it (a story's clock starts at the same second each time).
 */
export function nextId(): string {
  shop.lastId += 1;
  const tail = Math.imul(shop.lastId, 0x9e3779b1) >>> 0;
  return `6b00${shop.openedAt.toString(16).padStart(12, '0')}${tail.toString(16).padStart(8, '0')}`;
}

/** Newest first; among equal dates the later-added first (two orders can share a millisecond). */
export const newestFirst = <T extends { date: number }>(list: readonly T[]): T[] =>
  [...list].reverse().sort((a, b) => b.date - a.date);

export const findProduct = (id: string): Product | undefined => shop.products.find((p) => p._id === id);

export const findShopper = (id: string): MockShopper | undefined => shop.shoppers.find((s) => s.id === id);

export function cartOf(shopperId: string): CartData {
  let cart = shop.carts.get(shopperId);
  if (!cart) {
    cart = {};
    shop.carts.set(shopperId, cart);
  }
  return cart;
}

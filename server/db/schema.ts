import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Address, CartVariations, KeyedIn, MoneyMethod, OrderStatus, PaymentMethod } from '../../api';

/**
 * The shop's one schema, for PGlite and PostgreSQL alike. Money is whole kobo in integer columns
 * (the API speaks naira); times are timestamptz. Ids are 24 hex characters, like the original shop's.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A product's choices as stored: the same shape the API serves, with prices in kobo. */
export interface StoredVariations {
  sizes: { size: string; priceKobo: number }[];
  wrap: { available: boolean; priceKobo: number };
  base: { name: string; options: string[] };
  side: { name: string; options: string[] };
}

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  basePriceKobo: integer('base_price_kobo').notNull(),
  inStock: boolean('in_stock').notNull(),
  /** null: the shop keeps no count, so only inStock limits sales */
  stock: integer('stock'),
  category: text('category').notNull(),
  bestseller: boolean('bestseller').notNull().default(false),
  /** the product's date as the catalogue gives it, ms since epoch (list order is by it) */
  date: bigint('date', { mode: 'number' }).notNull(),
  variations: jsonb('variations').$type<StoredVariations>().notNull(),
  /** archived in the admin: gone from the storefront and its cart, kept for the orders that name it */
  archived: boolean('archived').notNull().default(false),
});

/** Who an account is: a shopper, or one of the shop's own who works in /admin. */
export const accountRoles = ['shopper', 'staff', 'owner'] as const;
export type AccountRole = (typeof accountRoles)[number];

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** lower-cased by the API's email schema before it gets here */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<AccountRole>().notNull().default('shopper'),
    /** the TOTP second factor's secret (base32), once its owner has proved a code from it; null: off */
    totpSecret: text('totp_secret'),
    /** the last TOTP time step a login used: a code is good once (RFC 6238 section 5.2) */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** when the account's mailbox was proved (the mailed link, or an accepted invitation); null: not yet */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('shopper', 'staff', 'owner')`)],
);

/**
 * Two-step login's recovery codes: ten made at once and shown once, each good for one login when the phone is
 * lost. Only a SHA-256 of each is kept (they are long and random, so no slow hash is needed).
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a stolen database cannot be replayed as logins */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * An invitation to work in /admin, pending until its person follows the mailed link (server/services/staff.ts):
 * only then does an account get the role. Accepted or cancelled, the row goes; the audit log keeps the story.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: text('id').primaryKey(),
    /** one pending invitation per email; lower-cased by the API's email schema */
    email: text('email').notNull().unique(),
    role: text('role').$type<Exclude<AccountRole, 'shopper'>>().notNull(),
    /** SHA-256 of the mailed link's token; a new one replaces it when the invitation is sent again */
    tokenHash: text('token_hash').notNull().unique(),
    /** who invited: the owner's email, 'cli' or 'SHOP_OWNER_EMAIL' */
    invitedBy: text('invited_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [check('admin_invitations_role_check', sql`${table.role} in ('staff', 'owner')`)],
);

/**
 * Fixed-window counters for rate limits. They live in the database so that every server process sharing
 * one PostgreSQL counts the same attempts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Every server cart, a shopper's and a guest's alike, so both keep one set of rules (services/cart.ts).
 * `owner` is the shopper's user id or 'guest:' and the SHA-256 of the guest cookie; a guest has no row in
 * users, so there is no foreign key.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    owner: text('owner').notNull(),
    /** cartItemKey(productId, variations) from api/ */
    key: text('key').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    variations: jsonb('variations').$type<CartVariations>().notNull(),
    createdAt: createdAt(),
    /** the last time the cart was used, on every line of it: a guest's cart is forgotten after 30 idle days */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.key] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    /** hidden by the shop in the admin: not shown nor counted in the product's rating */
    hidden: boolean('hidden').notNull().default(false),
  },
  // one review per shopper per product: a second submit edits it
  (table) => [uniqueIndex('reviews_product_user_idx').on(table.productId, table.userId)],
);

export const shopReviews = pgTable('shop_reviews', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
  /** hidden by the shop in the admin: not shown nor counted in the shop's rating */
  hidden: boolean('hidden').notNull().default(false),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/** Small shop-wide values the owner sets in the admin or with the CLI (the announcement popup, the shop's settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** when someone in the admin first opened it; null: new */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  /** when it was marked answered (a reply from the admin marks it); null: still to answer */
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
});

/** One line of an order, priced by the server when the order was placed. */
export interface StoredOrderItem {
  productId: string;
  name: string;
  image?: string;
  quantity: number;
  unitPriceKobo: number;
  variations: CartVariations;
}

/**
 * The delivery address as the checkout validated it (api's `Address`), kept whole in one jsonb column so a new
 * field needs no migration. An order placed before a field existed has none: the answer schema reads it as ''.
 */
export type StoredAddress = Address;

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** null for a guest's order */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the address's email, lower-cased: a guest tracks an order with it */
    email: text('email').notNull(),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    payment: boolean('payment').notNull().default(false),
    status: text('status').$type<OrderStatus>().notNull(),
    // bigint: 999 units on each of a few lines of a dear perfume pass 2^31 kobo (₦21.4 million)
    subtotalKobo: bigint('subtotal_kobo', { mode: 'number' }).notNull(),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    deliveryFeeKobo: bigint('delivery_fee_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /** card orders hold their stock until then; a release job cancels unpaid ones after it */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    /** the payment provider's reference, once a card payment is started */
    paymentReference: text('payment_reference'),
    /** a guest's order: the SHA-256 of the guest cookie it was placed with, so that device lists it */
    guestTokenHash: text('guest_token_hash'),
    createdAt: createdAt(),
    /**
     * When the order was paid, shipped, delivered, cancelled (its timeline): stamped by the database whenever its
     * payment or status changes (migration 0014), whoever changed it; the latest move into each status.
     */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** what the shop told the shopper about the delivery once shipped (the rider, the tracking number) */
    deliveryNote: text('delivery_note'),
    /** an order the shop keyed in from a chat, a call or the counter: where from, how it is paid, picked up */
    keyedIn: jsonb('keyed_in').$type<KeyedIn>(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_guest_idx')
      .on(table.guestTokenHash, table.createdAt)
      .where(sql`${table.guestTokenHash} is not null`),
    index('orders_reserved_idx')
      .on(table.reservedUntil)
      .where(sql`${table.reservedUntil} is not null`),
  ],
);

/**
 * Money received for an order by hand (several transfers, cash at pickup): the order is paid once they add up
 * to its total. A card payment or a one-step "mark paid" keeps no line here; the order's `payment` says it.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    method: text('method').$type<MoneyMethod>().notNull(),
    /** the statement's narration or the receipt's number; '' when none */
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId),
    check('order_payments_amount_check', sql`${table.amountKobo} > 0`),
  ],
);

/** Money given back on an order (a cancelled paid order, a broken bottle): how much, how, why and when. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    method: text('method').$type<MoneyMethod>().notNull(),
    reason: text('reason').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_check', sql`${table.amountKobo} > 0`),
  ],
);

/** A placed order's answer, kept per Idempotency-Key and caller so that a retry places nothing new. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** 'user:<id>' or 'guest:<email>' */
    caller: text('caller').notNull(),
    /** SHA-256 of the request body: the same key with another order is refused */
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.key, table.caller] })],
);

// ---- Card payments (server/payments/) ----

/**
 * Every reference a card order's payment was started under, with the address the shopper pays at: a retry
 * with the same Idempotency-Key gets the same one back, and verify and the webhooks accept any of them, so a
 * payment made on one is never refused. `orders.payment_reference` names the first, then the one paid.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    provider: text('provider').$type<'paystack' | 'flutterwave'>().notNull(),
    reference: text('reference').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the provider's authorization_url or link; null while the provider is still being asked */
    url: text('url'),
    /** started on the built-in sandbox: a payment on it moved no money */
    sandbox: boolean('sandbox').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.reference] }),
    index('payment_references_order_idx').on(table.orderId),
  ],
);

/**
 * The built-in payment sandbox's transactions. In the database, not in memory, so a
 * shopper's test payment survives a restart and works whichever server process serves the payment page.
 * `id` is the provider's transaction id (Flutterwave's transaction_id), random so that no one can walk
 * from theirs to another shopper's; `reference` its reference or tx_ref.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').$type<'paystack' | 'flutterwave'>().notNull(),
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    customerName: text('customer_name'),
    /** Paystack's callback_url or Flutterwave's redirect_url */
    returnUrl: text('return_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'paid' | 'cancelled'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_payments_reference_idx').on(table.provider, table.reference)],
);

/** Webhook events already handled, one per provider reference: a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<'paystack' | 'flutterwave'>().notNull(),
    reference: text('reference').notNull(),
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.reference] })],
);

/**
 * What the shop's own changed, and from what: one line per change, written in the
 * change's transaction. The actor's email is kept beside the id, so a line still says who after the account goes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** in the order written: a history reads oldest first even when two lines share a moment */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** null: the CLI, or an account since deleted */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the account's email, or 'cli' */
    actorEmail: text('actor_email').notNull(),
    /** 'order.paid', 'order.status', 'account.role' */
    action: text('action').notNull(),
    /** 'order:<id>', 'account:<id>' */
    target: text('target').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (table) => [
    index('audit_log_target_idx').on(table.target, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

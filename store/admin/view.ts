import {
  describeVariations,
  formatNaira,
  fromKobo,
  keyedInPayments,
  moneyMethodLabels,
  moneyMethods,
  orderSources,
  orderStatuses,
  shortOrderId,
  townOf,
  whatsAppLink,
  type AdminOrder,
  type AuditEntry,
  type KeyedInPayment,
  type OrderSource,
  type OrderStatus,
  type TakingsPeriod,
} from '../../api';
import { isOneOf, isRecord } from '../../api/guards';
import { settingsFieldLabels } from '../../ui';
import type { AdminOrderSummary, NativeSelectOption, OrderHistoryEntry, ToShipOrder } from '../../ui';
import { orderStatusView } from '../features/order-view';
import { productChangeWords } from './product-view';

/** How the admin names things: statuses in words, orders as rows, audit lines as sentences. */

export const adminPaths = {
  today: '/admin',
  /** the Takings page: what came in, by day; by week or month in the address (filters only) */
  business: '/admin/business',
  takingsBy: (by: TakingsPeriod) => (by === 'day' ? '/admin/business' : `/admin/business?by=${by}`),
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${orderId}`,
  /** an order keyed in for a customer from WhatsApp, a call or the counter */
  newOrder: '/admin/orders/new',
  /** the order's sheet for the parcel, printed on A4 */
  packingSlip: (orderId: string) => `/admin/orders/${orderId}/slip`,
  /** the slips of the orders chosen on the to-ship list, one sheet each: ?order=<id>&order=<id> (ids only) */
  packingSlips: '/admin/orders/slips',
  /** the order's invoice, printed on A4; and the chosen orders' invoices, as packingSlips */
  invoice: (orderId: string) => `/admin/orders/${orderId}/invoice`,
  invoices: '/admin/orders/invoices',
  /** Today's 'awaiting payment' link: only filters in the address, never a shopper's details */
  awaitingPayment: '/admin/orders?status=pending&payment=unpaid',
  toShip: '/admin/orders?status=processing',
  /** a customer's page names them by key only: the account's id or a guest's hash, never an email or a phone */
  customers: '/admin/customers',
  customer: (key: string) => `/admin/customers/${key}`,
  transfers: '/admin/transfers',
  popup: '/admin/popup',
  /** the owner's alone: the shop's people, and the audit log (posted filters: the who is an email) */
  staff: '/admin/staff',
  audit: '/admin/audit',
  /** each account's own second factor */
  security: '/admin/security',
  reviews: '/admin/reviews',
  messages: '/admin/messages',
  /** a message's page names it by id only: it holds the sender's email and phone */
  message: (messageId: string) => `/admin/messages/${messageId}`,
  newMessages: '/admin/messages?show=new',
  subscribers: '/admin/subscribers',
  /** the newsletter's whole list, a file the server makes (server/routes/admin-subscribers.ts) */
  subscribersCsv: '/admin/subscribers.csv',
  /** the owner's alone (api/routes.ts): staff see no link to it */
  settings: '/admin/settings',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (productId: string) => `/admin/products/${productId}`,
} as const;

export const statusWords = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

export const statusOptions = orderStatuses.map((status) => ({
  value: status,
  label: statusWords[status],
})) satisfies NativeSelectOption[];

export const anyStatusOptions = [
  { value: '', label: 'Any status' },
  ...statusOptions,
] satisfies NativeSelectOption[];

export const shopperName = (order: AdminOrder) =>
  `${order.address.firstName} ${order.address.lastName}`.trim() || order.email;

export function orderSummaryOf(order: AdminOrder): AdminOrderSummary {
  const status = orderStatusView(order);
  return {
    orderId: order._id,
    href: adminPaths.order(order._id),
    date: order.date,
    name: shopperName(order),
    total: order.amount,
    statusLabel: status.label,
    statusTone: status.tone,
    paid: order.payment,
    testPayment: order.testPayment,
  };
}

/** An order on the to-ship list: who and where, and what to pack with its options. */
export function toShipOf(order: AdminOrder): ToShipOrder {
  return {
    orderId: order._id,
    href: adminPaths.order(order._id),
    name: shopperName(order),
    destination: [townOf(order.address), order.address.state].filter(Boolean).join(', '),
    lines: order.items.map((item) => ({
      quantity: item.quantity,
      name: item.name,
      options: describeVariations(item.variations) || undefined,
    })),
    paid: order.payment,
    testPayment: order.testPayment,
  };
}

/** Said on a test payment's order page: the sandbox answers card payments until the providers' keys are set. */
export const testPaymentWarning =
  'Paid in the payment sandbox: a test, no money was received. Do not ship this order.';

/** Said on Today under the orders to ship, when some of them were paid in the payment sandbox. */
export const testPaymentsToShipWarning = (count: number) =>
  count === 1
    ? 'TEST: 1 of them was paid in the payment sandbox. No money was received: do not ship it.'
    : `TEST: ${count} of them were paid in the payment sandbox. No money was received: do not ship them.`;

const field = (value: unknown, name: string): unknown => (isRecord(value) ? value[name] : undefined);

/** The shop's people and the popup in words: 'Invited kemi@example.com as staff', 'Turned two-step login on'. */
function peopleWords(entry: AuditEntry): string | null {
  const email = field(entry.after, 'email');
  const whom = typeof email === 'string' ? `${email} ` : '';
  const before = field(entry.before, 'role');
  const after = field(entry.after, 'role');
  if (entry.action === 'account.role') {
    if (after === 'shopper') return `Removed ${whom}from the admin`;
    // since invitations wait for their link, a role is given when its person follows it
    if (field(entry.after, 'invitation') !== undefined)
      return `Accepted the invitation: ${whom}is now ${String(after)}`;
    if (before === null) return `Invited ${whom}as ${String(after)}`;
    return `Made ${whom}${String(after)}`;
  }
  if (entry.action === 'account.invite')
    return field(entry.before, 'sentAt') === undefined
      ? `Invited ${whom}as ${String(after)}`
      : `Sent the invitation to ${whom}again`;
  if (entry.action === 'account.invite.cancel') {
    const cancelled = field(entry.before, 'email');
    return `Cancelled the invitation to ${typeof cancelled === 'string' ? cancelled : 'the admin'}`;
  }
  if (entry.action === 'account.totp')
    return field(entry.after, 'totp') === true ? 'Turned two-step login on' : 'Turned two-step login off';
  if (entry.action === 'account.recovery-login')
    return `Logged in with a recovery code (${String(field(entry.after, 'recoveryCodesLeft'))} left)`;
  if (entry.action === 'account.recovery-codes') return 'Made new recovery codes';
  if (entry.action === 'popup.set') return `Set the popup: "${String(field(entry.after, 'text'))}"`;
  if (entry.action === 'popup.clear') return 'Removed the popup';
  return null;
}

const wordOf = (status: unknown) => (isOneOf(orderStatuses, status) ? statusWords[status] : String(status));

/** A setting's value as the log shows it: blank ones said so, so a cleared bank detail is seen. */
const settingValue = (value: unknown) => (value === '' || value == null ? '(blank)' : String(value));

/** 'Changed Account number: 0123456789 to 0456789012; Local delivery fee (₦): 1500 to 2000' */
function settingsChangeWords(entry: AuditEntry): string {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const changes = Object.keys(after).map(
    (name) =>
      `${settingsFieldLabels[name] ?? name}: ${settingValue(before[name])} to ${settingValue(after[name])}`,
  );
  return changes.length > 0 ? `Changed ${changes.join('; ')}` : 'Saved the settings';
}

/** How money moved by hand, as the money forms offer it. */
export const moneyMethodOptions = moneyMethods.map((method) => ({
  value: method,
  label: moneyMethodLabels[method],
})) satisfies readonly NativeSelectOption[];

const koboWords = (kobo: unknown) => (typeof kobo === 'number' ? formatNaira(fromKobo(kobo)) : '?');

/** How money moved, as a history line says it: 'transfer GTB-0042', 'cash'; a line before methods: a transfer. */
function moneyWords(after: unknown): string {
  const method = field(after, 'method');
  const reference = field(after, 'reference');
  if (method === undefined && typeof reference !== 'string') return '';
  const how = method === 'cash' || method === 'card' ? method : 'transfer';
  return [how, typeof reference === 'string' ? reference : ''].filter(Boolean).join(' ');
}

const keyedInPayWords = {
  transfer: 'bank transfer',
  cash: 'cash at pickup',
  card: 'card link',
} as const satisfies Record<KeyedInPayment, string>;

const keyedInFromWords = {
  whatsapp: 'from WhatsApp',
  phone: 'from a phone call',
  shop: 'in the shop',
} as const satisfies Record<OrderSource, string>;

/** 'Keyed in from WhatsApp: delivery, bank transfer, ₦27,500.00' */
function keyedInWords(after: unknown): string {
  const from = field(after, 'from');
  const pay = field(after, 'pay');
  const total = field(after, 'total');
  return [
    `Keyed in ${isOneOf(orderSources, from) ? keyedInFromWords[from] : 'for a customer'}:`,
    field(after, 'pickup') === true ? 'pickup,' : 'delivery,',
    `${isOneOf(keyedInPayments, pay) ? keyedInPayWords[pay] : 'payment'},`,
    typeof total === 'number' ? formatNaira(total) : '',
  ]
    .join(' ')
    .trim();
}

/** An audit line in words: 'Marked paid (transfer GTB-0042)', 'Status: Processing to Shipped'. */
export function whatWasDone(entry: AuditEntry): string {
  if (entry.action === 'order.paid') {
    const how = moneyWords(entry.after);
    return how ? `Marked paid (${how})` : 'Marked paid';
  }
  if (entry.action === 'order.payment')
    return `Part payment of ${koboWords(field(entry.after, 'amountKobo'))} (${moneyWords(entry.after)}); ${koboWords(
      field(entry.after, 'owedKobo'),
    )} still owed`;
  if (entry.action === 'order.refund')
    return `Refunded ${koboWords(field(entry.after, 'amountKobo'))} (${moneyWords(entry.after)}): ${String(
      field(entry.after, 'reason'),
    )}`;
  if (entry.action === 'order.keyed-in') return keyedInWords(entry.after);
  if (entry.action === 'order.status')
    return `Status: ${wordOf(field(entry.before, 'status'))} to ${wordOf(field(entry.after, 'status'))}`;
  if (entry.action === 'order.note') return `Note: ${String(field(entry.after, 'note'))}`;
  if (entry.action === 'order.delivery-note')
    return `Told the shopper about the delivery: ${String(field(entry.after, 'note'))}`;
  if (entry.action === 'settings.change') return settingsChangeWords(entry);
  const people = peopleWords(entry);
  if (people) return people;
  const product = productChangeWords(entry);
  if (product) return product;
  return entry.action;
}

export const historyOf = (entries: readonly AuditEntry[]): OrderHistoryEntry[] =>
  entries.map((entry) => ({ at: entry.at, who: entry.actor, what: whatWasDone(entry) }));

/** What an unpaid order waits for: a cash order keyed in at the counter is paid when it is collected. */
function awaitedPayment(order: AdminOrder): string {
  if (order.keyedIn?.pay === 'cash') return 'visit: pay in cash when you pick it up';
  return order.keyedIn?.pay === 'card' || order.paymentMethod !== 'cod' ? 'card payment' : 'bank transfer';
}

/** What the shop tells the shopper about their order's status, ready to send from the shop's WhatsApp. */
export function statusMessage(order: AdminOrder): string {
  const greeting = order.address.firstName ? `Hello ${order.address.firstName}` : 'Hello';
  const reference = shortOrderId(order._id);
  if (order.status === 'pending' && !order.payment)
    return `${greeting}, your order ${reference} is waiting for your ${awaitedPayment(order)}.`;
  return `${greeting}, your order ${reference} is now ${statusWords[order.status]}.`;
}

/** A chat with the shopper on their phone, the status message typed in; none without a phone. */
export const whatsAppToShopper = (order: AdminOrder): string | null =>
  order.address.phone.trim() ? whatsAppLink(order.address.phone, statusMessage(order)) : null;

import { fromKobo, toKobo, type AdminCustomerAnswer, type Customer } from '../../api';
import { answer, handleForStaff, refuse } from '../handle';
import type { MockOrder } from '../state';
import { findShopper, newestFirst, shop } from '../state';
import { adminOrderOf, matchesSearch, moneyOf } from './admin';

/**
 * The admin's customers as the mock works them out, by the server's rules (server/services/customers.ts): an
 * account each, a guest each by email, else by phone; what the shop kept of their money, the sandbox's test
 * payments counting nothing.
 */

// the server's sentence (server/services/customers.ts)
const noSuchCustomer = 'There is no such customer: they may have been joined to an account since.';

/** Whose an order is: the account, the guest's email, or their phone's last ten digits. */
const whose = (order: MockOrder) =>
  order.userId !== null
    ? `account:${order.userId}`
    : order.address.email
      ? `email:${order.address.email.toLowerCase()}`
      : `phone:${order.address.phone.replace(/\D/g, '').slice(-10)}`;

/** An opaque key for a guest (the server's is a keyed SHA-256; any stable hash will do in a browser tab). */
export function guestKey(who: string): string {
  let hash = 0x811c9dc5;
  let key = '';
  for (let round = 0; round < 4; round += 1) {
    for (const letter of `${round}${who}`) hash = Math.imul(hash ^ letter.charCodeAt(0), 0x01000193) >>> 0;
    key += hash.toString(16).padStart(8, '0');
  }
  return `guest-${key}`;
}

/** What the shop kept of an order, kobo: received less refunded; nothing for a test payment. */
const keptKobo = (order: MockOrder) => {
  if (order.payment && order.paidInSandbox === true) return 0;
  const money = moneyOf(order);
  return toKobo(money.received) - toKobo(money.refunded);
};

type MockCustomer = AdminCustomerAnswer['customer'] & { orderList: MockOrder[] };

/** Every customer, the latest to order first (then by key, as the server pages them). */
function everyCustomer(): MockCustomer[] {
  const groups = new Map<string, MockOrder[]>();
  for (const order of newestFirst(shop.orders))
    groups.set(whose(order), [...(groups.get(whose(order)) ?? []), order]);
  return [...groups.entries()]
    .map(([who, orderList]) => {
      const latest = orderList[0]!;
      const account = latest.userId === null ? undefined : findShopper(latest.userId);
      return {
        key: latest.userId ?? guestKey(who),
        account: latest.userId !== null,
        name: account?.name ?? `${latest.address.firstName} ${latest.address.lastName}`.trim(),
        email: account?.email ?? latest.address.email,
        phone: latest.address.phone,
        orders: orderList.length,
        spent: fromKobo(orderList.reduce((sum, order) => sum + keptKobo(order), 0)),
        lastOrderAt: latest.date,
        address: structuredClone(latest.address),
        orderList,
      };
    })
    .sort((a, b) => b.lastOrderAt - a.lastOrderAt || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
}

const shown = ({ address: _address, orderList: _orders, ...customer }: MockCustomer): Customer => customer;

export const adminCustomersHandlers = [
  handleForStaff('adminCustomers', ({ body }) => {
    const [at = '0', after = ''] = (body.older ?? '').split(':');
    const found = everyCustomer().filter(
      (customer) =>
        (!body.search || customer.orderList.some((order) => matchesSearch(order, body.search!))) &&
        (!body.older ||
          customer.lastOrderAt < Number(at) ||
          (customer.lastOrderAt === Number(at) && customer.key < after)),
    );
    const page = found.slice(0, body.limit);
    const last = page.at(-1);
    return answer('adminCustomers', {
      success: true,
      customers: page.map(shown),
      older: found.length > body.limit && last ? `${last.lastOrderAt}:${last.key}` : null,
    });
  }),

  handleForStaff('adminCustomer', ({ body }) => {
    const customer = everyCustomer().find((one) => one.key === body.key);
    if (!customer) return refuse('adminCustomer', 404, noSuchCustomer);
    const { orderList, ...rest } = customer;
    return answer('adminCustomer', { success: true, customer: rest, orders: orderList.map(adminOrderOf) });
  }),
];

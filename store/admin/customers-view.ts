import { formatDay, formatNaira, type Customer } from '../../api';
import type { CustomerRow, Figure } from '../../ui';
import { adminPaths } from './view';

/** How the admin shows its customers: a row each, and a customer's figures at the top of their page. */

/** What the figures count, said on both pages in one sentence (docs/decisions/061-customers.md). */
export const whatCustomersCount =
  'Orders count every order placed, cancelled ones too; spent is what the shop received, less refunds, ' +
  'with test payments left out.';

export const customerRowOf = ({ key, ...customer }: Customer): CustomerRow => ({
  ...customer,
  href: adminPaths.customer(key),
});

export const customerFigures = (customer: Customer): Figure[] => [
  { label: 'Orders', value: String(customer.orders) },
  { label: 'Spent', value: formatNaira(customer.spent), note: 'received, less refunds' },
  { label: 'Last order', value: formatDay(customer.lastOrderAt) },
];

import { type ComponentProps } from 'react';

import type { Customer } from '../../api';
import { formatOrderDate } from '../checkout/order-format';
import { ShopLink } from '../lib/link';
import { formatPrice } from '../lib/money';
import { Badge } from '../primitives/badge';
import { AdminRows, adminRowClass } from './admin-rows';

type CustomerRow = Omit<Customer, 'key'> & {
  /** where the customer's page is */
  href: string;
};

type CustomerListProps = Omit<ComponentProps<'ul'>, 'children'> & { customers: readonly CustomerRow[] };

const columns = 'md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_5rem_9rem_8rem] md:items-center md:gap-4';
const headings = [
  { label: 'Name' },
  { label: 'Email or phone' },
  { label: 'Orders', end: true },
  { label: 'Spent', end: true },
  { label: 'Last order' },
];

/**
 * Customers as the admin scans them: a row each on a laptop (name, contact, orders, spent, last order, under one
 * header line), a card each on a phone. The name is the link to the customer's page; a guest is marked so.
 */
function CustomerList({ customers, className, ...props }: CustomerListProps) {
  return (
    <AdminRows columns={columns} headings={headings} slot="customer-list" className={className} {...props}>
      {customers.map((customer) => (
        <li
          key={customer.href}
          data-slot="customer"
          aria-label={customer.name || 'A customer without a name'}
          className={adminRowClass(columns)}
        >
          <span className="col-span-2 flex min-w-0 flex-wrap items-center gap-2 md:col-span-1">
            <ShopLink
              href={customer.href}
              className="font-semibold break-words text-primary underline-offset-4 hover:underline"
            >
              {customer.name || 'No name given'}
            </ShopLink>
            {!customer.account && <Badge tone="neutral">Guest</Badge>}
          </span>
          <span className="col-span-2 text-sm break-all text-muted-foreground md:col-span-1">
            {customer.email || customer.phone}
          </span>
          <span className="text-sm text-muted-foreground md:text-right md:text-base md:text-foreground">
            {customer.orders === 1 ? '1 order' : `${customer.orders} orders`}
          </span>
          <span className="text-right font-medium tabular-nums text-foreground">
            {formatPrice(customer.spent)}
          </span>
          <time
            dateTime={new Date(customer.lastOrderAt).toISOString()}
            className="col-span-2 text-sm text-muted-foreground md:col-span-1"
          >
            <span className="md:sr-only">Last order </span>
            {formatOrderDate(customer.lastOrderAt)}
          </time>
        </li>
      ))}
    </AdminRows>
  );
}

export { CustomerList, type CustomerListProps, type CustomerRow };

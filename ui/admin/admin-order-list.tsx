import { type ComponentProps } from 'react';

import { ShopLink } from '../lib/link';
import { formatPrice } from '../lib/money';
import { type Tone } from '../lib/tones';
import { StatusDot } from '../primitives/status-dot';
import { formatOrderDate, shortOrderId } from '../checkout/order-format';
import { AdminRows, adminRowClass } from './admin-rows';
import { PaymentBadge } from './payment-badge';

type AdminOrderSummary = {
  orderId: string;
  /** where the order's page is */
  href: string;
  /** ms since epoch */
  date: number;
  name: string;
  total: number;
  statusLabel: string;
  statusTone: Tone;
  paid: boolean;
  /** paid in the built-in payment sandbox: marked TEST, as no money was received */
  testPayment?: boolean;
};

type AdminOrderListProps = Omit<ComponentProps<'ul'>, 'children'> & { orders: readonly AdminOrderSummary[] };

const columns = 'md:grid-cols-[7rem_7rem_minmax(0,1fr)_8rem_9rem_5rem] md:items-center md:gap-4';
const headings = [
  { label: 'Order' },
  { label: 'Date' },
  { label: 'Name' },
  { label: 'Total', end: true },
  { label: 'Status' },
  { label: 'Payment' },
];

/**
 * Orders as the admin scans them: a row each on a laptop (reference, date, name, total, status, payment, under
 * one header line), a card each on a phone. The reference is the link to the order; a payment made in the payment
 * sandbox is marked TEST.
 */
function AdminOrderList({ orders, className, ...props }: AdminOrderListProps) {
  return (
    <AdminRows columns={columns} headings={headings} slot="admin-order-list" className={className} {...props}>
      {orders.map((order) => (
        <li
          key={order.orderId}
          data-slot="admin-order"
          aria-label={`Order ${shortOrderId(order.orderId)}`}
          className={adminRowClass(columns)}
        >
          <ShopLink
            href={order.href}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {shortOrderId(order.orderId)}
          </ShopLink>
          <time
            dateTime={new Date(order.date).toISOString()}
            className="text-right text-sm text-muted-foreground md:text-left"
          >
            {formatOrderDate(order.date)}
          </time>
          <span className="truncate text-foreground">{order.name}</span>
          <span className="text-right font-medium tabular-nums text-foreground">
            {formatPrice(order.total)}
          </span>
          <StatusDot tone={order.statusTone}>{order.statusLabel}</StatusDot>
          <PaymentBadge
            paid={order.paid}
            testPayment={order.testPayment}
            className="justify-self-end md:justify-self-start"
          />
        </li>
      ))}
    </AdminRows>
  );
}

export { AdminOrderList, type AdminOrderListProps, type AdminOrderSummary };

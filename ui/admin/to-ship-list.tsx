import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Checkbox } from '../primitives/checkbox';
import { shortOrderId } from '../checkout/order-format';
import { PaymentBadge } from './payment-badge';

/** One line of an order to pack: how many of which perfume, with its options in words. */
type PackingLine = { quantity: number; name: string; options?: string };

type ToShipOrder = {
  orderId: string;
  /** where the order's page is */
  href: string;
  name: string;
  /** the town and state it goes to, as the rider plans the round */
  destination: string;
  lines: readonly PackingLine[];
  paid: boolean;
  /** paid in the built-in payment sandbox: marked TEST, never to be shipped */
  testPayment?: boolean;
};

type ToShipListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  orders: readonly ToShipOrder[];
  /** the checkboxes' name: the form around the list posts the chosen orders' ids under it */
  name: string;
  /** the ids ticked when the list shows (a refused post shows the same choice again) */
  chosen?: readonly string[];
};

/**
 * The orders to ship as the packer reads them on packing day: a card each with a box to choose it, who and where
 * it goes, and every line with its options, so the parcels can be packed from the list. The form around it acts
 * on the chosen ones (print their slips, mark them shipped).
 */
function ToShipList({ orders, name, chosen = [], className, ...props }: ToShipListProps) {
  return (
    <ul data-slot="to-ship-list" className={cn('grid gap-3 md:grid-cols-2', className)} {...props}>
      {orders.map((order) => {
        const reference = shortOrderId(order.orderId);
        return (
          <li
            key={order.orderId}
            data-slot="to-ship-order"
            aria-label={`Order ${reference}`}
            className="grid content-start gap-3 rounded-xl border border-border bg-card p-4 shadow-card"
          >
            <div className="flex items-start justify-between gap-3">
              <Checkbox
                name={name}
                value={order.orderId}
                defaultChecked={chosen.includes(order.orderId)}
                label={`Choose ${reference}`}
                description={`${order.name}, ${order.destination}`}
              />
              <PaymentBadge paid={order.paid} testPayment={order.testPayment} className="shrink-0" />
            </div>
            <ul aria-label={`To pack for ${reference}`} className="grid gap-1 border-t border-border pt-3">
              {order.lines.map((line, index) => (
                <li key={`${line.name}-${index}`} className="flex gap-3">
                  <span className="w-8 shrink-0 text-right font-semibold tabular-nums">{line.quantity}×</span>
                  <span className="min-w-0">
                    <span className="block text-foreground">{line.name}</span>
                    {line.options && (
                      <span className="block text-sm text-muted-foreground">{line.options}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <ShopLink
              href={order.href}
              className="justify-self-start text-sm font-medium text-primary underline underline-offset-4"
            >
              Open order {reference}
            </ShopLink>
          </li>
        );
      })}
    </ul>
  );
}

export { ToShipList, type PackingLine, type ToShipListProps, type ToShipOrder };

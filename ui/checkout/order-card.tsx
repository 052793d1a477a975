import { type ComponentProps, type ReactNode } from 'react';

import type { OrderTimelineStep } from '../../api/rules/order-timeline';

import { cn } from '../lib/cn';
import { type Tone } from '../lib/tones';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { Price } from '../primitives/price';
import { StatusDot } from '../primitives/status-dot';
import { DetailRow } from './detail-row';
import { formatOrderDate, shortOrderId } from './order-format';
import { OrderReference } from './order-reference';
import { OrderTimeline } from './order-timeline';
import { Icon } from '../primitives/icon';

/** One item as the order card lists it; the store describes the variations (api describeVariations). */
type OrderCardItem = {
  name: string;
  quantity: number;
  variationText?: string;
};

type OrderCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** The full order id; the card shows its last 8 characters. */
  orderId: string;
  /** ms since epoch, or a Date. */
  date: number | Date;
  /** 'Delivered'; the store maps the status onto its words and its tone (delivered success, shipped info,
   *  processing warning, cancelled danger, anything else neutral). */
  statusLabel: string;
  statusTone: Tone;
  /** Where the order stands, step by step with its days (api orderTimeline); not shown when absent. */
  timeline?: readonly OrderTimelineStep[];
  /** What the shop said about the delivery once shipped: the rider, the tracking number. */
  deliveryNote?: string;
  items: readonly OrderCardItem[];
  paymentMethodLabel: string;
  /** true: 'Paid'; false: 'Pending'. */
  paid: boolean;
  total: number;
  onRefresh?: () => void;
  /**
   * Where Refresh Status posts (with the order's `orderId`) before, or without, the page's scripts; with
   * them, `onRefresh` answers instead. The button shows when either is given.
   */
  refreshAction?: string;
  refreshing?: boolean;
  /** A wa.me chat with the shop, the order's reference typed in. */
  whatsappHref?: string;
  /** Pay now, for an unpaid card order: the screen's form (ui PayNowForm), first of the card's actions. */
  payNow?: ReactNode;
  /** The heading level that fits the page outline; h2 by default (under the page's MY ORDERS). */
  headingAs?: 'h2' | 'h3';
};

/**
 * One order in MY ORDERS: id, date, status, its timeline, the shop's word on the delivery, items, payment, total, Pay now while a card payment is due, a button
 * to ask the shop again for its status, and a WhatsApp chat about it.
 */
function OrderCard({
  orderId,
  date,
  statusLabel,
  statusTone,
  timeline,
  deliveryNote,
  items,
  paymentMethodLabel,
  paid,
  total,
  onRefresh,
  refreshAction,
  refreshing = false,
  whatsappHref,
  payNow,
  headingAs: Heading = 'h2',
  className,
  ...props
}: OrderCardProps) {
  const reference = shortOrderId(orderId);

  return (
    <article
      data-slot="order-card"
      aria-label={`Order ${reference}`}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6', className)}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <Heading className="text-lg font-semibold text-foreground tabular-nums">
            Order <OrderReference orderId={orderId} />
          </Heading>
          <time dateTime={new Date(date).toISOString()} className="text-sm text-muted-foreground">
            {formatOrderDate(date)}
          </time>
        </div>
        <StatusDot tone={statusTone}>{statusLabel}</StatusDot>
      </header>

      {timeline && <OrderTimeline steps={timeline} />}

      {deliveryNote && (
        <p
          data-slot="order-card-delivery-note"
          className="flex items-start gap-2 rounded-md bg-primary-soft px-4 py-3 text-sm text-foreground wrap-anywhere"
        >
          <Icon name="truck" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium">About the delivery: </span>
            {deliveryNote}
          </span>
        </p>
      )}

      <ul data-slot="order-card-items" className="grid gap-2 border-y border-border py-3">
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="grid gap-0.5">
            <span className="text-foreground">
              {item.name} <span className="text-muted-foreground">× {item.quantity}</span>
            </span>
            {item.variationText && (
              <span className="text-sm text-muted-foreground">{item.variationText}</span>
            )}
          </li>
        ))}
      </ul>

      <dl className="grid sm:grid-cols-3 sm:gap-6">
        <DetailRow term="Payment method" className="sm:block sm:[&_dd]:text-left">
          {paymentMethodLabel}
        </DetailRow>
        <DetailRow term="Payment status" className="sm:block sm:[&_dd]:text-left">
          <Badge tone={paid ? 'success' : 'warning'}>{paid ? 'Paid' : 'Pending'}</Badge>
        </DetailRow>
        <DetailRow term="Total" className="sm:block sm:[&_dd]:text-left">
          <Price amount={total} size="lg" />
        </DetailRow>
      </dl>

      {payNow}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {(onRefresh || refreshAction) && (
          <form method="post" action={refreshAction}>
            <input type="hidden" name="orderId" value={orderId} />
            <Button
              type="submit"
              name="intent"
              value="refresh"
              variant="outline"
              size="sm"
              busy={refreshing}
              busyLabel="Refreshing..."
              onClick={
                onRefresh &&
                ((event) => {
                  event.preventDefault();
                  onRefresh();
                })
              }
            >
              {!refreshing && <Icon name="refresh-cw" />}
              Refresh Status
            </Button>
          </form>
        )}
        {whatsappHref && (
          <Button asChild variant="link" className="gap-1.5">
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" />
              Ask about this order on WhatsApp
              <span className="sr-only"> (opens WhatsApp in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}

export { OrderCard, type OrderCardItem, type OrderCardProps };

import type { ComponentProps } from 'react';

import type { MoneyMethod, OrderMoney } from '../../api';
import { formatOrderDate } from '../checkout/order-format';
import { DetailRow } from '../checkout/detail-row';
import { cn } from '../lib/cn';
import { formatPrice } from '../lib/money';

type OrderMoneySummaryProps = Omit<ComponentProps<'div'>, 'children'> & {
  money: OrderMoney;
  /** 'Bank transfer', 'Cash', 'Card', as the store words them. */
  methodLabels: Readonly<Record<MoneyMethod, string>>;
};

function MoneyLines({
  title,
  lines,
}: {
  title: string;
  lines: { key: string; amount: number; words: string }[];
}) {
  if (lines.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium text-foreground">{title}</h3>
      <ul className="grid gap-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex flex-wrap justify-between gap-x-4 wrap-anywhere">
            <span className="text-muted-foreground">{line.words}</span>
            <span className="ml-auto tabular-nums">{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What came in and went back on an order: each payment and refund recorded by hand, and what was received,
 * refunded and is still owed. A card payment has no line of its own; "Received" counts it.
 */
function OrderMoneySummary({ money, methodLabels, className, ...props }: OrderMoneySummaryProps) {
  const when = (at: number) => formatOrderDate(at);
  return (
    <div data-slot="order-money-summary" className={cn('grid gap-3', className)} {...props}>
      <dl className="divide-y divide-border">
        <DetailRow term="Received">{formatPrice(money.received)}</DetailRow>
        {money.refunded > 0 && <DetailRow term="Refunded">{formatPrice(money.refunded)}</DetailRow>}
        {money.owed > 0 && (
          <DetailRow term="Still owed" className="font-semibold">
            {formatPrice(money.owed)}
          </DetailRow>
        )}
      </dl>
      <MoneyLines
        title="Payments"
        lines={money.payments.map((payment, index) => ({
          key: `p${index}`,
          amount: payment.amount,
          words: [methodLabels[payment.method], payment.reference, when(payment.at)]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <MoneyLines
        title="Refunds"
        lines={money.refunds.map((refund, index) => ({
          key: `r${index}`,
          amount: refund.amount,
          words: [methodLabels[refund.method], refund.reason, when(refund.at)].join(' · '),
        }))}
      />
    </div>
  );
}

export { OrderMoneySummary, type OrderMoneySummaryProps };

import { type ComponentProps, type ReactNode } from 'react';

import { type DeliveryRules } from '../../api';
import { formatPercent, formatPrice } from '../lib/money';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';
import { Icon, type IconName } from '../primitives/icon';

/** What the section says of the shop's delivery rule (`config.delivery`): its fees and times, not the local areas. */
type DeliveryTerms = Pick<
  DeliveryRules,
  'localCity' | 'localFee' | 'freeDeliveryFrom' | 'elsewhereFee' | 'localDays' | 'elsewhereDays'
>;

type DeliveryPaymentInfoProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  delivery: DeliveryTerms;
  /** The online-payment discount as a fraction (0.05); leave it out when no online payment is offered. */
  onlineDiscountRate?: number;
  tone?: 'plain' | 'surface';
};

type Point = { icon: IconName; title: string; text: ReactNode };

function PointList({ title, points }: { title: string; points: readonly Point[] }) {
  return (
    <div className="rounded-xl border border-border bg-card p-6 shadow-card sm:p-8">
      <h3 className="font-display text-display-sm">{title}</h3>
      <ul className="mt-6 grid gap-5">
        {points.map(({ icon, title: pointTitle, text }) => (
          <li key={pointTitle} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-pill bg-primary-soft text-primary">
              <Icon name={icon} className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{pointTitle}</p>
              <p className="mt-1 text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How orders travel and how they are paid, in the shop's real terms: delivery times and fees from the one
 * delivery rule (docs/decisions/024-one-delivery-fee-rule.md), the online-payment discount, and payment before
 * dispatch.
 */
function DeliveryPaymentInfo({
  heading,
  delivery,
  onlineDiscountRate,
  tone,
  ...props
}: DeliveryPaymentInfoProps) {
  const deliveryPoints: Point[] = [
    {
      icon: 'map-pin',
      title: `${delivery.localCity}: ${delivery.localDays}`,
      text: `Delivery costs ${formatPrice(delivery.localFee)}, and is free on orders of ${formatPrice(delivery.freeDeliveryFrom)} or more.`,
    },
    {
      icon: 'truck',
      title: `Elsewhere in Nigeria: ${delivery.elsewhereDays}`,
      text: `Sent with our logistics partner for ${formatPrice(delivery.elsewhereFee)}.`,
    },
  ];
  const paymentPoints: Point[] = [
    ...(onlineDiscountRate
      ? [
          {
            icon: 'credit-card',
            title: `Pay online: ${formatPercent(onlineDiscountRate)} off`,
            text: 'Card or bank payment at checkout takes the discount off your subtotal, and your order is prepared first.',
          } satisfies Point,
        ]
      : []),
    {
      icon: 'banknote',
      title: 'Payment before dispatch',
      text: 'Prefer a bank transfer? We show our account details after you place the order. Send the proof of payment and we dispatch once it is confirmed.',
    },
  ];

  return (
    <MarketingSection heading={heading} tone={tone} {...props}>
      <div className="grid gap-6 lg:grid-cols-2">
        <PointList title="Delivery" points={deliveryPoints} />
        <PointList title="Payment" points={paymentPoints} />
      </div>
    </MarketingSection>
  );
}

export { DeliveryPaymentInfo, type DeliveryPaymentInfoProps, type DeliveryTerms };

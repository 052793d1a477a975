import { type ComponentProps } from 'react';

import { type DeliveryRules } from '../../api';
import { cn } from '../lib/cn';
import { formatPercent, formatPrice } from '../lib/money';
import { Icon, type IconName } from '../primitives/icon';

/** What the block says of the shop's delivery rule (/api/config): its fees and times, not the local areas. */
type DeliveryFees = Pick<
  DeliveryRules,
  'localCity' | 'localDays' | 'elsewhereDays' | 'localFee' | 'freeDeliveryFrom' | 'elsewhereFee'
>;

type DeliveryInfoProps = ComponentProps<'section'> & {
  delivery: DeliveryFees;
  /** The online-payment discount, 0.05 for 5%. */
  onlineDiscountRate: number;
  headingLevel?: 'h2' | 'h3';
};

/** The product page's delivery and payment block; every figure comes from the shop's config. */
function DeliveryInfo({
  delivery,
  onlineDiscountRate,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: DeliveryInfoProps) {
  const rows: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'map-pin',
      title: `${delivery.localCity}: ${formatPrice(delivery.localFee)}`,
      text: `${delivery.localDays}. Free delivery in ${delivery.localCity} on orders of ${formatPrice(delivery.freeDeliveryFrom)} or more.`,
    },
    {
      icon: 'truck',
      title: `Elsewhere in Nigeria: ${formatPrice(delivery.elsewhereFee)}`,
      text: `${delivery.elsewhereDays} with our logistics partner.`,
    },
    // a shop that gives no discount for paying online says nothing of one
    onlineDiscountRate > 0
      ? {
          icon: 'credit-card',
          title: `${formatPercent(onlineDiscountRate)} off when you pay online`,
          text: 'Paystack and Flutterwave orders get the discount and are dispatched first. Pay-before-delivery orders ship once your bank transfer is confirmed.',
        }
      : {
          icon: 'credit-card',
          title: 'Pay online or before delivery',
          text: 'Paystack and Flutterwave orders are dispatched first. Pay-before-delivery orders ship once your bank transfer is confirmed.',
        },
  ];

  return (
    <section
      data-slot="delivery-info"
      className={cn('grid gap-4 rounded-lg bg-surface p-5 sm:p-6', className)}
      {...props}
    >
      <Heading className="font-display text-2xl text-foreground">Delivery Information</Heading>
      <ul className="grid gap-4">
        {rows.map(({ icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-text" />
            <div className="grid gap-0.5">
              <p className="font-semibold text-foreground">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { DeliveryInfo, type DeliveryFees, type DeliveryInfoProps };

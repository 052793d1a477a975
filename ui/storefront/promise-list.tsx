import { BadgeCheck, Hourglass, ShieldCheck, Truck } from 'lucide-react';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

/** The delivery times from the shop's config (api/ DeliveryRules fits as it is). */
type DeliveryTimes = { localCity: string; localDays: string; elsewhereDays: string };

type PromiseListProps = ComponentProps<'ul'> & { delivery: DeliveryTimes };

/** What the house promises on every product page (DESIGN.md decision 13 for the delivery times). */
function PromiseList({ delivery, className, ...props }: PromiseListProps) {
  const promises = [
    { icon: BadgeCheck, text: '100% authentic fragrances, made by our house' },
    { icon: Hourglass, text: 'Long-lasting scents from premium ingredients' },
    { icon: ShieldCheck, text: 'Secure payment' },
    {
      icon: Truck,
      text: `Delivery: ${delivery.localCity} ${delivery.localDays}, elsewhere ${delivery.elsewhereDays}`,
    },
  ];
  return (
    <ul data-slot="promise-list" className={cn('grid gap-3', className)} {...props}>
      {promises.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 text-sm text-foreground">
          <Icon aria-hidden="true" className="mt-px size-5 shrink-0 text-accent-text" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export { PromiseList, type DeliveryTimes, type PromiseListProps };

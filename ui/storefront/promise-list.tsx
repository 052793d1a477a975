import { type ComponentProps } from 'react';

import { type DeliveryRules } from '../../api';
import { cn } from '../lib/cn';
import { Icon, type IconName } from '../primitives/icon';

/** What the list says of the shop's delivery rule: its times, not its fees. */
type DeliveryTimes = Pick<DeliveryRules, 'localCity' | 'localDays' | 'elsewhereDays'>;

type PromiseListProps = ComponentProps<'ul'> & { delivery: DeliveryTimes };

/**
 * What the house promises on every product page, with the real delivery times
 * (docs/decisions/023-food-shop-leftovers-replaced.md).
 */
function PromiseList({ delivery, className, ...props }: PromiseListProps) {
  const promises: { icon: IconName; text: string }[] = [
    { icon: 'badge-check', text: '100% authentic fragrances, made by our house' },
    { icon: 'hourglass', text: 'Long-lasting scents from premium ingredients' },
    { icon: 'shield-check', text: 'Secure payment' },
    {
      icon: 'truck',
      text: `Delivery: ${delivery.localCity} ${delivery.localDays}, elsewhere ${delivery.elsewhereDays}`,
    },
  ];
  return (
    <ul data-slot="promise-list" className={cn('grid gap-3', className)} {...props}>
      {promises.map(({ icon, text }) => (
        <li key={text} className="flex items-start gap-3 text-sm text-foreground">
          <Icon name={icon} className="mt-px size-5 shrink-0 text-accent-text" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export { PromiseList, type DeliveryTimes, type PromiseListProps };

import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { shortOrderId } from './order-format';

type OrderReferenceProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The full order id; the reference is its last 8 characters ('#2a535483'). */
  orderId: string;
};

/**
 * An order's reference as a shopper copies it into a bank transfer or a message: in a monospace face, where 1, l
 * and I differ (the display face's 1 reads as an I), at whatever size and weight it sits in.
 */
function OrderReference({ orderId, className, ...props }: OrderReferenceProps) {
  return (
    <span
      data-slot="order-reference"
      translate="no"
      className={cn('font-mono tracking-normal tabular-nums', className)}
      {...props}
    >
      {shortOrderId(orderId)}
    </span>
  );
}

export { OrderReference, type OrderReferenceProps };

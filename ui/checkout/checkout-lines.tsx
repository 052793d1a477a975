import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Price } from '../primitives/price';

const UNKNOWN_PRODUCT = 'Unknown Product';

/** One line being bought, or one that cannot be; the checkout machine's checkoutLines fits as it is. */
type CheckoutLineItem = {
  key: string;
  /** Absent when the product is no longer sold: the line reads 'Unknown Product', as in the cart. */
  name?: string;
  /** 'Base: Oud, Size: 50ml' (api's describeVariations); empty when there are no choices. */
  options?: string;
  quantity: number;
  /** The line's price in naira; absent when it cannot be known (the product is gone). */
  price?: number;
  /** Why the line cannot be bought ('Only 2 available in stock'): it is struck through and not charged. */
  problem?: string;
};

type CheckoutLinesProps = Omit<ComponentProps<'ul'>, 'children'> & {
  lines: readonly CheckoutLineItem[];
};

/**
 * What the order holds, in the checkout's summary: each line's name, choices, quantity and price. A line that
 * cannot be bought stays in the list, struck through, with why and 'not in this order', so nothing vanishes.
 */
function CheckoutLines({ lines, className, ...props }: CheckoutLinesProps) {
  return (
    <ul
      data-slot="checkout-lines"
      aria-label="Items in your order"
      className={cn('divide-y divide-border', className)}
      {...props}
    >
      {lines.map(({ key, name = UNKNOWN_PRODUCT, options, quantity, price, problem }) => (
        <li
          key={key}
          data-slot="checkout-line"
          data-unavailable={problem ? true : undefined}
          className="flex items-start justify-between gap-4 py-3"
        >
          <div className="grid min-w-0 gap-0.5">
            <p className={cn('font-medium text-foreground', problem && 'text-muted-foreground line-through')}>
              {name}
            </p>
            {options && <p className="text-sm text-muted-foreground">{options}</p>}
            <p className="text-sm text-muted-foreground">Quantity: {quantity}</p>
            {problem && (
              <p data-slot="checkout-line-problem" className="text-sm font-medium text-danger">
                {problem}: not in this order
              </p>
            )}
          </div>
          {price !== undefined && (
            <Price amount={price} unavailable={Boolean(problem)} unavailableLabel="Not charged:" />
          )}
        </li>
      ))}
    </ul>
  );
}

export { CheckoutLines, type CheckoutLineItem, type CheckoutLinesProps };

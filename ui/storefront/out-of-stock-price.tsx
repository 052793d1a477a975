import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Price, type PriceProps } from '../primitives/price';
import { currentlyUnavailable } from './words';

type OutOfStockPriceProps = ComponentProps<'span'> & {
  /** In naira: what it costs when in stock. */
  amount: number;
  size?: PriceProps['size'];
};

/**
 * An out-of-stock perfume's price: struck through, with 'Currently unavailable' in words beside it, as its card
 * says. A price struck through alone reads as a sale; the words say why it is struck.
 */
function OutOfStockPrice({ amount, size, className, ...props }: OutOfStockPriceProps) {
  return (
    <span
      data-slot="out-of-stock-price"
      className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)}
      {...props}
    >
      <Price amount={amount} size={size} unavailable unavailableLabel="Usually" />
      <span className="text-sm font-semibold text-foreground">{currentlyUnavailable}</span>
    </span>
  );
}

export { OutOfStockPrice, type OutOfStockPriceProps };

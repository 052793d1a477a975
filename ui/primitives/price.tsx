import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { formatPrice } from '../lib/money';

const priceVariants = cva('whitespace-nowrap tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm font-medium',
      md: 'text-base font-semibold',
      lg: 'text-xl font-semibold',
      xl: 'text-2xl font-semibold tracking-tight sm:text-3xl',
    },
    unavailable: {
      false: 'text-foreground',
      true: 'text-muted-foreground line-through decoration-1',
    },
  },
  defaultVariants: { size: 'md', unavailable: false },
});

type PriceProps = Omit<ComponentProps<'data'>, 'value' | 'children'> &
  VariantProps<typeof priceVariants> & {
    /** In naira (the API's unit), e.g. 12500 -> '₦12,500.00'. */
    amount: number;
    /** Read before a struck-through price, which a screen reader would otherwise read as a normal one. */
    unavailableLabel?: string;
  };

/** A naira amount: the ₦ sign and two decimals. `unavailable` strikes it through (out of stock). */
function Price({
  amount,
  size,
  unavailable,
  unavailableLabel = 'Unavailable:',
  className,
  ...props
}: PriceProps) {
  return (
    <data
      data-slot="price"
      value={amount.toFixed(2)}
      className={cn(priceVariants({ size, unavailable }), className)}
      {...props}
    >
      {unavailable && <span className="sr-only">{unavailableLabel} </span>}
      {formatPrice(amount)}
    </data>
  );
}

export { Price, type PriceProps };

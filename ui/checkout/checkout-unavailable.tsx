import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { CheckoutLines, type CheckoutLineItem } from './checkout-lines';
import { Icon } from '../primitives/icon';

type CheckoutUnavailableProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** What the shopper is told first: that nothing can be bought, or that some lines are left out. */
  title: ReactNode;
  /** The lines that cannot be bought, each with why. */
  lines: readonly CheckoutLineItem[];
  /** The way back to the cart, where a line is mended or removed. */
  cartLabel?: string;
  cartHref?: string;
  /** Nothing in the cart can be bought: the way to the cart is the page's one action, and looks it. */
  blocking?: boolean;
};

/**
 * The checkout's word, as it opens, on cart lines that cannot be bought (sold out, no longer sold, more than
 * the stock left), so the shopper learns it before filling the form: which lines, why, and the way to the cart.
 */
function CheckoutUnavailable({
  title,
  lines,
  cartLabel = 'Back to cart',
  cartHref = '/cart',
  blocking = false,
  className,
  ...props
}: CheckoutUnavailableProps) {
  const titleId = useId();
  return (
    <section
      data-slot="checkout-unavailable"
      aria-labelledby={titleId}
      className={cn(
        'grid gap-3 rounded-xl border border-warning-dot bg-card p-5 shadow-card sm:p-6',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="flex items-start gap-2 font-semibold text-foreground">
        <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-warning" />
        {title}
      </h2>
      <CheckoutLines lines={lines} aria-label="Items that cannot be bought" />
      <Button asChild variant={blocking ? 'primary' : 'link'} className="justify-self-start">
        <ShopLink href={cartHref}>{cartLabel}</ShopLink>
      </Button>
    </section>
  );
}

export { CheckoutUnavailable, type CheckoutUnavailableProps };

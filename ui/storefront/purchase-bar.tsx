import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

type PurchaseBarProps = ComponentProps<'div'> & {
  /** The live price, repeated beside the button while the bar is a bar (below md). */
  price: ReactNode;
};

/**
 * ADD TO CART within a thumb's reach on a phone. Below md the price and the form's own button ride
 * at the bottom of the screen (position: sticky) and settle last in the flex column around them (order-last),
 * so the page gives them the column that holds it all: they stay in sight from the first screen to the end of
 * the page and then stop above the footer, covering neither the page's last lines nor the footer's links. The
 * button stays where it is in the form, so it is read and reached by Tab right after the quantity.
 * From md up it is no bar: its button sits in the row it is placed in, the price copy hidden.
 */
function PurchaseBar({ price, className, children, ...props }: PurchaseBarProps) {
  return (
    <div
      data-slot="purchase-bar"
      className={cn(
        'max-md:sticky max-md:bottom-0 max-md:z-30 max-md:order-last max-md:flex max-md:items-center max-md:gap-3',
        'max-md:border-t max-md:border-border max-md:bg-background/95 max-md:pt-3 max-md:backdrop-blur-sm',
        // across the page's side padding (px-gutter, sm:px-6), the home indicator of a buttonless phone kept clear
        'max-md:-mx-gutter max-md:px-gutter sm:max-md:-mx-6 sm:max-md:px-6',
        'max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        'md:contents',
        className,
      )}
      {...props}
    >
      <div data-slot="purchase-bar-price" className="shrink-0 md:hidden">
        {price}
      </div>
      {children}
    </div>
  );
}

export { PurchaseBar, type PurchaseBarProps };

import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';

type BlockHeadingProps = ComponentProps<'h2'> & {
  /** The heading level that fits the page outline; h2 by default. */
  as?: 'h2' | 'h3';
};

/** The spaced capitals over a checkout block: 'DELIVERY INFORMATION', 'PAYMENT METHOD', 'CART TOTALS'. */
function BlockHeading({ as: Heading = 'h2', className, ...props }: BlockHeadingProps) {
  return (
    <Heading
      data-slot="block-heading"
      className={cn('label-caps text-sm text-foreground sm:text-base', className)}
      {...props}
    />
  );
}

export { BlockHeading, type BlockHeadingProps };

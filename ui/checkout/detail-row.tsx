import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';

type DetailRowProps = Omit<ComponentProps<'div'>, 'children'> & {
  term: ReactNode;
  children: ReactNode;
};

/** One 'term ... value' line of a description list (totals, bank details). Put it inside a <dl>. */
function DetailRow({ term, className, children, ...props }: DetailRowProps) {
  return (
    <div
      data-slot="detail-row"
      className={cn('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2', className)}
      {...props}
    >
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="ml-auto text-right text-foreground">{children}</dd>
    </div>
  );
}

export { DetailRow, type DetailRowProps };

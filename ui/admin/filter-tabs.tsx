import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';

type FilterTab = {
  /** the list with this filter ('/admin/reviews?show=hidden'): a filter only, never a shopper's details */
  href: string;
  label: string;
  current: boolean;
};

type FilterTabsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** what the tabs filter ('Which reviews') */
  label: string;
  tabs: readonly FilterTab[];
};

/** A list's filters as links (they work without scripts and can be bookmarked); the current one is marked. */
function FilterTabs({ label, tabs, className, ...props }: FilterTabsProps) {
  return (
    <nav data-slot="filter-tabs" aria-label={label} className={cn('overflow-x-auto', className)} {...props}>
      <ul className="flex w-max gap-1 rounded-lg border border-border bg-card p-1">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <ShopLink
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground',
                'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                tab.current && 'bg-primary-soft text-primary',
              )}
            >
              {tab.label}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { FilterTabs, type FilterTab, type FilterTabsProps };

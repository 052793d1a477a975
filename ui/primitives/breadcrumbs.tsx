import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Icon } from './icon';

type Crumb = {
  label: ReactNode;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
};

type BreadcrumbsProps = ComponentProps<'nav'> & {
  items: readonly Crumb[];
};

/** The trail to the current page: Home › Collection › Oud Royale. Wraps on a narrow phone. */
function Breadcrumbs({ items, className, 'aria-label': label = 'Breadcrumb', ...props }: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" aria-label={label} className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-x-1 text-muted-foreground">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={index} data-slot="breadcrumb" className="inline-flex items-center gap-1">
              {current || !item.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={cn('py-3', current && 'font-medium text-foreground')}
                >
                  {item.label}
                </span>
              ) : (
                <ShopLink
                  href={item.href}
                  className="inline-flex min-h-touch items-center underline-offset-4 hover:text-foreground hover:underline"
                >
                  {item.label}
                </ShopLink>
              )}
              {!current && <Icon name="chevron-right" className="size-3.5 text-ivory-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumbs, type BreadcrumbsProps, type Crumb };

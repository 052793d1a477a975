import { cva } from 'class-variance-authority';
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Icon } from '../primitives/icon';

const navLinkVariants = cva(
  'inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-muted',
  {
    variants: {
      current: {
        true: 'bg-primary-soft text-primary',
        false: 'text-foreground',
      },
    },
    defaultVariants: { current: false },
  },
);

type AdminNavItem = { href: string; label: string; current?: boolean };

type AdminFrameProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The shop's name, beside 'Admin'. */
  shopName: string;
  nav: readonly AdminNavItem[];
  /** Where 'View shop' leads. */
  shopHref?: string;
  /** The log-out form (a post the server handles). */
  logout?: ReactNode;
  /** Above the page: the sentence a form's answer left. */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * The admin's own frame, not the storefront's header and footer: the shop's name and 'Admin', the admin's
 * sections, a way back to the shop and out. On a phone the sections are one row under the name that scrolls
 * sideways, this page's section brought into view; from the small breakpoint on they wrap.
 */
function AdminFrame({
  shopName,
  nav,
  shopHref = '/',
  logout,
  notice,
  className,
  children,
  ...props
}: AdminFrameProps) {
  const sections = useRef<HTMLUListElement>(null);
  // the row shows this page's section wherever it is in the row, before the first paint (the row alone
  // scrolls, never the page)
  useLayoutEffect(() => {
    const row = sections.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    row.scrollTo({
      left: row.scrollLeft + box.left - rowBox.left - (rowBox.width - box.width) / 2,
      behavior: 'instant',
    });
  }, [nav]);
  return (
    <div
      data-slot="admin-frame"
      className={cn('flex min-h-dvh flex-col bg-background', className)}
      {...props}
    >
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden"
      >
        Skip to content
      </a>
      {/* a printed admin page (an order, a packing slip) is the page alone */}
      <header data-slot="admin-header" className="border-b border-border bg-card print:hidden">
        <div className="mx-auto flex w-full max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex items-baseline gap-2 font-display text-xl text-foreground">
            {shopName}
            <span className="label-caps text-xs text-muted-foreground">Admin</span>
          </p>
          {nav.length > 0 && (
            // a row of its own at every width: the admin's screens outnumber what fits beside the shop's name; on
            // a phone one row that scrolls, not four rows pushing the page down
            <nav aria-label="Admin" className="order-last w-full">
              <ul
                ref={sections}
                className="-mx-4 flex gap-1 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:p-0"
              >
                {nav.map((item) => (
                  <li key={item.href}>
                    <ShopLink
                      href={item.href}
                      aria-current={item.current ? 'page' : undefined}
                      className={navLinkVariants({ current: Boolean(item.current) })}
                    >
                      {item.label}
                    </ShopLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            <a href={shopHref} className={cn(navLinkVariants(), 'gap-1.5')}>
              View shop
              <Icon name="external-link" className="size-4" />
            </a>
            {logout}
          </div>
        </div>
      </header>
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        {/* one column no wider than the screen: a wide part (a preview, a long address) shrinks or wraps */}
        <div className="mx-auto grid w-full max-w-page grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:px-8">
          {notice}
          {children}
        </div>
      </main>
    </div>
  );
}

export { AdminFrame, type AdminFrameProps, type AdminNavItem };

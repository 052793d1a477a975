import type { ReactNode } from 'react';
import type { AdminOrder, PublicShopConfig } from '../../api';
import { Button, OrderReference, ShopLink, formatOrderDate } from '../../ui';
import { useHydrated } from '../../ui/lib/use-hydrated';
import { shop } from '../content/shop';

/** What every printed sheet of an order is given (a packing slip, an invoice). */
export interface SheetProps {
  order: AdminOrder;
  titleId: string;
  /** h2 when the sheets are a set under one heading */
  titleAs?: 'h1' | 'h2';
  /** the shop's public settings (its address and bank), for the sheets that print them */
  config: PublicShopConfig | null;
}

/** Print, and the way back: on the screen only. The browser's own Print works before the scripts run. */
export function PrintBar({ back }: { back: { href: string; label: string } }) {
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      {hydrated && (
        <Button type="button" onClick={() => window.print()}>
          Print
        </Button>
      )}
      <ShopLink href={back.href} className="text-primary underline underline-offset-4">
        {back.label}
      </ShopLink>
    </div>
  );
}

/**
 * One order's sheet, a page of its own on paper: the shop's name (and `from`, what else the sheet says of the
 * shop) beside the sheet's title, the order's reference and the day it was placed; then `children`, given
 * `named`, which names a part as a region on a lone sheet (in a set the names would repeat, and regions must
 * differ).
 */
export function PrintedSheet({
  title,
  order,
  titleId,
  titleAs: Title = 'h1',
  from,
  children,
}: Omit<SheetProps, 'config'> & {
  title: string;
  from?: ReactNode;
  children: (named: (label: string) => { 'aria-label'?: string }) => ReactNode;
}) {
  const named = (label: string) => (Title === 'h1' ? { 'aria-label': label } : {});
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-6 print:break-after-page print:text-black print:last:break-after-auto"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-border pb-4">
        <div className="grid gap-0.5 text-sm">
          <p className="font-display text-2xl">{shop.fullName}</p>
          {from}
        </div>
        <div className="sm:text-right print:text-right">
          <Title id={titleId} className="font-display text-display-sm">
            {title}
          </Title>
          <p>
            Order <OrderReference orderId={order._id} />
          </p>
          <p className="text-sm">
            Placed <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
          </p>
        </div>
      </header>
      {children(named)}
    </article>
  );
}

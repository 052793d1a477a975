import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { Price } from '../primitives/price';
import { DetailRow } from './detail-row';
import { BlockHeading } from './block-heading';

type CartTotalsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The amounts in naira, as api's orderTotals computed them. */
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** While the address is not known: the fee rule to show instead of a fee ('Ibadan ₦1,500, free from
   *  ₦100,000; elsewhere ₦4,000'); the total is then before delivery. */
  deliveryRule?: ReactNode;
  /** The online-payment discount; no line when 0 or absent. */
  discount?: number;
  discountLabel?: ReactNode;
  title?: ReactNode;
  /** What sits between the title and the amounts: the lines being bought, at checkout. */
  summary?: ReactNode;
  /** What sits under the total: the PROCEED TO CHECKOUT link by default, a PLACE ORDER button at checkout,
   *  or nothing with `null`. */
  action?: ReactNode;
  /** Where the default action goes. */
  checkoutHref?: string;
};

/** The totals box: subtotal, shipping fee, an online-payment discount when there is one, and the total. */
function CartTotals({
  subtotal,
  deliveryFee,
  total,
  deliveryRule,
  discount = 0,
  discountLabel = 'Online payment discount (5%)',
  title = 'CART TOTALS',
  summary,
  action,
  checkoutHref = '/place-order',
  className,
  ...props
}: CartTotalsProps) {
  const freeDelivery = deliveryFee === 0 && subtotal > 0 && !deliveryRule;

  return (
    <section
      data-slot="cart-totals"
      aria-label={typeof title === 'string' ? title : undefined}
      className={cn('grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6', className)}
      {...props}
    >
      <BlockHeading>{title}</BlockHeading>
      {summary}
      <dl className="divide-y divide-border">
        <DetailRow term="Subtotal">
          <Price amount={subtotal} />
        </DetailRow>
        <DetailRow term="Shipping Fee">
          {deliveryRule ? (
            <span
              data-slot="cart-totals-rule"
              className="block max-w-48 text-right text-xs text-muted-foreground"
            >
              {deliveryRule}
            </span>
          ) : freeDelivery ? (
            <span className="font-semibold text-success">Free</span>
          ) : (
            <Price amount={deliveryFee} />
          )}
        </DetailRow>
        {discount > 0 && (
          <DetailRow term={discountLabel}>
            <span className="font-semibold text-success">
              −<Price amount={discount} className="text-success" />
            </span>
          </DetailRow>
        )}
        <DetailRow
          term={
            <span className="font-semibold text-foreground">
              {deliveryRule ? 'Total before delivery' : 'Total'}
            </span>
          }
          className="pt-3"
        >
          <Price amount={total} size="lg" />
        </DetailRow>
      </dl>
      {action === undefined ? (
        <Button asChild fullWidth size="lg">
          <ShopLink href={checkoutHref}>PROCEED TO CHECKOUT</ShopLink>
        </Button>
      ) : (
        action
      )}
    </section>
  );
}

export { CartTotals, type CartTotalsProps };

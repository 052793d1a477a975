import { type CartTotalsProps, CartTotals } from './cart-totals';
import { type CheckoutLineItem, CheckoutLines } from './checkout-lines';
import { PlaceOrderButton, type PlaceOrderButtonProps } from './place-order-button';

type CheckoutSummaryProps = Omit<CartTotalsProps, 'action' | 'checkoutHref' | 'summary'> & {
  /** The cart's lines, those that cannot be bought among them (marked, and not charged). */
  lines?: readonly CheckoutLineItem[];
  placing?: boolean;
  checking?: boolean;
  /** Leave out to let the button submit the checkout's <form> (it is type="submit"). */
  onPlaceOrder?: PlaceOrderButtonProps['onClick'];
};

/**
 * The checkout's summary box: the lines being bought, the totals, and PLACE ORDER under the total. On a wide
 * screen the box stays in view beside the form, so a long list scrolls inside it and PLACE ORDER stays visible.
 */
function CheckoutSummary({
  lines,
  placing,
  checking,
  onPlaceOrder,
  title = 'ORDER SUMMARY',
  ...props
}: CheckoutSummaryProps) {
  return (
    <CartTotals
      data-slot="checkout-summary"
      title={title}
      summary={
        lines &&
        lines.length > 0 && (
          <CheckoutLines
            lines={lines}
            // a list that scrolls is reached and scrolled from the keyboard too
            tabIndex={0}
            className="focus-ring-inset rounded-md lg:max-h-[40vh] lg:overflow-y-auto"
          />
        )
      }
      action={<PlaceOrderButton type="submit" placing={placing} checking={checking} onClick={onPlaceOrder} />}
      {...props}
    />
  );
}

export { CheckoutSummary, type CheckoutSummaryProps };

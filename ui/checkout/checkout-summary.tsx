import { type CartTotalsProps, CartTotals } from './cart-totals';
import { PlaceOrderButton, type PlaceOrderButtonProps } from './place-order-button';

type CheckoutSummaryProps = Omit<CartTotalsProps, 'action' | 'checkoutHref'> & {
  placing?: boolean;
  checking?: boolean;
  /** Leave out to let the button submit the checkout's <form> (it is type="submit"). */
  onPlaceOrder?: PlaceOrderButtonProps['onClick'];
};

/** The checkout's totals box with PLACE ORDER under the total. */
function CheckoutSummary({
  placing,
  checking,
  onPlaceOrder,
  title = 'ORDER TOTALS',
  ...props
}: CheckoutSummaryProps) {
  return (
    <CartTotals
      data-slot="checkout-summary"
      title={title}
      action={<PlaceOrderButton type="submit" placing={placing} checking={checking} onClick={onPlaceOrder} />}
      {...props}
    />
  );
}

export { CheckoutSummary, type CheckoutSummaryProps };

import { type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { Price } from '../primitives/price';
import { Spinner } from '../primitives/spinner';
import { DetailRow } from './detail-row';
import { formatOrderDate } from './order-format';
import { OrderReference } from './order-reference';
import { Icon } from '../primitives/icon';

type VerifyLinks = {
  ordersHref?: string;
  shopHref?: string;
  contactHref?: string;
};

type VerifyState =
  | { status: 'pending' }
  | {
      status: 'success';
      orderId: string;
      /** In naira: shown with the ₦ sign (never the euro sign this screen once showed). */
      amount: number;
      date: number | Date;
      /** Seconds until the machine takes the shopper to /orders; it owns the timer. */
      secondsLeft: number;
    }
  | {
      status: 'failed';
      /** The server's message or api verificationFailureMessage's. */
      message: ReactNode;
      /** For the support conversation, when known. */
      orderId?: string;
    };

type VerifyResultProps = Omit<ComponentProps<'section'>, 'children'> &
  VerifyLinks & {
    state: VerifyState;
    /**
     * Not paid: Pay now for the same order (the screen's ui PayNowForm), never a new checkout that would place a
     * second one. Without it (no order known) MY ORDERS is offered, where each unpaid order has its own.
     */
    payNow?: ReactNode;
  };

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

/** The /verify screen's three states: checking with the provider, paid, or not paid with what to do next. */
function VerifyResult({
  state,
  ordersHref = '/orders',
  shopHref = '/products',
  contactHref = '/contact',
  payNow,
  className,
  ...section
}: VerifyResultProps) {
  const frame = cn(
    'mx-auto grid w-full max-w-lg justify-items-center gap-5 px-4 py-10 text-center',
    className,
  );
  const continueShopping = (
    <Button asChild variant="outline">
      <ShopLink href={shopHref}>Continue Shopping</ShopLink>
    </Button>
  );

  if (state.status === 'pending') {
    return (
      <section
        data-slot="verify-result"
        data-status="pending"
        aria-busy="true"
        className={frame}
        {...section}
      >
        <Spinner size="lg" label="Checking your payment" />
        <h1 className="font-display text-display-sm text-foreground">Verifying Payment</h1>
        <p className="text-muted-foreground">
          Please wait while we confirm your payment. Do not close this page.
        </p>
      </section>
    );
  }

  if (state.status === 'success') {
    return (
      <section data-slot="verify-result" data-status="success" className={frame} {...section}>
        <Icon name="circle-check" className="size-16 text-success" />
        <h1 className="font-display text-display-sm text-foreground">Payment Successful!</h1>
        <dl className="w-full divide-y divide-border rounded-xl border border-border bg-card px-5 py-2 text-left">
          <DetailRow term="Order">
            <OrderReference orderId={state.orderId} />
          </DetailRow>
          <DetailRow term="Amount">
            <Price amount={state.amount} />
          </DetailRow>
          <DetailRow term="Date">{formatOrderDate(state.date)}</DetailRow>
        </dl>
        {/* Not live: a screen reader announcing every second would drown out the buttons. */}
        <p data-slot="verify-countdown" className="text-sm text-muted-foreground">
          Taking you to your orders in {seconds(state.secondsLeft)}
        </p>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <ShopLink href={ordersHref}>View My Orders</ShopLink>
          </Button>
          {continueShopping}
        </div>
      </section>
    );
  }

  return (
    <section data-slot="verify-result" data-status="failed" className={frame} {...section}>
      <Icon name="circle-x" className="size-16 text-danger" />
      <h1 className="font-display text-display-sm text-foreground">Payment Failed</h1>
      <p role="alert" className="text-danger">
        {state.message}
      </p>
      <div className="w-full rounded-xl border border-border bg-card p-5 text-left">
        <h2 className="font-semibold text-foreground">What to do next</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          <li>
            Check your bank app before paying again: if you were debited, the payment may still come through.
          </li>
          <li>
            {payNow
              ? 'Pay now to try again: the same order, nothing is ordered twice.'
              : 'Pay the same order again from My Orders: nothing is ordered twice.'}
          </li>
          <li>
            Contact support with your order ID
            {state.orderId ? (
              <strong className="text-foreground">
                {' '}
                <OrderReference orderId={state.orderId} />
              </strong>
            ) : null}
            .
          </li>
        </ul>
      </div>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {payNow ?? (
          <Button asChild>
            <ShopLink href={ordersHref}>View My Orders</ShopLink>
          </Button>
        )}
        {continueShopping}
        <Button asChild variant="ghost">
          <ShopLink href={contactHref}>Contact Support</ShopLink>
        </Button>
      </div>
    </section>
  );
}

export { VerifyResult, type VerifyResultProps, type VerifyState };

import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import type { AddressField } from '../../api';
import { checkoutTotals } from '../../machines/checkout-order';
import {
  CartEmpty,
  CheckoutSummary,
  DeliveryForm,
  PaymentMethodPicker,
  ShopReviewDialog,
  Spinner,
} from '../../ui';
import { useCheckoutActor } from '../features/checkout';
import { offersOnlinePayment, paymentChoices, percent, useCheckoutConfig } from '../features/shop-settings';
import { useCart, useHydrated, useSession } from '../features';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';

/**
 * Checkout (/place-order): delivery details, the payment method, the totals and PLACE ORDER, with the
 * review gate for shoppers who have not reviewed the shop yet. Guests may check out (DESIGN.md decision 8).
 * The cart and the session live on this device, so the server renders the frame and a spinner.
 */
export const meta: MetaFunction = () => ({
  title: 'Checkout',
  description: 'Delivery details and payment.',
  noindex: true,
});

type CheckoutActor = ReturnType<typeof useCheckoutActor>;

function Checkout({ actor }: { actor: CheckoutActor }) {
  const cart = useCart();
  const config = useCheckoutConfig();
  const snapshot = useSelector(actor, (state) => state);
  const { address, fieldErrors, method, message } = snapshot.context;

  // the cart may change while the shopper types (another tab, a failed server sync)
  useEffect(() => {
    // once the order is placed the machine has finished, and the emptied cart is no news to it
    if (actor.getSnapshot().status !== 'active') return;
    actor.send({ type: 'checkout.cartChanged', lines: cart.lines, products: Object.values(cart.products) });
  }, [actor, cart.lines, cart.products]);

  const hasLines = Object.values(cart.lines).some((line) => line.quantity > 0);
  if (!hasLines && snapshot.matches('editing')) return <CartEmpty className="mt-8" />;

  const totals = checkoutTotals({ ...snapshot.context, config });
  const online = offersOnlinePayment(config.payments);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'checkout.submit' });
  };

  return (
    <>
      {/* noValidate: the checkout's own messages (specification section 5) say what is missing */}
      <form noValidate onSubmit={submit} className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="grid gap-10">
          <DeliveryForm
            values={address}
            errors={fieldErrors}
            message={message}
            onChange={(field, value) =>
              actor.send({ type: 'checkout.setField', field: field as AddressField, value })
            }
          />
          <PaymentMethodPicker
            methods={paymentChoices(config.payments)}
            value={method}
            onValueChange={(chosen) => actor.send({ type: 'checkout.chooseMethod', method: chosen })}
            discountNote={online ? `${percent(config.onlineDiscountRate)} off when you pay online` : null}
          />
        </div>
        <CheckoutSummary
          className="lg:sticky lg:top-20"
          subtotal={totals.subtotal}
          deliveryFee={totals.deliveryFee}
          deliveryEstimated={totals.deliveryEstimated}
          estimateNote={`${config.delivery.localCity} rate until we know your city`}
          discount={totals.discount}
          discountLabel={`Online payment discount (${percent(config.onlineDiscountRate)})`}
          total={totals.total}
          checking={snapshot.matches('reviewCheck')}
          placing={snapshot.matches('placing') || snapshot.matches('redirecting')}
        />
      </form>
      <ShopReviewDialog
        open={snapshot.matches('reviewGate')}
        submitting={snapshot.matches({ reviewGate: 'submitting' })}
        onClose={() => actor.send({ type: 'checkout.reviewSkip' })}
        onSubmit={(rating, comment) => actor.send({ type: 'checkout.reviewSubmit', rating, comment })}
      />
    </>
  );
}

/** Starts the checkout once the cart and the session of this device are known. */
function LiveCheckout() {
  const cart = useCart();
  const { loggedIn } = useSession();
  const config = useCheckoutConfig();
  const actor = useCheckoutActor({
    config,
    lines: cart.lines,
    products: Object.values(cart.products),
    loggedIn,
    clearCart: () => cart.actor.send({ type: 'cart.clear' }),
  });
  return <Checkout actor={actor} />;
}

export function Component() {
  const hydrated = useHydrated();
  const cart = useCart();
  const ready = hydrated && cart.ready && cart.catalogueLoaded;
  return (
    <Page title="Checkout">
      {ready ? (
        <LiveCheckout />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cart" size="lg" />
        </div>
      )}
    </Page>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useActionData, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  addressFields,
  deliveryAreas,
  formatPercent,
  deliveryRule,
  isFailure,
  messages,
  nigerianStates,
  type Address,
  type CartData,
  type Product,
} from '../../api';
import type { PlaceOrderProblem } from '../actions/place-order';
import { apiFrom, onServer, visitorFrom } from '../data/api';
import { cartOfRequest } from '../data/server-cart';
import { byId } from '../../machines/cart-lines';
import { checkoutLines, checkoutTotals } from '../../machines/checkout-order';
import {
  CartEmpty,
  CheckoutSummary,
  CheckoutUnavailable,
  DeliveryForm,
  ErrorSummary,
  errorSummaryItems,
  PaymentMethodPicker,
  ShopReviewDialog,
  ShopReviewStep,
  Spinner,
  useFieldIds,
} from '../../ui';
import { useCheckoutActor } from '../features/checkout';
import { offersOnlinePayment, paymentChoices, useCheckoutConfig } from '../features/shop-settings';
import { useCart, useHydrated, useSession } from '../features';
import type { MetaFunction } from '../seo/route-meta';
import { Page } from './parts/page';
import { reviewProblems } from './parts/review-problems';

/**
 * Checkout (/place-order): delivery details, the payment method, the totals and PLACE ORDER, with the review gate
 * for shoppers who have not reviewed the shop yet. Guests may check out
 * (docs/decisions/028-guest-orders-and-order-mails.md). The server renders the form with the cart its cookies
 * name; a post without JavaScript places the order there (store/actions/place-order.ts), and the machine places
 * it from the browser once the page's scripts run.
 */
export const meta: MetaFunction = () => ({
  title: 'Checkout',
  description: 'Delivery details and payment.',
  noindex: true,
});

/**
 * On the server: the cart the cookies name, so the checkout is a form the server answers before (or without)
 * the page's scripts, with a key that makes a second press of the same form the same order; for a logged-in
 * shopper, the form filled in with their details (in the browser the checkout machine fetches them).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!onServer(context)) return null;
  const api = apiFrom(context);
  const [cart, details] = await Promise.all([
    cartOfRequest(api),
    visitorFrom(context).loggedIn ? api.checkoutDetails() : null,
  ]);
  return {
    ...cart,
    idempotencyKey: crypto.randomUUID(),
    details: details && !isFailure(details) ? details.details : undefined,
  };
}

interface CheckoutCart {
  lines: CartData;
  products: readonly Product[];
}

const hasLines = (lines: CartData) => Object.values(lines).some((line) => line.quantity > 0);

/** The checkout form; `cart` is the server's until this device's cart is ready, then this device's. */
function Checkout({
  cart,
  idempotencyKey,
  details,
}: {
  cart: CheckoutCart;
  idempotencyKey?: string;
  /** a logged-in shopper's details, as the server filled the form in */
  details?: Address;
}) {
  const refusedPost = useActionData<PlaceOrderProblem>();
  const gate = refusedPost?.review;
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  const { actor: cartActor } = useCart();
  const config = useCheckoutConfig();
  const actor = useCheckoutActor({
    config,
    lines: cart.lines,
    products: cart.products,
    loggedIn,
    address: refusedPost?.address ?? details,
    refused: refusedPost,
    clearCart: () => cartActor.send({ type: 'cart.clear' }),
  });
  const snapshot = useSelector(actor, (state) => state);
  const { address, fieldErrors, method, message } = snapshot.context;
  // the areas of the state chosen (api deliveryAreas): Lagos offers no Ibadan area
  const deliveryChoices = { state: nigerianStates, area: deliveryAreas(address.state, config.delivery) };
  const fieldIds = useFieldIds(addressFields.map(({ name }) => name));

  // the cart may change while the shopper types (another tab, a failed server sync, the device's cart arriving)
  useEffect(() => {
    // once the order is placed the machine has finished, and the emptied cart is no news to it
    if (actor.getSnapshot().status !== 'active') return;
    actor.send({ type: 'checkout.cartChanged', lines: cart.lines, products: cart.products });
  }, [actor, cart.lines, cart.products]);

  const lines = useMemo(() => checkoutLines(cart.lines, byId(cart.products)), [cart.lines, cart.products]);
  const unavailable = lines.filter((line) => line.problem);
  const beforePlacing = snapshot.matches('editing') || snapshot.matches('reviewCheck');

  if (!hasLines(cart.lines) && beforePlacing) return <CartEmpty className="mt-8" />;
  // nothing can be bought: said as the checkout opens, not after the whole form is filled
  if (unavailable.length === lines.length && beforePlacing)
    return (
      <CheckoutUnavailable
        className="mt-8 max-w-2xl"
        blocking
        title={messages.cartEmptyOrInvalid}
        lines={lines}
      />
    );

  const totals = checkoutTotals({ ...snapshot.context, config });
  const placing = snapshot.matches('placing') || snapshot.matches('redirecting');
  // the summary says the whole form's message unless it only repeats a field's, then each field's, linked;
  // emptied while placing, so the answer brings the focus back
  const whole = message && !Object.values(fieldErrors).includes(message) ? message : null;
  const problems = placing
    ? []
    : errorSummaryItems(
        whole,
        addressFields.map(({ name }) => [fieldIds[name], fieldErrors[name]] as const),
      );
  const online = offersOnlinePayment(config.payments);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'checkout.submit' });
  };

  return (
    <>
      {/* noValidate: the checkout's own messages say what is missing */}
      <form
        method="post"
        action="/place-order"
        noValidate
        onSubmit={submit}
        className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start"
      >
        <ErrorSummary className="lg:col-span-2" errors={problems} />
        {idempotencyKey && <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
        <div className="grid gap-10">
          {/* some lines cannot be bought: the order goes ahead without them, as the shopper is told first */}
          {unavailable.length > 0 && (
            <CheckoutUnavailable
              title={messages.someLinesUnavailable}
              lines={unavailable}
              cartLabel="Change your cart"
            />
          )}
          <DeliveryForm
            values={address}
            choices={deliveryChoices}
            hints={{ area: `Decides the delivery fee: ${deliveryRule(config.delivery)}` }}
            errors={fieldErrors}
            ids={fieldIds}
            onChange={(field, value) => actor.send({ type: 'checkout.setField', field, value })}
          />
          <PaymentMethodPicker
            methods={paymentChoices(config.payments)}
            value={method}
            onValueChange={(chosen) => actor.send({ type: 'checkout.chooseMethod', method: chosen })}
            discountNote={
              // a shop that gives no discount says nothing of one ('0% off' read as a promise)
              online && config.onlineDiscountRate > 0
                ? `${formatPercent(config.onlineDiscountRate)} off when you pay online`
                : null
            }
          />
          {/* the review gate as the server asks it, for a page without scripts; with them, the dialog below */}
          {gate && !hydrated && (
            <ShopReviewStep
              {...reviewProblems(gate.error)}
              defaultRating={gate.rating}
              defaultComment={gate.comment}
            />
          )}
        </div>
        <CheckoutSummary
          className="lg:sticky lg:top-20"
          lines={lines}
          subtotal={totals.subtotal}
          deliveryFee={totals.deliveryFee}
          deliveryRule={totals.deliveryKnown ? undefined : deliveryRule(config.delivery)}
          discount={totals.discount}
          discountLabel={`Online payment discount (${formatPercent(config.onlineDiscountRate)})`}
          total={totals.total}
          checking={snapshot.matches('reviewCheck')}
          placing={placing}
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

export function Component() {
  const hydrated = useHydrated();
  const cart = useCart();
  const server = useLoaderData<typeof loader>();
  const live = hydrated && cart.ready && cart.catalogueLoaded;
  const liveCart = useMemo(
    () => ({ lines: cart.lines, products: Object.values(cart.products) }),
    [cart.lines, cart.products],
  );
  // the server's cart (an empty one says so) until this device's is ready: never a spinner where the
  // server already knows the answer, nor one without the page's scripts
  const shown = live ? liveCart : server;
  return (
    <Page title="Checkout">
      {shown ? (
        <Checkout cart={shown} idempotencyKey={server?.idempotencyKey} details={server?.details} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cart" size="lg" />
        </div>
      )}
    </Page>
  );
}

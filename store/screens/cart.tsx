import { describeVariations, lineSubtotal, messages, orderTotals, unitPrice } from '../../api';
import { CartEmpty, CartLine, CartTotals, Spinner } from '../../ui';
import { useCheckoutConfig } from '../features/shop-settings';
import { useCart } from '../features';
import type { MetaFunction } from '../seo/route-meta';
import { toast } from '../toasts';
import { Page } from './parts/page';

/**
 * The cart. It lives on this device (and, for a shopper, on the server), so the server renders its
 * frame and the lines appear once the page has hydrated.
 */
export const meta: MetaFunction = () => ({ title: 'Your cart', noindex: true });

function Lines() {
  const { lines, products, update } = useCart();
  return (
    <ul aria-label="Items in your cart">
      {Object.entries(lines)
        .filter(([, line]) => line.quantity > 0)
        .map(([key, line]) => {
          const product = products[line.productId];
          return (
            <li key={key}>
              <CartLine
                product={product}
                variationText={describeVariations(line.variations)}
                unitPrice={product && unitPrice(product, line.variations)}
                lineTotal={product && lineSubtotal(product, line)}
                quantity={line.quantity}
                onQuantityChange={(quantity) => update(key, quantity)}
                onExceedStock={() => toast.error(messages.onlyInStock(product?.stock ?? 0))}
              />
            </li>
          );
        })}
    </ul>
  );
}

function Totals() {
  const { subtotal } = useCart();
  const { delivery, onlineDiscountRate } = useCheckoutConfig();
  // DESIGN.md decision 3: the local fee, marked estimated, until checkout knows the city
  const totals = orderTotals({ subtotal, city: undefined, method: 'cod', delivery, onlineDiscountRate });
  return (
    <CartTotals
      className="lg:sticky lg:top-20"
      subtotal={totals.subtotal}
      deliveryFee={totals.deliveryFee}
      deliveryEstimated={totals.deliveryEstimated}
      estimateNote={`${delivery.localCity} rate until we know your city`}
      total={totals.total}
    />
  );
}

export function Component() {
  const cart = useCart();
  const hasLines = Object.values(cart.lines).some((line) => line.quantity > 0);
  const waiting = !cart.ready || (hasLines && !cart.catalogueLoaded);

  return (
    <Page title={<span className="uppercase">Your Cart</span>}>
      {waiting ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cart" size="lg" />
        </div>
      ) : hasLines ? (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Lines />
          <Totals />
        </div>
      ) : (
        <CartEmpty className="mt-8" />
      )}
    </Page>
  );
}

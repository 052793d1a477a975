import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData } from 'react-router-dom';
import {
  cartSubtotal,
  describeVariations,
  lineSubtotal,
  messages,
  deliveryRule,
  orderTotals,
  unitPrice,
  type CartData,
  type Product,
} from '../../api';
import { CartEmpty, CartLine, CartTotals, Spinner } from '../../ui';
import { apiFrom, onServer } from '../data/api';
import { cartOfRequest } from '../data/server-cart';
import { useCheckoutConfig } from '../features/shop-settings';
import { useCart } from '../features';
import type { MetaFunction } from '../seo/route-meta';
import { toast } from '../toasts';
import { Page } from './parts/page';

/**
 * The cart. The server renders the cart its cookies name (the shopper's, or the guest's), each line a form it
 * answers, so the cart works before and without the page's scripts; once this device's cart is ready in the
 * browser, it shows that one.
 */
export const meta: MetaFunction = () => ({ title: 'Your cart', noindex: true });

export async function loader({ context }: LoaderFunctionArgs) {
  if (!onServer(context)) return null;
  return cartOfRequest(apiFrom(context));
}

interface CartView {
  lines: CartData;
  products: Record<string, Product | undefined>;
  /** absent: the server answers each line's form */
  update?: (cartItemKey: string, quantity: number) => void;
}

function Lines({ lines, products, update }: CartView) {
  return (
    <ul aria-label="Items in your cart">
      {Object.entries(lines)
        .filter(([, line]) => line.quantity > 0)
        .map(([key, line]) => {
          const product = products[line.productId];
          return (
            <li key={key}>
              <CartLine
                action="/cart"
                fields={{ cartItemKey: key }}
                product={product}
                variationText={describeVariations(line.variations)}
                unitPrice={product && unitPrice(product, line.variations)}
                lineTotal={product && lineSubtotal(product, line)}
                quantity={line.quantity}
                onQuantityChange={update && ((quantity) => update(key, quantity))}
                onExceedStock={() => toast.error(messages.onlyInStock(product?.stock ?? 0))}
              />
            </li>
          );
        })}
    </ul>
  );
}

function Totals({ subtotal }: { subtotal: number }) {
  const { delivery, onlineDiscountRate } = useCheckoutConfig();
  // the cart does not know where the order goes: it says the rule, never a fee the checkout may take back
  const totals = orderTotals({ subtotal, place: {}, method: 'cod', delivery, onlineDiscountRate });
  return (
    <CartTotals
      className="lg:sticky lg:top-20"
      subtotal={totals.subtotal}
      deliveryFee={totals.deliveryFee}
      deliveryRule={totals.deliveryKnown ? undefined : deliveryRule(delivery)}
      total={totals.total}
    />
  );
}

function Cart({ view, subtotal }: { view: CartView; subtotal: number }) {
  const hasLines = Object.values(view.lines).some((line) => line.quantity > 0);
  if (!hasLines) return <CartEmpty className="mt-8" />;
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
      <Lines {...view} />
      <Totals subtotal={subtotal} />
    </div>
  );
}

export function Component() {
  const cart = useCart();
  const server = useLoaderData<typeof loader>();
  const hasLines = Object.values(cart.lines).some((line) => line.quantity > 0);
  const waiting = !cart.ready || (hasLines && !cart.catalogueLoaded);
  const serverProducts =
    server && Object.fromEntries(server.products.map((product) => [product._id, product]));

  return (
    <Page title={<span className="uppercase">Your Cart</span>}>
      {!waiting ? (
        <Cart
          view={{ lines: cart.lines, products: cart.products, update: cart.update }}
          subtotal={cart.subtotal}
        />
      ) : server && serverProducts ? (
        <Cart
          view={{ lines: server.lines, products: serverProducts }}
          subtotal={cartSubtotal(Object.values(server.lines), (id) => serverProducts[id])}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cart" size="lg" />
        </div>
      )}
    </Page>
  );
}

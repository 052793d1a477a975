import { ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  DEFAULT_ONLINE_DISCOUNT_RATE,
  defaultDeliveryRules,
  describeVariations,
  lineSubtotal,
  orderTotals,
  type CartLine,
  type Product,
} from '../../api';
import { Button, EmptyState, IconButton, Price, QuantityStepper, Spinner } from '../../ui';
import { useCart } from '../providers';
import type { MetaFunction } from '../seo/route-meta';
import { useShopConfig } from '../shell/root-data';
import { Page } from './parts/page';

/**
 * The cart. It lives on this device (and, for a shopper, on the server), so the server renders its
 * frame and the lines appear once the page has hydrated.
 */
export const meta: MetaFunction = () => ({ title: 'Your cart', noindex: true });

function CartRow({ cartItemKey, line, product }: { cartItemKey: string; line: CartLine; product?: Product }) {
  const { update } = useCart();
  const name = product?.name ?? 'Unknown Product';
  const details = describeVariations(line.variations);
  return (
    <li className="flex gap-4 border-b border-border py-5">
      <img
        src={product?.image[0] ?? '/images/logo.svg'}
        alt=""
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-md bg-surface object-cover sm:size-24"
      />
      <div className="grid flex-1 gap-2">
        <div className="flex justify-between gap-3">
          <div>
            <h2 className="font-medium text-foreground">
              {product ? <Link to={`/product/${product._id}`}>{name}</Link> : name}
            </h2>
            {details && <p className="text-sm text-muted-foreground">{details}</p>}
          </div>
          {product && <Price amount={lineSubtotal(product, line)} />}
        </div>
        <div className="flex items-center gap-3">
          <QuantityStepper
            value={line.quantity}
            onValueChange={(quantity) => update(cartItemKey, quantity)}
            max={product?.stock}
            label={`Quantity of ${name}`}
          />
          <IconButton label={`Remove ${name}`} onClick={() => update(cartItemKey, 0)}>
            <Trash2 />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

function Totals({ subtotal }: { subtotal: number }) {
  const config = useShopConfig();
  const delivery = config?.delivery ?? defaultDeliveryRules;
  // DESIGN.md decision 3: the local fee, marked 'estimated', until checkout knows the city
  const totals = orderTotals({
    subtotal,
    city: undefined,
    method: 'cod',
    delivery,
    onlineDiscountRate: config?.onlineDiscountRate ?? DEFAULT_ONLINE_DISCOUNT_RATE,
  });
  return (
    <section
      aria-labelledby="cart-totals"
      className="h-fit rounded-lg border border-border bg-card p-6 shadow-soft"
    >
      <h2 id="cart-totals" className="font-display text-2xl">
        Cart totals
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>
            <Price amount={totals.subtotal} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>
            Shipping fee
            {totals.deliveryEstimated && (
              <span className="block text-xs text-muted-foreground">
                estimated, for delivery in {delivery.localCity}
              </span>
            )}
          </dt>
          <dd>
            <Price amount={totals.deliveryFee} />
          </dd>
        </div>
        <div className="flex justify-between border-t border-border pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd>
            <Price amount={totals.total} size="lg" />
          </dd>
        </div>
      </dl>
      <Button asChild fullWidth className="mt-6">
        <Link to="/place-order">Proceed to checkout</Link>
      </Button>
    </section>
  );
}

export function Component() {
  const cart = useCart();
  const entries = Object.entries(cart.lines).filter(([, line]) => line.quantity > 0);
  const waiting = !cart.ready || (entries.length > 0 && !cart.catalogueLoaded);

  return (
    <Page title="Your Cart">
      {waiting ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your cart" size="lg" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag />}
          title="Your Cart is Empty"
          action={
            <Button asChild>
              <Link to="/menu">Browse Collection</Link>
            </Button>
          }
        >
          Add some beautiful scents to your cart!
        </EmptyState>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <ul aria-label="Items in your cart">
            {entries.map(([key, line]) => (
              <CartRow key={key} cartItemKey={key} line={line} product={cart.products[line.productId]} />
            ))}
          </ul>
          <Totals subtotal={cart.subtotal} />
        </div>
      )}
    </Page>
  );
}

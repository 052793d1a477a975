import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  type CartAddRequest,
  type CartData,
  type CartUpdateRequest,
  type Product,
  describeVariations,
  messages,
  unitPrice,
} from '../../api';
import { type AddedNotice, type CartMachine, cartMachine } from '../../machines/cart';
import { selectSubtotal } from '../../machines/cart-lines';
import { Button, CartLine, Price } from '../../ui';
import { MachineInspector, useMachineLog } from './inspector';

/** The shop's side of the cart: its answer to each call, for the guest (token null) or the shopper. */
export interface CartServer {
  fetchCart: (token: string | null) => Promise<CartData>;
  syncAdd: (request: CartAddRequest) => Promise<CartData>;
  syncUpdate: (request: CartUpdateRequest) => Promise<CartData>;
  syncClear: () => Promise<CartData>;
}

export interface CartPanelProps extends CartServer {
  /** the guest cart saved on this device when the page opens */
  saved: CartData;
  /** the perfumes the cart knows, each with an Add button */
  products: Product[];
  persist: (lines: CartData) => void;
  notifyAdded: (notice: AddedNotice) => void;
  notifyError: (message: string) => void;
}

const shopper = 'adaeze-session';

/**
 * The cart machine (machines/cart.ts) alone: the cart's lines (ui's CartLine), buttons for what the rest of the
 * shop sends it (an add, a login), what the shopper is told, and the machine's state and events beside them.
 */
export function CartPanel({ saved, products, persist, notifyAdded, notifyError, ...server }: CartPanelProps) {
  const [told, setTold] = useState<string[]>([]);
  const [machine] = useState(() =>
    cartMachine.provide({
      actors: {
        // the shop answers for the session the cart holds: the guest's, until a button logs Adaeze in
        fetchCart: fromPromise(({ system }) => {
          const cart = system.get('cart') as ActorRefFrom<CartMachine>;
          return server.fetchCart(cart.getSnapshot().context.token);
        }),
        fetchCatalogue: fromPromise(async () => products),
        syncAdd: fromPromise<CartData, CartAddRequest>(({ input }) => server.syncAdd(input)),
        syncUpdate: fromPromise<CartData, CartUpdateRequest>(({ input }) => server.syncUpdate(input)),
        syncClear: fromPromise(() => server.syncClear()),
      },
      actions: {
        persist: (_, { lines }) => persist(lines),
        notifyAdded: (_, notice) => {
          notifyAdded(notice);
          setTold((said) => [...said, messages.addedToCart(notice.quantity, notice.name)]);
        },
        notifyError: (_, { message }) => {
          notifyError(message);
          setTold((said) => [...said, message]);
        },
        notifyOffline: (_, { message }) => setTold((said) => [...said, message]),
      },
    }),
  );
  const log = useMachineLog();
  const [snapshot, send] = useMachine(machine, {
    input: { lines: saved, products },
    inspect: log.inspect,
    systemId: 'cart',
  });
  const { lines, products: known } = snapshot.context;
  const logIn = (type: 'cart.loggedIn' | 'cart.sessionRestored') => send({ type, token: shopper });

  return (
    <div className="grid max-w-6xl items-start gap-6 md:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-title" className="grid gap-4">
        <h1 id="cart-title" className="font-display text-display-sm">
          Your Cart
        </h1>
        <div className="flex flex-wrap gap-2">
          {products.map((product) => (
            <Button
              key={product._id}
              variant="outline"
              onClick={() => send({ type: 'cart.add', productId: product._id })}
            >
              Add {product.name}
            </Button>
          ))}
          <Button variant="outline" onClick={() => send({ type: 'cart.clear' })}>
            Clear cart
          </Button>
          <Button variant="outline" onClick={() => logIn('cart.loggedIn')}>
            Log in as Adaeze
          </Button>
          <Button variant="outline" onClick={() => logIn('cart.sessionRestored')}>
            Come back as Adaeze
          </Button>
          <Button variant="outline" onClick={() => send({ type: 'cart.loggedOut' })}>
            Log out
          </Button>
        </div>
        {snapshot.hasTag('fetchingCart') && <p role="status">Loading your cart…</p>}
        <div>
          {Object.keys(lines).length === 0 && <p>Your cart is empty.</p>}
          {Object.entries(lines).map(([key, line]) => {
            const product = known[line.productId];
            return (
              <CartLine
                key={key}
                product={product}
                variationText={describeVariations(line.variations)}
                unitPrice={product && unitPrice(product, line.variations)}
                quantity={line.quantity}
                onQuantityChange={(quantity) => send({ type: 'cart.update', cartItemKey: key, quantity })}
              />
            );
          })}
        </div>
        <p>
          Subtotal: <Price amount={selectSubtotal(snapshot.context)} />
        </p>
        <h2 className="font-semibold">What the shopper is told</h2>
        <ul aria-label="What the shopper is told" className="grid gap-1 text-sm">
          {told.map((sentence, i) => (
            <li key={i}>{sentence}</li>
          ))}
        </ul>
      </section>
      <MachineInspector log={log} machine="cart" />
    </div>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  messages,
  type ApiFailure,
  type CartAddRequest,
  type CartAnswer,
  type CartData,
  type CartUpdateRequest,
  type CartVariations,
  type Product,
  readCartData,
} from '../../api';
import { cartMachine, type CartMachine } from '../../machines/cart';
import { selectItemCount, selectSubtotal, type ProductsById } from '../../machines/cart-lines';
import { unwrap } from '../../machines/effects';
import { browserApi } from '../data/api';
import { readStoredJson, storageKeys, writeStored } from '../data/storage';
import { toast } from '../toasts';
import { useHydrated } from '../../ui/lib/use-hydrated';
import { useToken } from './session-token';

export interface Cart {
  /** false until this device's cart is known (after hydration; for a shopper, after the server answered) */
  ready: boolean;
  lines: CartData;
  /** the products the cart knows, for names, prices and stock */
  products: ProductsById;
  /** true once the catalogue has been fetched, so a product missing from `products` is really gone */
  catalogueLoaded: boolean;
  itemCount: number;
  subtotal: number;
  /** adds and shows '{qty} {name} added to cart!'; false (with the reason as a toast) when refused */
  add(product: Product, quantity?: number, variations?: CartVariations): boolean;
  /** sets a line's quantity; 0 removes the line */
  update(cartItemKey: string, quantity: number): void;
  clear(): void;
  /** for machines (checkout) that talk to the cart themselves */
  actor: ActorRefFrom<CartMachine>;
}

const CartContext = createContext<Cart | null>(null);

const isCartData = (value: unknown): value is CartData => readCartData(value) !== null;

/** The cart machine with its real effects: the shop's cart calls, localStorage for a guest, toasts. */
function liveCartMachine() {
  const api = browserApi();
  const cartOf = async (call: Promise<CartAnswer | ApiFailure>) => unwrap(await call).cartData;
  return cartMachine.provide({
    actors: {
      fetchCart: fromPromise(() => cartOf(api.cartGet({}))),
      mergeGuestCart: fromPromise<CartData, { additions: CartAddRequest[] }>(async ({ input }) => {
        // one addition at a time: the server caps each by stock against what is already there
        for (const addition of input.additions) await cartOf(api.cartAdd(addition));
        return cartOf(api.cartGet({}));
      }),
      syncAdd: fromPromise<CartData, CartAddRequest>(({ input }) => cartOf(api.cartAdd(input))),
      syncUpdate: fromPromise<CartData, CartUpdateRequest>(({ input }) => cartOf(api.cartUpdate(input))),
      syncClear: fromPromise(() => cartOf(api.cartClear({}))),
    },
    actions: {
      persist: (_, { lines }) => writeStored(storageKeys.guestCart, JSON.stringify(lines)),
      notifyError: (_, { message }) => {
        toast.error(message);
      },
    },
  });
}

const emptyCart: CartData = {};

export function CartProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [machine] = useState(liveCartMachine);
  // read on the client only (the server has no storage); nobody sees it before hydration, see `ready`
  const actor = useActorRef(machine, {
    input: { lines: readStoredJson(storageKeys.guestCart, isCartData) ?? {} },
  });
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ loggedIn: 'loading' }));
  // a stored session the cart has not taken up yet (SessionProvider tells it after rendering): not ready,
  // or a logged-in shopper would glimpse the guest's empty cart before the server's arrives
  const cartToken = useSelector(actor, (snapshot) => snapshot.context.token);
  const token = useToken();
  const sessionPending = token !== null && token !== cartToken;
  const catalogueLoaded = useCatalogueFor(actor, hydrated, lines, products);

  const cart = useMemo<Cart>(() => {
    const visible = hydrated ? lines : emptyCart;
    const view = { lines: visible, products };
    return {
      ready: hydrated && !loading && !sessionPending,
      lines: visible,
      products,
      catalogueLoaded,
      itemCount: selectItemCount(view),
      subtotal: selectSubtotal(view),
      add(product, quantity = 1, variations = {}) {
        const known = actor.getSnapshot().context.products;
        if (known[product._id] !== product) {
          // the page's fresh copy of the product decides stock, even before the catalogue arrives
          actor.send({ type: 'cart.productsLoaded', products: [...Object.values(known), product] });
        }
        const before = actor.getSnapshot().context.lines;
        actor.send({ type: 'cart.add', productId: product._id, quantity, variations });
        const added = actor.getSnapshot().context.lines !== before;
        if (added) toast.success(messages.addedToCart(quantity, product.name));
        return added;
      },
      update: (cartItemKey, quantity) => actor.send({ type: 'cart.update', cartItemKey, quantity }),
      clear: () => actor.send({ type: 'cart.clear' }),
      actor,
    };
  }, [actor, hydrated, loading, sessionPending, lines, products, catalogueLoaded]);

  return <CartContext value={cart}>{children}</CartContext>;
}

/**
 * Fetches the catalogue once the cart holds a product it does not know (a stored guest cart, the server
 * cart), so lines show names and prices and stock rules apply. Returns whether the catalogue is in.
 */
function useCatalogueFor(
  actor: ActorRefFrom<CartMachine>,
  hydrated: boolean,
  lines: CartData,
  products: ProductsById,
): boolean {
  const [loaded, setLoaded] = useState(false);
  const missing = hydrated && Object.values(lines).some((line) => !products[line.productId]);
  const requested = useRef(false);
  useEffect(() => {
    if (!missing || requested.current) return;
    requested.current = true;
    browserApi()
      .productList()
      .then((answer) => {
        if (answer.success) actor.send({ type: 'cart.productsLoaded', products: answer.products });
        // a failed fetch leaves the lines as 'Unknown Product' rather than a spinner forever
        setLoaded(true);
      });
  }, [actor, missing]);
  return loaded || (hydrated && !missing);
}

export function useCart(): Cart {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart() must be used inside <CartProvider> (the app shell provides it)');
  return cart;
}

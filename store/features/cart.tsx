import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
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
import {
  namesUnknownProduct,
  selectItemCount,
  selectSubtotal,
  type ProductsById,
} from '../../machines/cart-lines';
import { unwrap } from '../../machines/effects';
import { browserApi } from '../data/api';
import { readStoredJson, storageKeys, writeStored } from '../data/storage';
import { toast } from '../toasts';
import { useHydrated } from '../../ui/lib/use-hydrated';
import { useRootData, useShopConfig } from '../shell/root-data';
import { sameSession, useSessionKey } from './session-token';

export interface Cart {
  /** false until this device's cart is known: after hydration, once the server's cart (a guest's too) answered */
  ready: boolean;
  lines: CartData;
  /** the products the cart knows, for names, prices and stock */
  products: ProductsById;
  /** true once the catalogue has been fetched, so a product missing from `products` is really gone */
  catalogueLoaded: boolean;
  /** the header badge: the items that can be bought (an unavailable line is not counted) */
  itemCount: number;
  subtotal: number;
  /** adds; once the shop has answered, the cart says '{qty} {name} added to cart!', or why not */
  add(product: Product, quantity?: number, variations?: CartVariations): void;
  /** sets a line's quantity; 0 removes the line */
  update(cartItemKey: string, quantity: number): void;
  clear(): void;
  /** for machines (checkout) that talk to the cart themselves */
  actor: ActorRefFrom<CartMachine>;
}

const CartContext = createContext<Cart | null>(null);

const isCartData = (value: unknown): value is CartData => readCartData(value) !== null;

/**
 * The cart machine with its real effects: the shop's cart calls (a guest's by the `guest` cookie, which
 * same-origin fetch sends by itself), the catalogue, localStorage for a guest, toasts.
 */
function liveCartMachine() {
  const api = browserApi();
  const cartOf = async (call: Promise<CartAnswer | ApiFailure>) => unwrap(await call).cartData;
  return cartMachine.provide({
    actors: {
      fetchCart: fromPromise(() => cartOf(api.cartGet({}))),
      fetchCatalogue: fromPromise(async () => unwrap(await api.productList()).products),
      syncAdd: fromPromise<CartData, CartAddRequest>(({ input }) => cartOf(api.cartAdd(input))),
      syncUpdate: fromPromise<CartData, CartUpdateRequest>(({ input }) => cartOf(api.cartUpdate(input))),
      syncClear: fromPromise(() => cartOf(api.cartClear({}))),
    },
    actions: {
      persist: (_, { lines }) => writeStored(storageKeys.guestCart, JSON.stringify(lines)),
      notifyError: (_, { message }) => {
        toast.error(message);
      },
      notifyAdded: (_, { quantity, name }) => {
        toast.success(messages.addedToCart(quantity, name));
      },
      notifyOffline: (_, { message }) => {
        toast.info(message);
      },
    },
  });
}

const emptyCart: CartData = {};

export function CartProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [machine] = useState(liveCartMachine);
  // the root data is loaded once, so the cap the cart starts with is the one in force for the visit
  const maxUnitsPerProduct = useShopConfig()?.maxUnitsPerProduct;
  // read on the client only (the server has no storage); nobody sees it before hydration, see `ready`
  const actor = useActorRef(machine, {
    input: { lines: readStoredJson(storageKeys.guestCart, isCartData) ?? {}, maxUnitsPerProduct },
  });
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  const fetching = useSelector(actor, (snapshot) => snapshot.hasTag('fetchingCart'));
  const catalogueFetched = useSelector(actor, (snapshot) => snapshot.context.catalogueLoaded);
  // a stored session the cart has not taken up yet (SessionProvider tells it after rendering): not ready,
  // or a logged-in shopper would glimpse the guest's empty cart before the server's arrives
  const cartToken = useSelector(actor, (snapshot) => snapshot.context.token);
  const token = useSessionKey(useRootData().visitor.loggedIn);
  const sessionPending = token !== null && !sameSession(token, cartToken);
  // every product the lines name is known (or the catalogue has answered): a missing one is really gone
  const catalogueLoaded = hydrated && (catalogueFetched || !namesUnknownProduct({ lines, products }));

  const cart = useMemo<Cart>(() => {
    const visible = hydrated ? lines : emptyCart;
    const view = { lines: visible, products };
    return {
      ready: hydrated && !fetching && !sessionPending,
      lines: visible,
      products,
      catalogueLoaded,
      itemCount: selectItemCount(view, catalogueLoaded),
      subtotal: selectSubtotal(view),
      add(product, quantity = 1, variations = {}) {
        const known = actor.getSnapshot().context.products;
        if (known[product._id] !== product) {
          // the page's fresh copy of the product decides stock, even before the catalogue arrives
          actor.send({ type: 'cart.productsLoaded', products: [...Object.values(known), product] });
        }
        actor.send({ type: 'cart.add', productId: product._id, quantity, variations });
      },
      update: (cartItemKey, quantity) => actor.send({ type: 'cart.update', cartItemKey, quantity }),
      clear: () => actor.send({ type: 'cart.clear' }),
      actor,
    };
  }, [actor, hydrated, fetching, sessionPending, lines, products, catalogueLoaded]);

  return <CartContext value={cart}>{children}</CartContext>;
}

export function useCart(): Cart {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart() must be used inside <CartProvider> (the app shell provides it)');
  return cart;
}

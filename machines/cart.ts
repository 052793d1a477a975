import { assertEvent, assign, raise, setup, stateIn } from 'xstate';
import {
  type CartAddRequest,
  type CartData,
  type CartUpdateRequest,
  type CartVariations,
  type Product,
  DEFAULT_MAX_UNITS_PER_PRODUCT,
  cartItemKey,
  maxQuantity,
  messages,
  stockProblem,
} from '../api';
import {
  type CartChange,
  type ProductsById,
  addChange,
  applyChange,
  byId,
  namesUnknownProduct,
  reconcileGuestCart,
  withPending,
} from './cart-lines';
import { type Notice, failureMessage, isApiFailure, notProvided, machineTypes } from './effects';

export interface CartInput {
  /** the guest cart saved on this device */
  lines?: CartData;
  products?: readonly Product[];
  /** the shop's cap on one perfume, all its lines counted (/api/config); the server's default when unknown */
  maxUnitsPerProduct?: number;
}

export interface CartContext {
  lines: CartData;
  products: ProductsById;
  /** true once the catalogue call has answered, or failed: a product still unknown is really gone */
  catalogueLoaded: boolean;
  token: string | null;
  /** changes applied here and not yet answered by the server, oldest first */
  outbox: CartChange[];
  /** units of one perfume, whatever its choices, the cart may hold; the server refuses more */
  maxUnitsPerProduct: number;
}

export type CartEvent =
  | { type: 'cart.productsLoaded'; products: readonly Product[] }
  | { type: 'cart.add'; productId: string; quantity?: number; variations?: CartVariations }
  | { type: 'cart.update'; cartItemKey: string; quantity: number }
  | { type: 'cart.clear' }
  /** the shopper logged in or signed up: the server has merged the guest cart into theirs */
  | { type: 'cart.loggedIn'; token: string }
  /** the app loaded with a stored token (or another tab logged in): the server cart replaces the local one */
  | { type: 'cart.sessionRestored'; token: string }
  | { type: 'cart.loggedOut' }
  /** internal: the server answered (or a change was queued); mirror the next change if there is one */
  | { type: 'cart.mirrorNext' };

/** '{qty} {name} added to cart!', raised only when the cart took the line and the shop has it too. */
export interface AddedNotice {
  quantity: number;
  name: string;
}

/** The change an addition, an update or a clear asks for; only those events are changes. */
function changeOf(event: CartEvent): CartChange {
  assertEvent(event, ['cart.add', 'cart.update', 'cart.clear']);
  if (event.type === 'cart.add') return addChange(event.productId, event.quantity, event.variations);
  if (event.type === 'cart.update')
    return { kind: 'update', cartItemKey: event.cartItemKey, quantity: Math.floor(event.quantity) };
  return { kind: 'clear' };
}

/**
 * The stock rule and the cap on one perfume for a change, or null when it may go ahead. Lowering a quantity is
 * always allowed.
 */
function refusal(context: CartContext, event: CartEvent): string | null {
  const change = changeOf(event);
  if (change.kind === 'clear') return null;
  if (change.kind === 'add') {
    const after = applyChange(context.lines, change);
    const line = Object.values(after).find(
      (l) => l.productId === change.itemId && sameChoices(l.variations, change.variations),
    );
    return limitProblem(context, after, change.itemId, line?.quantity ?? change.quantity);
  }
  const line = context.lines[change.cartItemKey];
  if (!line || change.quantity <= 0 || change.quantity <= line.quantity) return null;
  return limitProblem(context, applyChange(context.lines, change), line.productId, change.quantity);
}

/**
 * A line's stock, and the units of its perfume over all the lines (`after` the change) against the shop's cap,
 * as the server counts them. The smaller limit speaks first, so the shopper hears the one that really holds.
 */
function limitProblem(
  context: CartContext,
  after: CartData,
  productId: string,
  lineQuantity: number,
): string | null {
  const product = context.products[productId];
  const cap = context.maxUnitsPerProduct;
  const units = Object.values(after).reduce(
    (sum, l) => (l.productId === productId ? sum + l.quantity : sum),
    0,
  );
  const stock = stockProblem(product, lineQuantity);
  const tooMany = units > cap ? messages.tooManyOfOneItem(product?.name ?? productId, cap) : null;
  return maxQuantity(product) < cap ? (stock ?? tooMany) : (tooMany ?? stock);
}

const sameChoices = (a: CartVariations, b: CartVariations) => JSON.stringify(a) === JSON.stringify(b);

/** An action given the cart the server answered with, from its actor's done event. */
const withServerCart = <const T extends string>(type: T) =>
  ({ type, params: ({ event }: { event: { output: CartData } }) => event.output }) as const;
const isKind = <K extends CartChange['kind']>(
  change: CartChange | undefined,
  kind: K,
): change is Extract<CartChange, { kind: K }> => change?.kind === kind;
/** The change at the head of the queue, of the kind the chart's state is there for (`nextIs` led to it). */
function nextChange<K extends CartChange['kind']>(context: CartContext, kind: K) {
  const change = context.outbox[0];
  if (!isKind(change, kind)) throw new Error(`The cart's queue has no '${kind}' at its head`);
  return change;
}

const save = {
  type: 'persist',
  params: ({ context }: { context: CartContext }) => ({ lines: context.lines }),
} as const;
const forget = { type: 'persist', params: () => ({ lines: {} }) } as const;
/** The addition at the head of the queue, as the shopper hears of it: how many of which perfume. */
function headAddition(context: CartContext): AddedNotice {
  const { itemId, quantity } = nextChange(context, 'add');
  return { quantity, name: context.products[itemId]?.name ?? itemId };
}
const notifyAdded = {
  type: 'notifyAdded',
  params: ({ context }: { context: CartContext }) => headAddition(context),
} as const;
/** No answer at all (status 0): the shop was not reached. What became of the addition depends on whose cart. */
const notifyOffline = (message: (quantity: number, name: string) => string) =>
  ({
    type: 'notifyOffline',
    params: ({ context }: { context: CartContext }) => {
      const { quantity, name } = headAddition(context);
      return { message: message(quantity, name) };
    },
  }) as const;

const refuse = {
  actions: {
    type: 'notifyError',
    params: ({ context, event }: { context: CartContext; event: CartEvent }) => ({
      message: refusal(context, event) ?? messages.outOfStock,
    }),
  },
} as const;

/** The error was no answer at all: the shop could not be reached. */
const offlineError = {
  type: 'isOffline',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

const serverError = {
  type: 'notifyError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    message: failureMessage(event.error, messages.networkError),
  }),
} as const;

/** A change: applied here at once, queued for the server, mirrored as soon as the server is free. */
const apply = <const T extends readonly unknown[]>(...effects: T) =>
  ['applyLocally', 'queueForServer', ...effects, 'mirrorNext'] as const;

/** An addition or a higher quantity is taken within the stock and the cap only; the shopper hears why otherwise. */
const withinStock = <const T extends readonly unknown[]>(...effects: T) =>
  [{ guard: 'isWithinLimits', actions: apply(...effects) }, refuse] as const;

/** An update of a line that is not there changes nothing and is not sent. */
const update = <const T extends readonly unknown[]>(...effects: T) =>
  [{ guard: 'leavesCartAsIs' }, ...withinStock(...effects)] as const;

/**
 * From guest to shopper. A guest change on its way went to the guest cart, which the server merges into
 * the account's (now, or at the next login): it is not sent again. Changes still waiting are.
 */
const becomeShopper = <const T extends readonly unknown[]>(...effects: T) =>
  [
    {
      guard: 'isSendingAChange',
      target: '#cart.session.loggedIn',
      actions: ['forgetChangeInFlight', 'takeToken', ...effects],
    },
    { target: '#cart.session.loggedIn', actions: ['takeToken', ...effects] },
  ] as const;

/**
 * What becomes of an addition the shop could not be reached for. A guest's stays in the cart saved on this
 * device, which the next start of the shop online sends on (reconcileGuestCart); a shopper's cart is the
 * account's, so the addition is taken back here rather than kept until the page is left.
 */
const offlineAddition = {
  guest: [notifyOffline(messages.keptOffline)],
  loggedIn: [notifyOffline(messages.notAddedOffline), 'takeBackAddition'],
} as const;

/**
 * The server's side of a cart, the same for a guest's and a shopper's: fetched on entry, then each change
 * mirrored one at a time, in order; later changes wait in the outbox (see mirrorNext). `fetched` and
 * `taken` name what the cart makes of the server's answers. An addition is told to the shopper once its
 * answer is in, so they hear one sentence that is true: added, refused and why, or not sent.
 */
function mirrored<const F extends readonly unknown[], const T>(
  owner: 'guest' | 'loggedIn',
  fetched: F,
  taken: T,
) {
  const idle = `#cart.session.${owner}.idle` as const;
  const answered = { target: idle, actions: [taken, 'mirrorNext'] } as const;
  const added = [
    { guard: 'isCatchingUp', ...answered },
    { target: idle, actions: [notifyAdded, taken, 'mirrorNext'] },
  ] as const;
  const notSent = {
    guard: offlineError,
    target: idle,
    actions: [...offlineAddition[owner], 'dropAnsweredChange', 'mirrorNext'],
  } as const;
  // a failed mirror keeps the local change: the shopper is told why and keeps what they chose
  const failed = { target: idle, actions: ['dropAnsweredChange', serverError, 'mirrorNext'] } as const;
  // only an addition can be a catch-up, and a catch-up the server refuses is no news
  const caughtUp = {
    guard: 'isCatchingUp',
    target: idle,
    actions: ['dropAnsweredChange', 'mirrorNext'],
  } as const;
  return {
    initial: 'loading',
    states: {
      loading: {
        tags: ['fetchingCart'],
        invoke: {
          id: 'fetchCart',
          src: 'fetchCart',
          onDone: { target: 'idle', actions: [...fetched, 'mirrorNext'] },
          // opened offline, the cart is this device's: no news, and the next visit online reconciles it
          onError: [
            { guard: offlineError, target: 'idle', actions: ['mirrorNext'] },
            { target: 'idle', actions: [serverError, 'mirrorNext'] },
          ],
        },
      },
      idle: {
        on: {
          'cart.mirrorNext': [
            { guard: { type: 'nextIs', params: 'add' }, target: 'mirroring.adding' },
            { guard: { type: 'nextIs', params: 'update' }, target: 'mirroring.updating' },
            { guard: { type: 'nextIs', params: 'clear' }, target: 'mirroring.clearing' },
          ],
        },
      },
      mirroring: {
        initial: 'adding',
        states: {
          adding: {
            invoke: {
              id: 'syncAdd',
              src: 'syncAdd',
              input: ({ context }: { context: CartContext }) => {
                const { itemId, quantity, variations } = nextChange(context, 'add');
                return { itemId, quantity, variations };
              },
              onDone: added,
              onError: [caughtUp, notSent, failed],
            },
          },
          updating: {
            invoke: {
              id: 'syncUpdate',
              src: 'syncUpdate',
              input: ({ context }: { context: CartContext }) => {
                const { cartItemKey, quantity } = nextChange(context, 'update');
                return { cartItemKey, quantity };
              },
              onDone: answered,
              onError: failed,
            },
          },
          clearing: { invoke: { id: 'syncClear', src: 'syncClear', onDone: answered, onError: failed } },
        },
      },
    },
  } as const;
}

export const cartMachine = setup({
  types: machineTypes<{ context: CartContext; events: CartEvent; input: CartInput }>(),
  actors: {
    fetchCart: notProvided<CartData>('fetchCart'),
    fetchCatalogue: notProvided<Product[]>('fetchCatalogue'),
    syncAdd: notProvided<CartData, CartAddRequest>('syncAdd'),
    syncUpdate: notProvided<CartData, CartUpdateRequest>('syncUpdate'),
    syncClear: notProvided<CartData>('syncClear'),
  },
  actions: {
    /** saves the guest cart on this device ({} once the cart lives on the shopper's account) */
    persist: (_, _params: { lines: CartData }) => {},
    notifyError: (_, _params: Notice) => {},
    notifyAdded: (_, _params: AddedNotice) => {},
    /** the shop could not be reached for an addition: what became of it */
    notifyOffline: (_, _params: Notice) => {},
    applyLocally: assign({
      lines: ({ context, event }) => applyChange(context.lines, changeOf(event)),
    }),
    queueForServer: assign({
      outbox: ({ context, event }) => [...context.outbox, changeOf(event)],
    }),
    /** the guest's carts made one; what this device has beyond the server's is queued for it */
    reconcileWithServer: assign(({ context }, serverCart: CartData) => {
      const { lines, catchUp } = reconcileGuestCart(context.lines, serverCart, context.outbox);
      return { lines, outbox: [...context.outbox, ...catchUp] };
    }),
    /** the server's cart is the truth, with the changes it has not seen yet laid on top */
    adoptServerCart: assign({
      lines: ({ context }, serverCart: CartData) => withPending(serverCart, context.outbox),
    }),
    /** the change at the head of the queue has been answered for with the shopper's whole cart */
    settleChange: assign(({ context }, serverCart: CartData) => {
      const outbox = context.outbox.slice(1);
      return { outbox, lines: withPending(serverCart, outbox) };
    }),
    /**
     * The head of the queue is answered for, taken or refused. For a guest the lines stay as this device
     * has them: a line the server refused is kept here, and what only the server has comes at the next start.
     */
    dropAnsweredChange: assign({ outbox: ({ context }) => context.outbox.slice(1) }),
    /** the addition at the head of the queue never reached the shopper's cart: its quantity comes off the line */
    takeBackAddition: assign({
      lines: ({ context }) => {
        const { itemId, quantity, variations } = nextChange(context, 'add');
        const key = cartItemKey(itemId, variations);
        const line = context.lines[key];
        return line
          ? applyChange(context.lines, {
              kind: 'update',
              cartItemKey: key,
              quantity: line.quantity - quantity,
            })
          : context.lines;
      },
    }),
    forgetChangeInFlight: assign({ outbox: ({ context }) => context.outbox.slice(1) }),
    /** look at the queue: mirror its head, or rest when it is empty */
    mirrorNext: raise({ type: 'cart.mirrorNext' }),
    takeToken: assign({
      token: ({ event }) => {
        assertEvent(event, ['cart.loggedIn', 'cart.sessionRestored']);
        return event.token;
      },
    }),
    forgetShopperCart: assign({ lines: {}, token: null, outbox: [] }),
    learnCatalogue: assign(({ context }, catalogue: readonly Product[]) => ({
      products: { ...context.products, ...byId(catalogue) },
      catalogueLoaded: true,
    })),
    // a failed fetch leaves the lines as 'Unknown Product' rather than a spinner forever
    stopWaitingForCatalogue: assign({ catalogueLoaded: true }),
  },
  guards: {
    /** an update of a line that is not there changes nothing and is not sent */
    leavesCartAsIs: ({ context, event }) => applyChange(context.lines, changeOf(event)) === context.lines,
    /** the stock of the line and the shop's cap on one perfume (limitProblem) */
    isWithinLimits: ({ context, event }) => refusal(context, event) === null,
    nextIs: ({ context }, kind: CartChange['kind']) => isKind(context.outbox[0], kind),
    isCatchingUp: ({ context }) => {
      const head = context.outbox[0];
      return isKind(head, 'add') && head.catchUp === true;
    },
    /** no answer came back (status 0), as against a refusal */
    isOffline: (_, { error }: { error: unknown }) => isApiFailure(error) && error.status === 0,
    isSendingAChange: stateIn({ session: { guest: 'mirroring' } }),
    namesAnUnknownProduct: ({ context }) => !context.catalogueLoaded && namesUnknownProduct(context),
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    lines: input.lines ?? {},
    products: byId(input.products ?? []),
    catalogueLoaded: false,
    token: null,
    outbox: [],
    maxUnitsPerProduct: input.maxUnitsPerProduct ?? DEFAULT_MAX_UNITS_PER_PRODUCT,
  }),
  on: {
    'cart.productsLoaded': { actions: assign({ products: ({ event }) => byId(event.products) }) },
  },
  states: {
    session: {
      initial: 'guest',
      states: {
        // the guest's cart lives here and in the server's guest cart, kept in step
        // (docs/decisions/029-sessions-cookies-and-the-cart-merge.md)
        guest: {
          ...mirrored('guest', [withServerCart('reconcileWithServer'), save], 'dropAnsweredChange'),
          on: {
            'cart.add': withinStock(save),
            'cart.update': update(save),
            'cart.clear': { actions: apply(save) },
            // from now on the account's cart is the truth: the local copy is forgotten
            'cart.loggedIn': becomeShopper(forget),
            'cart.sessionRestored': becomeShopper(),
          },
        },
        loggedIn: {
          ...mirrored('loggedIn', [withServerCart('adoptServerCart')], withServerCart('settleChange')),
          on: {
            'cart.add': withinStock(),
            'cart.update': update(),
            'cart.clear': { actions: apply() },
            'cart.loggedOut': { target: 'guest', actions: ['forgetShopperCart', forget] },
          },
        },
      },
    },
    // the catalogue is fetched once, when a line names a product the cart does not know
    catalogue: {
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'namesAnUnknownProduct', target: 'fetching' } },
        fetching: {
          invoke: {
            id: 'fetchCatalogue',
            src: 'fetchCatalogue',
            onDone: {
              target: 'fetched',
              actions: { type: 'learnCatalogue', params: ({ event }) => event.output },
            },
            onError: { target: 'fetched', actions: 'stopWaitingForCatalogue' },
          },
        },
        fetched: {},
      },
    },
  },
});

export type CartMachine = typeof cartMachine;

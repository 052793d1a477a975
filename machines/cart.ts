import { assign, raise, setup } from 'xstate';
import {
  type CartAddRequest,
  type CartData,
  type CartUpdateRequest,
  type CartVariations,
  type Product,
  messages,
  stockProblem,
} from '../api';
import {
  type CartChange,
  type ProductsById,
  addChange,
  applyChange,
  byId,
  guestMergeAdditions,
  withPending,
} from './cart-lines';
import { type Notice, failureMessage, notProvided } from './effects';

export interface CartInput {
  /** the guest cart saved on this device */
  lines?: CartData;
  products?: readonly Product[];
}

export interface CartContext {
  lines: CartData;
  products: ProductsById;
  token: string | null;
  /** the guest's lines at login, to be merged into the server cart */
  guestLines: CartData;
  /** additions sent to the server while merging */
  merge: CartAddRequest[];
  /** changes applied here and not yet answered by the server, oldest first */
  outbox: CartChange[];
}

export type CartEvent =
  | { type: 'cart.productsLoaded'; products: readonly Product[] }
  | { type: 'cart.add'; productId: string; quantity?: number; variations?: CartVariations }
  | { type: 'cart.update'; cartItemKey: string; quantity: number }
  | { type: 'cart.clear' }
  /** the shopper logged in: merge the guest cart into theirs */
  | { type: 'cart.loggedIn'; token: string }
  /** the app loaded with a stored token: the server cart replaces the local one */
  | { type: 'cart.sessionRestored'; token: string }
  | { type: 'cart.loggedOut' }
  /** internal: the server answered (or a change was queued); mirror the next change if there is one */
  | { type: 'cart.mirrorNext' };

type ChangeEvent = Extract<CartEvent, { type: 'cart.add' | 'cart.update' | 'cart.clear' }>;

function changeOf(event: ChangeEvent): CartChange {
  if (event.type === 'cart.add') return addChange(event.productId, event.quantity, event.variations);
  if (event.type === 'cart.update')
    return { kind: 'update', cartItemKey: event.cartItemKey, quantity: Math.floor(event.quantity) };
  return { kind: 'clear' };
}

/** The stock rule (section 5) for a change, or null when it may go ahead. Lowering a quantity is always allowed. */
function refusal(context: CartContext, event: ChangeEvent): string | null {
  const change = changeOf(event);
  if (change.kind === 'clear') return null;
  if (change.kind === 'add') {
    const after = applyChange(context.lines, change);
    const line = Object.values(after).find(
      (l) => l.productId === change.itemId && sameChoices(l.variations, change.variations),
    );
    return stockProblem(context.products[change.itemId], line?.quantity ?? change.quantity);
  }
  const line = context.lines[change.cartItemKey];
  if (!line || change.quantity <= 0 || change.quantity <= line.quantity) return null;
  return stockProblem(context.products[line.productId], change.quantity);
}

const sameChoices = (a: CartVariations, b: CartVariations) => JSON.stringify(a) === JSON.stringify(b);

const serverCart = (event: unknown): CartData => (event as { output: CartData }).output;
const savedLines = ({ context }: { context: CartContext }) => ({ lines: context.lines });
const forgotten = () => ({ lines: {} });

const refuse = {
  actions: {
    type: 'notifyError',
    params: ({ context, event }: { context: CartContext; event: CartEvent }) => ({
      message: refusal(context, event as ChangeEvent) ?? messages.outOfStock,
    }),
  },
} as const;

const serverError = {
  type: 'notifyError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    message: failureMessage(event.error, messages.networkError),
  }),
} as const;

/** A change when logged in: applied here at once and queued for the server. */
const change = [
  { guard: 'leavesCartAsIs' },
  { guard: 'hasStockFor', actions: ['applyLocally', 'queueForServer', 'mirrorNext'] },
  refuse,
] as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    fetchCart: notProvided<CartData>('fetchCart'),
    mergeGuestCart: notProvided<CartData, { additions: CartAddRequest[] }>('mergeGuestCart'),
    syncAdd: notProvided<CartData, CartAddRequest>('syncAdd'),
    syncUpdate: notProvided<CartData, CartUpdateRequest>('syncUpdate'),
    syncClear: notProvided<CartData>('syncClear'),
  },
  actions: {
    /** saves the guest cart on this device ({} once the cart lives on the server) */
    persist: (_, _params: { lines: CartData }) => {},
    notifyError: (_, _params: Notice) => {},
    applyLocally: assign({
      lines: ({ context, event }) => applyChange(context.lines, changeOf(event as ChangeEvent)),
    }),
    queueForServer: assign({
      outbox: ({ context, event }) => [...context.outbox, changeOf(event as ChangeEvent)],
    }),
    /** the server's cart is the truth, with the changes it has not seen yet laid on top */
    adoptServerCart: assign({
      lines: ({ context, event }) => withPending(serverCart(event), context.outbox),
    }),
    /** the change at the head of the queue has been answered for */
    settleChange: assign(({ context, event }) => {
      const outbox = context.outbox.slice(1);
      return { outbox, lines: withPending(serverCart(event), outbox) };
    }),
    /** a failed mirror keeps the local change (section 8) */
    dropFailedChange: assign({ outbox: ({ context }) => context.outbox.slice(1) }),
    /** look at the queue: mirror its head, or rest when it is empty */
    mirrorNext: raise({ type: 'cart.mirrorNext' }),
    startMerge: assign(({ context, event }) => {
      const additions = guestMergeAdditions(context.guestLines, serverCart(event), context.products);
      const merged = withPending(
        serverCart(event),
        additions.map((a) => addChange(a.itemId, a.quantity, a.variations)),
      );
      return { merge: additions, guestLines: {}, lines: withPending(merged, context.outbox) };
    }),
  },
  guards: {
    /** an update of a line that is not there changes nothing and is not sent */
    leavesCartAsIs: ({ context, event }) =>
      applyChange(context.lines, changeOf(event as ChangeEvent)) === context.lines,
    hasStockFor: ({ context, event }) => refusal(context, event as ChangeEvent) === null,
    hasGuestLinesToMerge: ({ context, event }) =>
      guestMergeAdditions(context.guestLines, serverCart(event), context.products).length > 0,
    nextIs: ({ context }, kind: CartChange['kind']) => context.outbox[0]?.kind === kind,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    lines: input.lines ?? {},
    products: byId(input.products ?? []),
    token: null,
    guestLines: {},
    merge: [],
    outbox: [],
  }),
  on: {
    'cart.productsLoaded': { actions: assign({ products: ({ event }) => byId(event.products) }) },
  },
  initial: 'guest',
  states: {
    guest: {
      on: {
        'cart.add': [
          { guard: 'hasStockFor', actions: ['applyLocally', { type: 'persist', params: savedLines }] },
          refuse,
        ],
        'cart.update': [
          { guard: 'leavesCartAsIs' },
          { guard: 'hasStockFor', actions: ['applyLocally', { type: 'persist', params: savedLines }] },
          refuse,
        ],
        'cart.clear': { actions: ['applyLocally', { type: 'persist', params: savedLines }] },
        'cart.loggedIn': {
          target: 'loggedIn',
          actions: [
            assign({ token: ({ event }) => event.token, guestLines: ({ context }) => context.lines }),
            { type: 'persist', params: forgotten },
          ],
        },
        'cart.sessionRestored': {
          target: 'loggedIn',
          actions: assign({ token: ({ event }) => event.token, guestLines: {} }),
        },
      },
    },
    loggedIn: {
      initial: 'loading',
      on: {
        'cart.add': change,
        'cart.update': change,
        'cart.clear': change,
        'cart.loggedOut': {
          target: 'guest',
          actions: [
            assign({ lines: {}, token: null, guestLines: {}, merge: [], outbox: [] }),
            { type: 'persist', params: forgotten },
          ],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            onDone: [
              { guard: 'hasGuestLinesToMerge', target: 'merging', actions: 'startMerge' },
              { target: 'idle', actions: ['adoptServerCart', 'mirrorNext'] },
            ],
            onError: { target: 'idle', actions: [serverError, 'mirrorNext'] },
          },
        },
        merging: {
          invoke: {
            id: 'mergeGuestCart',
            src: 'mergeGuestCart',
            input: ({ context }) => ({ additions: context.merge }),
            onDone: { target: 'idle', actions: ['adoptServerCart', 'mirrorNext'] },
            onError: { target: 'idle', actions: [serverError, 'mirrorNext'] },
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
          // one change at a time, in order; later changes wait in the outbox (see mirrorNext)
          initial: 'adding',
          states: {
            adding: {
              invoke: {
                id: 'syncAdd',
                src: 'syncAdd',
                input: ({ context }) => {
                  const next = context.outbox[0] as Extract<CartChange, { kind: 'add' }>;
                  return { itemId: next.itemId, quantity: next.quantity, variations: next.variations };
                },
                onDone: { target: '#cart.loggedIn.idle', actions: ['settleChange', 'mirrorNext'] },
                onError: {
                  target: '#cart.loggedIn.idle',
                  actions: ['dropFailedChange', serverError, 'mirrorNext'],
                },
              },
            },
            updating: {
              invoke: {
                id: 'syncUpdate',
                src: 'syncUpdate',
                input: ({ context }) => {
                  const next = context.outbox[0] as Extract<CartChange, { kind: 'update' }>;
                  return { cartItemKey: next.cartItemKey, quantity: next.quantity };
                },
                onDone: { target: '#cart.loggedIn.idle', actions: ['settleChange', 'mirrorNext'] },
                onError: {
                  target: '#cart.loggedIn.idle',
                  actions: ['dropFailedChange', serverError, 'mirrorNext'],
                },
              },
            },
            clearing: {
              invoke: {
                id: 'syncClear',
                src: 'syncClear',
                onDone: { target: '#cart.loggedIn.idle', actions: ['settleChange', 'mirrorNext'] },
                onError: {
                  target: '#cart.loggedIn.idle',
                  actions: ['dropFailedChange', serverError, 'mirrorNext'],
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;

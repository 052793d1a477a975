import { assertEvent, assign, not, setup } from 'xstate';
import {
  type Address,
  type AddressField,
  type CartData,
  type OwnShopReviewAnswer,
  type PaymentMethod,
  type PlaceOrderRequest,
  type Product,
  type ShopReviewRequest,
  emptyAddress,
  messages,
  validateAddress,
} from '../api';
import { byId, type ProductsById } from './cart-lines';
import {
  type CheckoutConfig,
  type FieldErrors,
  enabledMethods,
  orderItems,
  orderRequest,
  prefilled,
} from './checkout-order';
import { type Notice, failureMessage, isApiFailure, notProvided, machineTypes } from './effects';

export type PaymentStatus = 'idle' | 'processing' | 'redirecting' | 'failed';

export interface CheckoutInput {
  config: CheckoutConfig;
  lines: CartData;
  products: readonly Product[];
  loggedIn: boolean;
  /** the form as the server rendered it (a shopper's details, or a refused post); else a logged-in shopper's
   *  details are fetched */
  address?: Address;
  /** a fresh key for each order attempt; crypto.randomUUID by default */
  newAttemptKey?: () => string;
  /** how the server answered a post made without JavaScript: the method chosen and what went wrong */
  refused?: { method: PaymentMethod; message: string; fieldErrors: FieldErrors };
}

export interface CheckoutContext {
  config: CheckoutConfig;
  lines: CartData;
  products: ProductsById;
  loggedIn: boolean;
  /** null while unknown; the review gate asks only those who have not reviewed the shop */
  hasReviewed: boolean | null;
  address: Address;
  /** the form started filled in, so a logged-in shopper's details need not be fetched */
  detailsGiven: boolean;
  fieldErrors: FieldErrors;
  method: PaymentMethod;
  /** the form's message: a validation failure, 'Invalid payment method' or a placement failure */
  message: string | null;
  /** the order waiting behind the review dialog */
  heldOrder: PlaceOrderRequest | null;
  /** sent as Idempotency-Key: kept across retries of one attempt so the order is placed once */
  attemptKey: string | null;
  newAttemptKey: () => string;
  paymentStatus: PaymentStatus;
  orderId: string | null;
}

export type CheckoutEvent =
  | { type: 'checkout.setField'; field: AddressField; value: string }
  | { type: 'checkout.chooseMethod'; method: string }
  | { type: 'checkout.cartChanged'; lines: CartData; products?: readonly Product[] }
  | { type: 'checkout.submit' }
  | { type: 'checkout.reviewSubmit'; rating: number; comment: string }
  | { type: 'checkout.reviewSkip' };

export interface PlaceOrderInput {
  method: PaymentMethod;
  order: PlaceOrderRequest;
  idempotencyKey: string;
}

/** What placement answers: the order id, and for Paystack and Flutterwave the address to send the browser to. */
export interface PlacedOrder {
  orderId: string;
  redirectUrl?: string;
}

/** Offline, the shopper hears that the order is not placed and what to do; else the shop's reason. */
const placementFailure = (error: unknown) =>
  isApiFailure(error) && error.status === 0
    ? messages.orderNotPlacedOffline
    : failureMessage(error, messages.orderFailed);

/** The payment method chosen, if the shop offers it: the form's radio sends its value as typed. */
const enabledMethod = (context: CheckoutContext, chosen: string) =>
  enabledMethods(context.config.payments).find((method) => method === chosen);

/** Where a card payment goes on: `isRedirect` let only a placement with an address this far. */
function redirectUrlOf(placed: PlacedOrder): string {
  if (!placed.redirectUrl) throw new Error('The placed order has no address to send the shopper to');
  return placed.redirectUrl;
}

export const checkoutMachine = setup({
  types: machineTypes<{ context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput }>(),
  actors: {
    fetchOwnShopReview: notProvided<OwnShopReviewAnswer['review']>('fetchOwnShopReview'),
    submitShopReview: notProvided<unknown, ShopReviewRequest>('submitShopReview'),
    placeOrder: notProvided<PlacedOrder, PlaceOrderInput>('placeOrder'),
    fetchCheckoutDetails: notProvided<Address>('fetchCheckoutDetails'),
  },
  actions: {
    clearCart: () => {},
    goToOrders: () => {},
    redirect: (_, _params: { url: string }) => {},
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
    setField: assign(({ context, event }) => {
      assertEvent(event, 'checkout.setField');
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors;
      return { address: { ...context.address, [event.field]: event.value }, fieldErrors };
    }),
    showAddressProblem: assign(({ context }) => {
      const check = validateAddress(context.address, context.config.delivery);
      return check.ok ? {} : { message: check.message, fieldErrors: check.fields };
    }),
    showMessage: assign((_, params: Notice) => ({ message: params.message })),
    chooseMethod: assign(({ context, event }) => {
      assertEvent(event, 'checkout.chooseMethod');
      const method = enabledMethod(context, event.method);
      return method ? { method, message: null } : {};
    }),
    refuseMethod: assign({ message: messages.invalidPaymentMethod }),
    holdOrder: assign({ heldOrder: ({ context }) => orderRequest(context, validAddress(context)) }),
    dropHeldOrder: assign({ heldOrder: null }),
    startAttempt: assign(({ context }) => ({
      message: null,
      fieldErrors: {},
      paymentStatus: 'processing' as const,
      attemptKey: context.attemptKey ?? context.newAttemptKey(),
      heldOrder: context.heldOrder ?? orderRequest(context, validAddress(context)),
    })),
    /** a transport failure may have placed the order: the retry keeps the key; a refusal starts afresh */
    failAttempt: assign((_, { error }: { error: unknown }) => {
      const mayHavePlaced = isApiFailure(error) && error.status === 0;
      return {
        paymentStatus: 'failed' as const,
        message: placementFailure(error),
        heldOrder: null,
        ...(mayHavePlaced ? {} : { attemptKey: null }),
      };
    }),
  },
  guards: {
    hasValidAddress: ({ context }) => validateAddress(context.address, context.config.delivery).ok,
    hasValidItems: ({ context }) => orderItems(context.lines, context.products).length > 0,
    isEnabledMethod: ({ context, event }) => {
      assertEvent(event, 'checkout.chooseMethod');
      return enabledMethod(context, event.method) !== undefined;
    },
    methodIsEnabled: ({ context }) => enabledMethods(context.config.payments).includes(context.method),
    mustReviewFirst: ({ context }) => context.loggedIn && context.hasReviewed === false,
    isGuest: ({ context }) => !context.loggedIn,
    detailsGiven: ({ context }) => context.detailsGiven,
    isCompleteReview: ({ event }) => {
      assertEvent(event, 'checkout.reviewSubmit');
      const { rating, comment } = event;
      return Number.isInteger(rating) && rating >= 1 && rating <= 5 && comment.trim() !== '';
    },
    /** `placed` is what placement answered */
    isRedirect: (_, placed: PlacedOrder | undefined) => Boolean(placed?.redirectUrl),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const methods = enabledMethods(input.config.payments);
    return {
      config: input.config,
      lines: input.lines,
      products: byId(input.products),
      loggedIn: input.loggedIn,
      hasReviewed: null,
      address: input.address ?? emptyAddress,
      detailsGiven: input.address !== undefined,
      fieldErrors: input.refused?.fieldErrors ?? {},
      method:
        input.refused && methods.includes(input.refused.method)
          ? input.refused.method
          : methods.includes('cod')
            ? 'cod'
            : (methods[0] ?? 'cod'),
      message: input.refused?.message ?? null,
      heldOrder: null,
      attemptKey: null,
      newAttemptKey: input.newAttemptKey ?? (() => crypto.randomUUID()),
      paymentStatus: 'idle',
      orderId: null,
    };
  },
  on: {
    'checkout.cartChanged': {
      actions: assign(({ context, event }) => ({
        lines: event.lines,
        products: event.products ? byId(event.products) : context.products,
      })),
    },
  },
  initial: 'reviewCheck',
  states: {
    // a logged-in shopper: PLACE ORDER is disabled until we know whether they have reviewed the shop, and
    // until their details (name, email, last address) have filled the form
    reviewCheck: {
      always: { guard: 'isGuest', target: 'editing' },
      // the shopper may already type (a fast typist, a browser's autofill) while the checks are out
      on: {
        'checkout.setField': { actions: 'setField' },
        'checkout.chooseMethod': [
          { guard: 'isEnabledMethod', actions: 'chooseMethod' },
          { actions: 'refuseMethod' },
        ],
      },
      type: 'parallel',
      onDone: 'editing',
      states: {
        review: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'fetchOwnShopReview',
                src: 'fetchOwnShopReview',
                onDone: {
                  target: 'known',
                  actions: assign({ hasReviewed: ({ event }) => event.output !== null }),
                },
                // a failed look-up reads as "no review yet", silently
                onError: { target: 'known', actions: assign({ hasReviewed: false }) },
              },
            },
            known: { type: 'final' },
          },
        },
        details: {
          initial: 'fetching',
          states: {
            fetching: {
              always: { guard: 'detailsGiven', target: 'known' },
              invoke: {
                id: 'fetchCheckoutDetails',
                src: 'fetchCheckoutDetails',
                onDone: {
                  target: 'known',
                  actions: assign({
                    address: ({ context, event }) => prefilled(context.address, event.output),
                  }),
                },
                // without them the shopper types their details, as a guest does
                onError: 'known',
              },
            },
            known: { type: 'final' },
          },
        },
      },
    },
    editing: {
      on: {
        'checkout.setField': { actions: 'setField' },
        'checkout.chooseMethod': [
          { guard: 'isEnabledMethod', actions: 'chooseMethod' },
          { actions: 'refuseMethod' },
        ],
        'checkout.submit': [
          { guard: not('hasValidAddress'), actions: 'showAddressProblem' },
          {
            guard: not('hasValidItems'),
            actions: { type: 'showMessage', params: { message: messages.cartEmptyOrInvalid } },
          },
          {
            guard: not('methodIsEnabled'),
            actions: { type: 'showMessage', params: { message: messages.invalidPaymentMethod } },
          },
          { guard: 'mustReviewFirst', target: 'reviewGate', actions: 'holdOrder' },
          { target: 'placing' },
        ],
      },
    },
    reviewGate: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            'checkout.reviewSubmit': { guard: 'isCompleteReview', target: 'submitting' },
            // closing or skipping the dialog places the held order all the same
            'checkout.reviewSkip': '#checkout.placing',
          },
        },
        submitting: {
          invoke: {
            id: 'submitShopReview',
            src: 'submitShopReview',
            input: ({ event }) => {
              assertEvent(event, 'checkout.reviewSubmit');
              return { rating: event.rating, comment: event.comment.trim() };
            },
            onDone: {
              target: '#checkout.placing',
              actions: [
                assign({ hasReviewed: true }),
                { type: 'notifySuccess', params: { message: messages.thanksForReview } },
              ],
            },
            onError: {
              target: '#checkout.editing',
              actions: [
                'dropHeldOrder',
                {
                  type: 'notifyError',
                  params: ({ event }) => ({ message: failureMessage(event.error, messages.reviewFailed) }),
                },
              ],
            },
          },
        },
      },
    },
    placing: {
      entry: 'startAttempt',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => {
          const { method, heldOrder, attemptKey } = context;
          // startAttempt, this state's entry, has just set both
          if (!heldOrder || attemptKey === null)
            throw new Error('An order is placed only once its attempt starts');
          return { method, order: heldOrder, idempotencyKey: attemptKey };
        },
        onDone: [
          {
            guard: { type: 'isRedirect', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: [
              assign({ paymentStatus: 'redirecting', orderId: ({ event }) => event.output.orderId }),
              { type: 'redirect', params: ({ event }) => ({ url: redirectUrlOf(event.output) }) },
            ],
          },
          {
            target: 'placed',
            actions: [
              assign({ orderId: ({ event }) => event.output.orderId, heldOrder: null, attemptKey: null }),
              'clearCart',
              'goToOrders',
              { type: 'notifySuccess', params: { message: messages.orderPlaced } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'failAttempt', params: ({ event }) => ({ error: event.error }) },
            { type: 'notifyError', params: ({ event }) => ({ message: placementFailure(event.error) }) },
          ],
        },
      },
    },
    /** the browser is on its way to the payment provider */
    redirecting: { type: 'final' },
    placed: { type: 'final' },
  },
});

function validAddress(context: CheckoutContext): Address {
  const check = validateAddress(context.address, context.config.delivery);
  return check.ok ? check.address : context.address;
}

/** PLACE ORDER is enabled only while the form is being edited. */
export const canPlaceOrder = (snapshot: { matches: (state: 'editing') => boolean }) =>
  snapshot.matches('editing');

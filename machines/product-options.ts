import { assertEvent, assign, not, setup } from 'xstate';
import {
  type CartVariations,
  type MissingSelection,
  type Product,
  describeVariations,
  fromKobo,
  messages,
  missingSelections,
  selectionMessage,
  toKobo,
  unitPrice,
} from '../api';
import { type Notice, machineTypes } from './effects';

export interface ProductOptionsContext {
  product: Product;
  choices: CartVariations;
  quantity: number;
  /** the live unit price: wrap if chosen, else the chosen size, else basePrice */
  price: number;
  /** the required choices still missing since the shopper last tried to add, with their hints */
  missing: MissingSelection[];
  /** 'Please select: {names} before adding to cart.' while that dialog is open */
  message: string | null;
}

export type ProductOptionsEvent =
  | { type: 'options.chooseBase'; value: string }
  | { type: 'options.chooseSide'; value: string }
  | { type: 'options.chooseSize'; size: string }
  | { type: 'options.toggleWrap'; checked: boolean }
  | { type: 'options.setQuantity'; quantity: number }
  | { type: 'options.add' }
  | { type: 'options.confirm' }
  | { type: 'options.cancel' };

export interface AddToCartParams {
  productId: string;
  quantity: number;
  variations: CartVariations;
}

/** The confirmation dialog: quantity, name, the chosen options, unit price and total. */
export function selectConfirmation({ product, choices, quantity, price }: ProductOptionsContext) {
  return {
    quantity,
    name: product.name,
    description: describeVariations(choices),
    unitPrice: price,
    total: fromKobo(toKobo(price) * quantity),
  };
}

/** Choices change the price, and the hints of choices now made go away. */
function choose(context: ProductOptionsContext, choices: CartVariations) {
  const stillMissing = missingSelections(context.product, choices).map((m) => m.field);
  return {
    choices,
    price: unitPrice(context.product, choices),
    missing: context.missing.filter((m) => stillMissing.includes(m.field)),
  };
}

export interface ProductOptionsInput {
  product: Product;
  /** what the shopper chose when the server refused a post made without JavaScript, with its hints */
  chosen?: { choices: CartVariations; quantity: number; missing: MissingSelection[] };
}

export const productOptionsMachine = setup({
  types: machineTypes<{
    context: ProductOptionsContext;
    events: ProductOptionsEvent;
    input: ProductOptionsInput;
  }>(),
  actions: {
    /** the caller sends the line to the cart */
    addToCart: (_, _params: AddToCartParams) => {},
    notifySuccess: (_, _params: Notice) => {},
    chooseBase: assign(({ context, event }) => {
      assertEvent(event, 'options.chooseBase');
      return choose(context, { ...context.choices, base: event.value });
    }),
    chooseSide: assign(({ context, event }) => {
      assertEvent(event, 'options.chooseSide');
      return choose(context, { ...context.choices, side: event.value });
    }),
    /** picking a size unchecks wrap */
    chooseSize: assign(({ context, event }) => {
      assertEvent(event, 'options.chooseSize');
      const { wrap: _unchecked, ...rest } = context.choices;
      return choose(context, { ...rest, size: event.size });
    }),
    /** choosing wrap clears the size */
    toggleWrap: assign(({ context, event }) => {
      assertEvent(event, 'options.toggleWrap');
      const { wrap: _wrap, size, ...rest } = context.choices;
      return choose(context, event.checked ? { ...rest, wrap: true } : { ...rest, size });
    }),
    setQuantity: assign({
      quantity: ({ event }) => {
        assertEvent(event, 'options.setQuantity');
        return Math.max(1, Math.floor(event.quantity) || 1);
      },
    }),
    explainMissing: assign(({ context }) => {
      const missing = missingSelections(context.product, context.choices);
      return { missing, message: selectionMessage(missing) };
    }),
    closeExplanation: assign({ message: null }),
  },
  guards: {
    isInStock: ({ context }) => context.product.inStock,
    hasMissingSelections: ({ context }) => missingSelections(context.product, context.choices).length > 0,
  },
}).createMachine({
  id: 'productOptions',
  context: ({ input }) => ({
    product: input.product,
    choices: input.chosen?.choices ?? {},
    quantity: input.chosen?.quantity ?? 1,
    price: unitPrice(input.product, input.chosen?.choices ?? {}),
    missing: input.chosen?.missing ?? [],
    message: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'options.chooseBase': { actions: 'chooseBase' },
        'options.chooseSide': { actions: 'chooseSide' },
        'options.chooseSize': { actions: 'chooseSize' },
        'options.toggleWrap': { actions: 'toggleWrap' },
        // the stepper and ADD TO CART are disabled when the product is out of stock
        'options.setQuantity': { guard: 'isInStock', actions: 'setQuantity' },
        'options.add': [
          { guard: not('isInStock') },
          { guard: 'hasMissingSelections', target: 'missingSelection', actions: 'explainMissing' },
          { target: 'confirming' },
        ],
      },
    },
    missingSelection: {
      on: { 'options.cancel': { target: 'choosing', actions: 'closeExplanation' } },
    },
    confirming: {
      on: {
        'options.confirm': {
          target: 'choosing',
          actions: [
            {
              type: 'addToCart',
              params: ({ context }) => ({
                productId: context.product._id,
                quantity: context.quantity,
                variations: context.choices,
              }),
            },
            {
              type: 'notifySuccess',
              params: ({ context }) => ({
                message: messages.addedToCart(context.quantity, context.product.name),
              }),
            },
          ],
        },
        'options.cancel': 'choosing',
      },
    },
  },
});

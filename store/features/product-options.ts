import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectionMessage, type Product } from '../../api';
import {
  productOptionsMachine,
  selectConfirmation,
  type ProductOptionsInput,
} from '../../machines/product-options';
import { useCart } from './cart';

/**
 * The product page's choices, price, quantity and its two dialogs, with the cart as the real effect.
 * The success toast is the cart's: it says '{qty} {name} added to cart!' only when the cart took the line,
 * and the stock rule's message otherwise. One machine per product: give the page `key={product._id}`.
 */
export function useProductOptions(product: Product, chosen?: ProductOptionsInput['chosen']) {
  // the cart's add reads the cart machine live, so the one taken here stays right
  const { add } = useCart();
  const [machine] = useState(() =>
    productOptionsMachine.provide({
      actions: {
        addToCart: (_, { quantity, variations }) => {
          add(product, quantity, variations);
        },
        notifySuccess: () => {},
      },
    }),
  );
  const actor = useActorRef(machine, { input: { product, chosen } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('confirming')
      ? 'confirming'
      : snapshot.matches('missingSelection')
        ? 'missing'
        : 'choosing',
  );

  return {
    choices: context.choices,
    quantity: context.quantity,
    price: context.price,
    /** the hints under each group, since the shopper last tried to add without them */
    missing: context.missing,
    /** the missing-selection dialog; its words outlive it while it fades out */
    missingOpen: step === 'missing',
    missingMessage: selectionMessage(context.missing) ?? '',
    /** the confirmation dialog: quantity, name, options, unit price, total */
    confirmOpen: step === 'confirming',
    confirmation: selectConfirmation(context),
    chooseBase: (value: string) => actor.send({ type: 'options.chooseBase', value }),
    chooseSide: (value: string) => actor.send({ type: 'options.chooseSide', value }),
    chooseSize: (size: string) => actor.send({ type: 'options.chooseSize', size }),
    toggleWrap: (checked: boolean) => actor.send({ type: 'options.toggleWrap', checked }),
    setQuantity: (quantity: number) => actor.send({ type: 'options.setQuantity', quantity }),
    add: () => actor.send({ type: 'options.add' }),
    confirm: () => actor.send({ type: 'options.confirm' }),
    cancel: () => actor.send({ type: 'options.cancel' }),
  };
}

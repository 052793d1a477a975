import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { aProduct, withAllOptions } from '../api/test/product';
import { productOptionsMachine, selectConfirmation } from './product-options';
import { statesOf, walkEveryPath } from './testing/model-walk';
import { recordCoverage, uncovered } from './testing/transition-coverage';

describe('product options machine: every state and transition, walked', () => {
  it('reaches every state and takes every transition of the machine through the model', async () => {
    const walk = await walkEveryPath(productOptionsMachine, {
      inputs: [{ product: withAllOptions }, { product: aProduct({ inStock: false, stock: 0 }) }],
      serialize: (s) => [s.value, s.context.choices],
      events: [
        { type: 'options.setQuantity', quantity: 2 },
        { type: 'options.chooseBase', value: 'Oud' },
        { type: 'options.chooseSide', value: 'Rose' },
        { type: 'options.chooseSize', size: '30ml' },
        { type: 'options.toggleWrap', checked: true },
        { type: 'options.add' },
        { type: 'options.confirm' },
        { type: 'options.cancel' },
      ],
    });
    expect(walk.reached).toEqual(statesOf(productOptionsMachine));
    expect(uncovered(await recordCoverage(productOptionsMachine, walk))).toEqual([]);
  });
});

function startOptions(product = withAllOptions) {
  const addToCart = vi.fn();
  const notifySuccess = vi.fn();
  const actor = createActor(
    productOptionsMachine.provide({
      actions: {
        addToCart: (_, params) => addToCart(params),
        notifySuccess: (_, params) => notifySuccess(params.message),
      },
    }),
    { input: { product } },
  ).start();
  return { actor, addToCart, notifySuccess, context: () => actor.getSnapshot().context };
}

describe('product options machine', () => {
  it('prices by wrap, else size, else basePrice; wrap clears the size and a size unchecks wrap', () => {
    const { actor, context } = startOptions();
    expect(context().price).toBe(45000);
    actor.send({ type: 'options.chooseSize', size: '100ml' });
    expect(context().price).toBe(85000);
    actor.send({ type: 'options.toggleWrap', checked: true });
    expect(context().choices).toEqual({ wrap: true });
    expect(context().price).toBe(47500);
    actor.send({ type: 'options.chooseBase', value: 'Oud' });
    expect(context().price).toBe(47500);
    actor.send({ type: 'options.chooseSize', size: '30ml' });
    expect(context().choices).toEqual({ base: 'Oud', size: '30ml' });
    expect(context().price).toBe(30000);
  });

  it('keeps the quantity at least 1', () => {
    const { actor, context } = startOptions();
    actor.send({ type: 'options.setQuantity', quantity: 0 });
    expect(context().quantity).toBe(1);
    actor.send({ type: 'options.setQuantity', quantity: 4 });
    expect(context().quantity).toBe(4);
  });

  it("asks for the missing choices with 'Please select: {names} before adding to cart.' and the three hints", () => {
    const { actor, context, addToCart } = startOptions();
    actor.send({ type: 'options.add' });
    expect(actor.getSnapshot().value).toBe('missingSelection');
    expect(context().message).toBe(
      'Please select: Base Scent, Side Note, size or wrap before adding to cart.',
    );
    expect(context().missing.map((m) => m.hint)).toEqual([
      'Please select a base Scent option',
      'Please select a side Scent option',
      'Please select a size or wrap option',
    ]);
    actor.send({ type: 'options.cancel' });
    actor.send({ type: 'options.chooseBase', value: 'Amber' });
    expect(context().missing.map((m) => m.field)).toEqual(['side', 'sizeOrWrap']);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it("confirms, adds, says '{qty} {name} added to cart!' and closes the dialog", () => {
    const { actor, context, addToCart, notifySuccess } = startOptions();
    actor.send({ type: 'options.chooseBase', value: 'Oud' });
    actor.send({ type: 'options.chooseSide', value: 'Rose' });
    actor.send({ type: 'options.chooseSize', size: '30ml' });
    actor.send({ type: 'options.setQuantity', quantity: 2 });
    actor.send({ type: 'options.add' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(selectConfirmation(context())).toEqual({
      quantity: 2,
      name: 'Oba Oud',
      description: 'Base: Oud, Side: Rose, Size: 30ml',
      unitPrice: 30000,
      total: 60000,
    });
    actor.send({ type: 'options.confirm' });
    expect(addToCart).toHaveBeenCalledWith({
      productId: 'p2',
      quantity: 2,
      variations: { base: 'Oud', side: 'Rose', size: '30ml' },
    });
    expect(notifySuccess).toHaveBeenCalledWith('2 Oba Oud added to cart!');
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('cancelling the confirmation adds nothing', () => {
    const { actor, addToCart } = startOptions(aProduct());
    actor.send({ type: 'options.add' });
    actor.send({ type: 'options.cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('refuses to add, or to change the quantity, when the product is out of stock', () => {
    const { actor, context } = startOptions(aProduct({ inStock: false, stock: 0 }));
    actor.send({ type: 'options.setQuantity', quantity: 3 });
    actor.send({ type: 'options.add' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(context().quantity).toBe(1);
  });
});

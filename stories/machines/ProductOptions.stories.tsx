import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import {
  productOptionsMachine,
  selectConfirmation,
  type AddToCartParams,
} from '../../machines/product-options';
import { productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { Button, Price } from '../../ui';
import { AddToCartConfirmDialog, MissingSelectionDialog, VariationSelectors } from '../../ui';
import { MachineInspector, readInspector, useMachineLog } from './inspector';

/**
 * The productOptions machine (machines/product-options.ts) through the product page's pieces: choosing
 * (live price), missingSelection (the message and hints) and confirming, then back to choosing after the add,
 * its state and the events it receives beside them. The cart is a spy here; the product page gives it the real cart.
 */
function ProductOptionsPanel({ onAdd }: { onAdd: (params: AddToCartParams) => void }) {
  const [machine] = useState(() =>
    productOptionsMachine.provide({ actions: { addToCart: (_, params) => onAdd(params) } }),
  );
  const log = useMachineLog();
  const [snapshot, send] = useMachine(machine, {
    input: { product: productWithAllOptions },
    inspect: log.inspect,
  });
  const { context } = snapshot;
  const hints = Object.fromEntries(context.missing.map(({ field, hint }) => [field, hint]));
  const confirmation = selectConfirmation(context);
  return (
    <div className="grid max-w-6xl items-start gap-6 md:grid-cols-[1fr_22rem]">
      <section aria-labelledby="options-title" className="grid max-w-xl gap-5">
        <h1 id="options-title" className="font-display text-display-sm">
          {productWithAllOptions.name}
        </h1>
        <Price amount={context.price} size="xl" />
        <VariationSelectors
          variations={productWithAllOptions.variations}
          value={context.choices}
          errors={hints}
          onBaseChange={(value) => send({ type: 'options.chooseBase', value })}
          onSideChange={(value) => send({ type: 'options.chooseSide', value })}
          onSizeChange={(size) => send({ type: 'options.chooseSize', size })}
          onWrapChange={(checked) => send({ type: 'options.toggleWrap', checked })}
        />
        <Button className="justify-self-start" onClick={() => send({ type: 'options.add' })}>
          Add to cart
        </Button>
        <MissingSelectionDialog
          open={snapshot.matches('missingSelection')}
          onOpenChange={(open) => !open && send({ type: 'options.cancel' })}
          message={context.message ?? ''}
          hints={context.missing.map((missing) => missing.hint)}
        />
        <AddToCartConfirmDialog
          open={snapshot.matches('confirming')}
          quantity={confirmation.quantity}
          name={confirmation.name}
          optionsDescription={confirmation.description}
          unitPrice={confirmation.unitPrice}
          total={confirmation.total}
          onConfirm={() => send({ type: 'options.confirm' })}
          onCancel={() => send({ type: 'options.cancel' })}
        />
      </section>
      <MachineInspector log={log} machine="productOptions" />
    </div>
  );
}

const meta = {
  title: 'Machines/ProductOptions',
  component: ProductOptionsPanel,
  args: { onAdd: fn() },
} satisfies Meta<typeof ProductOptionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => readInspector(canvasElement).state;
const lastEvent = (canvasElement: HTMLElement) => readInspector(canvasElement).lines.at(-1);

export const EveryState: Story = {
  play: async ({ canvasElement, userEvent, args, step }) => {
    const canvas = within(canvasElement);
    await step('choosing: a size sets the price, wrap replaces it', async () => {
      await waitFor(() => expect(state(canvasElement)).toBe('choosing'));
      await userEvent.click(canvas.getByText('100ml'));
      await expect(canvas.getByRole('radio', { name: /^100ml/ })).toBeChecked();
      await expect(canvas.getAllByText('₦140,000.00')[0]).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: /Wrap it yourself/ }));
      await expect(canvas.getByRole('radio', { name: /^100ml/ })).not.toBeChecked();
      await waitFor(() =>
        expect(lastEvent(canvasElement)).toBe('options.toggleWrap (checked: true) → choosing'),
      );
    });
    await step('missingSelection: the message, then the hints', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(state(canvasElement)).toBe('missingSelection'));
      const dialog = await screen.findByRole('dialog', { name: 'Choose your options' });
      await expect(dialog).toHaveTextContent(messages.selectBeforeAdd(['Base Scent', 'Side Note']));
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
      await waitFor(() => expect(lastEvent(canvasElement)).toBe('options.cancel → choosing'));
      await expect(canvas.getByText(messages.selectBase)).toBeVisible();
    });
    await step('confirming, then the add', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Musk' }));
      await userEvent.click(canvas.getByRole('radio', { name: 'Vanilla' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(state(canvasElement)).toBe('confirming'));
      const dialog = await screen.findByRole('dialog', { name: 'Add to cart?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(args.onAdd).toHaveBeenCalledOnce());
      await expect(args.onAdd).toHaveBeenCalledWith({
        productId: productWithAllOptions._id,
        quantity: 1,
        variations: { base: 'Musk', side: 'Vanilla', wrap: true },
      });
      await waitFor(() => expect(lastEvent(canvasElement)).toBe('options.confirm → choosing'));
      // the story ends on choosing, with the confirmation gone, not fading out
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    });
  },
};

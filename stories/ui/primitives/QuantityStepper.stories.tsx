import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { QuantityStepper } from '../../../ui';

/** Controlled by a parent, as the cart line owns its quantity. */
function Stepper({
  initial = 1,
  max,
  disabled,
  onValueChange,
  onExceedMax,
}: {
  initial?: number;
  max?: number;
  disabled?: boolean;
  onValueChange: (quantity: number) => void;
  onExceedMax?: (attempted: number) => void;
}) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <QuantityStepper
      value={quantity}
      max={max}
      disabled={disabled}
      onExceedMax={onExceedMax}
      onValueChange={(next) => {
        setQuantity(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Primitives/QuantityStepper',
  component: Stepper,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });

    await step('it starts at 1 and will not go below', async () => {
      await expect(input).toHaveValue('1');
      await expect(decrease).toBeDisabled();
    });
    await step('the keyboard steps it: Tab to +, Enter; arrow keys in the box', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.tab();
      await expect(increase).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveValue('2');
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
      await expect(input).toHaveValue('3');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    });
    await step('− steps down to 1 and no further', async () => {
      await userEvent.click(decrease);
      await userEvent.click(decrease);
      await expect(input).toHaveValue('1');
      await expect(decrease).toBeDisabled();
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveValue('1');
      await expect(args.onValueChange).not.toHaveBeenCalledWith(0);
    });
  },
};

export const TypedValues: Story = {
  args: { initial: 4 },
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await step('a typed 12 is taken', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '12');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(12);
    });
    await step(
      '0, a negative number or letters are ignored; the last good quantity returns on blur',
      async () => {
        await userEvent.clear(input);
        await userEvent.type(input, '0');
        await userEvent.clear(input);
        await userEvent.type(input, '-3');
        await userEvent.clear(input);
        await userEvent.type(input, 'abc');
        await userEvent.tab();
        await expect(input).toHaveValue('12');
        for (const [quantity] of (args.onValueChange as ReturnType<typeof fn>).mock.calls) {
          await expect(quantity).toBeGreaterThanOrEqual(1);
        }
      },
    );
  },
};

export const AtStockLimit: Story = {
  args: { initial: 3, max: 3, onExceedMax: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await expect(args.onExceedMax).toHaveBeenLastCalledWith(9);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).toHaveValue('3');
  },
};

export const Disabled: Story = {
  args: { initial: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { OrderLookupForm } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

const meta = {
  title: 'UI/Checkout/OrderLookupForm',
  component: OrderLookupForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof OrderLookupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('both fields are needed: the browser takes the shopper to the first empty one', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Track order' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(canvas.getByRole('textbox', { name: 'Order ID' })).toHaveFocus();
    });
    await step('id and email, typed with the keyboard, are sent trimmed and without the #', async () => {
      await userEvent.keyboard('#665f1c2e9d4b7a0012a1b2c3 ');
      await userEvent.tab();
      await userEvent.keyboard('adaeze.okafor@example.ng{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith({
        orderId: '665f1c2e9d4b7a0012a1b2c3',
        email: 'adaeze.okafor@example.ng',
      });
    });
  },
};

export const Tracking: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tracking...' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  args: { error: 'We could not find an order with that ID and email.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not find an order with that ID and email.',
    );
  },
};

export const Mobile: Story = { globals: atMobile };

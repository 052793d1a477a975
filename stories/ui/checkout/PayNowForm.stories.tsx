import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { messages } from '../../../api';
import { exampleOrderId } from '../../../mocks/fixtures/orders';
import { PayNowForm } from '../../../ui/checkout';

/**
 * Pay now: starts the payment of an unpaid card order again, for that same order (never a second one). A real
 * form posting the order's id (and its signed link's key) before the page's scripts run; with them, `onPayNow`.
 *
 * **Use when** a card order waits for its payment: MY ORDERS' card, the signed link's page, the verification's
 * failure screen.
 *
 * **Not when** the order is paid by transfer (BankTransferDetails), or is paid.
 */
const meta = {
  title: 'Components/Checkout/PayNowForm',
  tags: ['autodocs'],
  component: PayNowForm,
  args: { orderId: exampleOrderId, action: '/orders', onPayNow: fn() },
} satisfies Meta<typeof PayNowForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.querySelector('input[name="orderId"]')).toHaveValue(exampleOrderId);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPayNow).toHaveBeenCalledTimes(1);
  },
};

/** Sent: busy until the provider's page replaces this one, and it takes no second press. */
export const Opening: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opening payment...' })).toBeDisabled();
  },
};

/** Refused: the shop's sentence under the button, which stays to try again. */
export const SoldOut: Story = {
  args: { problem: messages.payNowSoldOut },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.payNowSoldOut);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

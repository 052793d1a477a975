import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { exampleOrderId } from '../../../mocks/fixtures/orders';
import { shortOrderId, VerifyResult } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * The /verify screen after paying online: checking with Paystack or Flutterwave (a spinner), paid (with View
 * My Orders and Continue Shopping), or not paid, with Pay now (the screen's) or View My Orders, and Contact Support.
 *
 * **Use when** the payment provider sends the shopper back to the shop.
 *
 * **Not when** the order is to be paid by transfer (BankTransferDetails).
 */
const meta = {
  title: 'Components/Checkout/VerifyResult',
  tags: ['autodocs'],
  component: VerifyResult,
  args: { state: { status: 'pending' } },
} satisfies Meta<typeof VerifyResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verifying Payment' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your payment');
  },
};

const paid = {
  status: 'success',
  orderId: exampleOrderId,
  amount: 93650,
  date: Date.UTC(2025, 2, 12, 9, 30),
  secondsLeft: 5,
} as const;

export const Success: Story = {
  args: { state: paid },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(canvas.getByText(shortOrderId(exampleOrderId))).toBeVisible();
    // Naira, never the euro sign this screen once showed.
    await expect(canvas.getByText('₦93,650.00')).toBeVisible();
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.getByText('12 Mar 2025')).toBeVisible();
    await expect(canvas.getByText('Taking you to your orders in 5 seconds')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** The machine counts down; the last second reads in the singular. */
export const SuccessLastSecond: Story = {
  args: { state: { ...paid, secondsLeft: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Taking you to your orders in 1 second')).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    state: {
      status: 'failed',
      message: 'Payment reference missing. Please contact support with your order details.',
      orderId: exampleOrderId,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment reference missing.');
    await expect(canvas.getByRole('heading', { name: 'What to do next' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Check your bank app before paying again',
    );
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent(shortOrderId(exampleOrderId));
    // without Pay now (no order to pay), MY ORDERS: each unpaid order has its own there
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  },
};

export const SuccessMobile: Story = { args: Success.args, globals: atMobile };
export const FailedMobile: Story = { args: Failed.args, globals: atMobile };
export const FailedDesktop: Story = { args: Failed.args, globals: atDesktop };

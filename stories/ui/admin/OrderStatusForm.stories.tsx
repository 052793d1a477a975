import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrderStatusForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * 'Change status': a select of the order's statuses. Cancelling returns the stock, so it asks for a tick in a
 * box that shows once 'Cancelled' is chosen; without the page's scripts the server shows that box on a second
 * step. Like every admin form, it is a real form that posts to `action` (drawn by the router's form through
 * `formAs` once the page's scripts run), so it works without them.
 *
 * **Use when** the shop moves an order on (processing, shipped, delivered) or cancels it, on the order's
 * page.
 *
 * **Not when** marking it paid (MarkPaidForm).
 */
const meta = {
  title: 'Components/Admin/OrderStatusForm',
  tags: ['autodocs'],
  component: OrderStatusForm,
  args: {
    action: '/admin/orders/6b000000000000002a535483',
    fields: { intent: 'status' },
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'processing', label: 'Processing' },
      { value: 'shipped', label: 'Shipped' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
    defaultStatus: 'processing',
    cancelValue: 'cancelled',
  },
} satisfies Meta<typeof OrderStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain post the server handles: the status and the hidden intent. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('combobox', { name: 'Status' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/admin/orders/6b000000000000002a535483');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('processing');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Choosing Cancelled shows the tick the cancel needs, and the button says what it does. */
export const Cancelling: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'cancelled');
    await expect(
      canvas.getByRole('checkbox', { name: /Yes, cancel and return the stock/ }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  },
};

/** The server asked for the tick: the summary has the focus and leads to the box. */
export const ConfirmMissing: Story = {
  args: {
    defaultStatus: 'cancelled',
    error: 'Tick "Yes, cancel and return the stock" to cancel this order',
    errorAt: 'confirm',
  },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('checkbox', { name: /Yes, cancel and return the stock/ })).toHaveFocus();
  },
};

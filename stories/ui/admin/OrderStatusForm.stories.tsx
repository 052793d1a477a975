import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OrderStatusForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

const meta = {
  title: 'UI/Admin/OrderStatusForm',
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

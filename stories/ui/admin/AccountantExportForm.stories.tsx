import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { accountantExportPaths, messages } from '../../../api';
import { AccountantExportForm } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * The accountant's two CSV files for a range of Lagos days: First day and Last day, then "Orders CSV" (the orders placed)
 * and "Payments CSV" (the payments received). A plain GET form: the browser downloads the file the server
 * makes, with or without scripts; each button sends the same two days to its own file.
 *
 * **Use when** the owner or staff hand the month's orders and payments to the accountant (/admin/orders).
 *
 * **Not when** finding orders on the page (OrdersFilterForm), or downloading the newsletter's list (a link).
 */
const meta = {
  title: 'Components/Admin/AccountantExportForm',
  tags: ['autodocs'],
  component: AccountantExportForm,
  args: {
    ordersAction: accountantExportPaths.orders,
    paymentsAction: accountantExportPaths.payments,
    values: { from: '2026-11-01', to: '2026-11-26' },
  },
} satisfies Meta<typeof AccountantExportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month so far, on a laptop: the two days side by side, a button for each file. */
export const Default: Story = {
  globals: atDesktop,
  play: async ({ canvas, step }) => {
    const form = canvas.getByRole('form', { name: 'Export for the accountant' });
    await step('a GET to the orders file: the browser downloads it without any script', async () => {
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', '/admin/orders.csv');
    });
    await step('the days start at this month so far, and both are needed', async () => {
      await expect(canvas.getByLabelText('First day')).toHaveValue('2026-11-01');
      await expect(canvas.getByLabelText('Last day')).toHaveValue('2026-11-26');
      await expect(canvas.getByLabelText('First day')).toBeRequired();
      await expect(canvas.getByLabelText('Last day')).toBeRequired();
    });
    await step('Payments CSV sends the same days to the payments file', async () => {
      const orders = canvas.getByRole('button', { name: 'Orders CSV' });
      const payments = canvas.getByRole('button', { name: 'Payments CSV' });
      await expect(orders).toHaveAttribute('type', 'submit');
      await expect(orders).not.toHaveAttribute('formaction');
      await expect(payments).toHaveAttribute('type', 'submit');
      await expect(payments).toHaveAttribute('formaction', '/admin/payments.csv');
    });
  },
};

/** On a phone: the days one under the other, nothing wider than the screen. */
export const OnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const from = canvas.getByLabelText('First day').getBoundingClientRect();
    const to = canvas.getByLabelText('Last day').getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The server refused the days (the first after the last): the Orders page comes back with the days as typed and
 * the reason under the day to change, the same with or without scripts.
 */
export const Refused: Story = {
  globals: atMobile,
  args: {
    values: { from: '2026-11-30', to: '2026-11-01' },
    refused: { problem: messages.firstDayAfterLastDay, day: 'to' },
  },
  play: async ({ canvas }) => {
    const last = canvas.getByLabelText('Last day');
    await expect(last).toHaveAccessibleDescription(messages.firstDayAfterLastDay);
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('First day')).toHaveValue('2026-11-30');
    await expect(canvas.getByLabelText('First day')).not.toHaveAttribute('aria-invalid');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { MarkPaidForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * A bank transfer has come in: the reference as the bank statement shows it, and the order is marked paid. A
 * blank reference is refused beside its box. Like every admin form, it is a real form that posts to `action`
 * (drawn by the router's form through `formAs` once the page's scripts run), so it works without them.
 *
 * **Use when** one order's transfer is confirmed by hand, on the order's page.
 *
 * **Not when** many transfers are confirmed from the bank's statement (StatementForm, then
 * StatementMatchList).
 */
const meta = {
  title: 'Components/Admin/MarkPaidForm',
  tags: ['autodocs'],
  component: MarkPaidForm,
  args: { action: '/admin/orders/6b000000000000002a535483', fields: { intent: 'paid' } },
} satisfies Meta<typeof MarkPaidForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const reference = canvas.getByRole('textbox', { name: /^Transfer reference/ });
    await expect(reference).toHaveAccessibleDescription('As the bank statement shows it');
    await expect(reference.closest('form')).toHaveAttribute('method', 'post');
  },
};

export const BlankReference: Story = {
  args: { error: "Give the transfer's reference" },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Transfer reference/ })).toHaveFocus();
  },
};

export const Marking: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marking paid...' })).toBeDisabled();
  },
};

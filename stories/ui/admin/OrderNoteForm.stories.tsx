import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ORDER_NOTE_MAX, orderNoteMissing, orderNoteTooLong } from '../../../api';
import { OrderNoteForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * A note on an order for the shop's eyes only: a part payment promised, the rider's name, a call made. It is kept
 * in the order's history with who wrote it and when; the shopper never sees it. A real form that posts to
 * `action`, so it works before the page's scripts run.
 *
 * **Use when** something about one order should be remembered by whoever opens it next.
 *
 * **Not when** the shopper should be told (the status form mails them; WhatsApp for the rest).
 */
const meta = {
  title: 'Components/Admin/OrderNoteForm',
  tags: ['autodocs'],
  component: OrderNoteForm,
  args: {
    action: '/admin/orders/6b000000000000000a0be001',
    fields: { intent: 'note' },
    maxLength: ORDER_NOTE_MAX,
  },
} satisfies Meta<typeof OrderNoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: /^Note/ });
    await expect(note).toHaveAccessibleDescription(
      `Seen by the shop only, in the order's history. At most ${ORDER_NOTE_MAX} characters.`,
    );
    await expect(note.closest('form')).toHaveAttribute('method', 'post');
  },
};

export const BlankNote: Story = {
  args: { error: orderNoteMissing },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Note/ })).toHaveFocus();
  },
};

/** Refused as too long: the note typed stays in the box to be cut down. */
export const TooLong: Story = {
  args: { error: orderNoteTooLong, defaultNote: `Call before delivery. ${'Gate code 4410. '.repeat(70)}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Note/ })).toHaveValue(
      `Call before delivery. ${'Gate code 4410. '.repeat(70)}`,
    );
    await expect(canvas.getAllByText(orderNoteTooLong)[0]).toBeVisible();
  },
};

export const Adding: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

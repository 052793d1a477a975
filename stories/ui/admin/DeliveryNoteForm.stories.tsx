import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DELIVERY_NOTE_MAX, deliveryNoteMissing } from '../../../api';
import { DeliveryNoteForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * What the shopper should know about a shipped order's delivery: the rider's name and phone, or the courier and
 * tracking number. Unlike a note for the shop, the shopper sees it on their order and is mailed it. A real form
 * that posts to `action`, so it works before the page's scripts run.
 *
 * **Use when** an order is shipped and its shopper should know who brings it or where to follow it.
 *
 * **Not when** only the shop should know (OrderNoteForm).
 */
const meta = {
  title: 'Components/Admin/DeliveryNoteForm',
  tags: ['autodocs'],
  component: DeliveryNoteForm,
  args: {
    action: '/admin/orders/6b00000000000000de11e001',
    fields: { intent: 'delivery' },
    maxLength: DELIVERY_NOTE_MAX,
  },
} satisfies Meta<typeof DeliveryNoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('textbox', { name: /^Delivery note/ });
    await expect(note).toHaveAccessibleDescription(
      `The rider's name and phone, or the courier and tracking number. The shopper sees it on their order and is mailed. At most ${DELIVERY_NOTE_MAX} characters.`,
    );
    await expect(note.closest('form')).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('button', { name: 'Send to the shopper' })).toBeVisible();
  },
};

/** The shopper has a note: it shows as they have it, and a new one replaces it. */
export const Replacing: Story = {
  args: { replacing: true, defaultNote: 'Rider: Tunde, 0803 555 0101' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Delivery note/ })).toHaveValue(
      'Rider: Tunde, 0803 555 0101',
    );
    await expect(canvas.getByRole('button', { name: 'Send the new note' })).toBeVisible();
  },
};

export const BlankNote: Story = {
  args: { error: deliveryNoteMissing },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Delivery note/ })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ReplyForm } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * A reply by mail to a contact message: sent from the shop, with the shop's contact address to answer to and
 * the shopper's message quoted below. Sending marks the message answered; a blank reply is refused. Like
 * every admin form, it is a real form that posts to `action` (drawn by the router's form through `formAs`
 * once the page's scripts run), so it works without them.
 *
 * **Use when** the owner answers a message on its page in /admin/messages.
 *
 * **Not when** the answer was given by phone or WhatsApp (mark it answered instead).
 */
const meta = {
  title: 'Components/Admin/ReplyForm',
  tags: ['autodocs'],
  component: ReplyForm,
  args: { action: '/admin/messages/m1', fields: { intent: 'reply' }, to: 'Amaka Obi', maxLength: 5000 },
  globals: atDesktop,
} satisfies Meta<typeof ReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post form: the box names who the reply goes to and says how it is sent. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ });
    await expect(box).toHaveAccessibleDescription(
      'Sent from the shop; their message is quoted below it. At most 5000 characters.',
    );
    await expect(box.closest('form')).toHaveAttribute('method', 'post');
    await expect(box.closest('form')).toHaveFormValues({ intent: 'reply', reply: '' });
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

/** Refused: the summary leads to the box, which keeps what was typed. */
export const Refused: Story = {
  args: { error: 'Write the reply', defaultReply: ' ' },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    await expect(canvas.getByRole('textbox', { name: /^Your reply to Amaka Obi/ })).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending...')).toBeVisible();
  },
};

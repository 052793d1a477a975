import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { CopyButton } from '../../../ui/checkout';

/**
 * Copies a value to the clipboard and says 'Copied' beside it for a moment; if the browser refuses the
 * clipboard it says to note the value down instead. Its name for screen readers says what it copies ('Copy
 * account number'). Until the page's scripts run it keeps its place unseen, and the value beside it can be
 * selected by hand.
 *
 * **Use when** a shopper must carry a value elsewhere exactly: the account number in BankTransferDetails.
 *
 * **Not when** the value is a link to follow (a link), or something to share in words (WhatsAppLink).
 */
const meta = {
  title: 'Components/Checkout/CopyButton',
  tags: ['autodocs'],
  component: CopyButton,
  // beside the value it copies, as the bank details show it
  render: (args) => (
    <p className="flex items-center gap-3">
      <span className="font-semibold tracking-wider">{args.text}</span>
      <CopyButton {...args} />
    </p>
  ),
  args: { text: '0123456789', label: 'Copy account number', copy: fn(() => Promise.resolve()) },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy account number' })).toHaveTextContent('Copy');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await expect(args.copy).not.toHaveBeenCalled();
  },
};

/** Pressed: the number is on the clipboard, and the button says so with a tick and 'Copied'. */
export const Copied: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(args.copy).toHaveBeenCalledWith('0123456789');
    await expect(await canvas.findByText('Copied')).toBeVisible();
  },
};

/** A browser that refuses the clipboard: the shopper is told to note the number down. */
export const Refused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(await canvas.findByText('Could not copy: please note it down')).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Copied');
  },
};

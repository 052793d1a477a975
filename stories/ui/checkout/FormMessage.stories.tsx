import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { messages } from '../../../api';
import { FormMessage } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * A whole form's message, with its icon, on a soft band of its tone: a failure ('Please fill in all required
 * fields: City, Phone') is an alert, read out at once; a success ('Password reset email sent successfully!')
 * is a polite status. The admin frame shows the sentence a form's answer left in one, above the page.
 *
 * **Use when** a form was sent and the answer is about the whole form, or the page: sent, failed, refused.
 *
 * **Not when** the message is about one field (the Field's error, with the ErrorSummary at the form's top),
 * or a passing confirmation away from any form (a Toast).
 */
const meta = {
  title: 'Components/Checkout/FormMessage',
  tags: ['autodocs'],
  component: FormMessage,
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  args: { children: messages.fillRequired(['City', 'Phone']) },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'success'] } },
} satisfies Meta<typeof FormMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure: an alert, so a screen reader reads it as it appears. */
export const Failure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields: City, Phone',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A success: a polite status, read when the screen reader is done with what it was saying. */
export const Success: Story = {
  args: { tone: 'success', children: messages.resetEmailSent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password reset email sent successfully!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A long message on a phone wraps beside its icon, which stays by the first line. */
export const LongOnAPhone: Story = {
  globals: atMobile,
  args: { children: messages.areaNotInState('Bodija', 'Lagos') },
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByRole('alert');
    const icon = message.querySelector('svg')!.getBoundingClientRect();
    const words = message.querySelector('span')!.getBoundingClientRect();
    await expect(words.height).toBeGreaterThan(2 * icon.height);
    await expect(Math.abs(icon.top - words.top)).toBeLessThan(8);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ForgotPasswordForm } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * Asks for the email to send a reset link to, in a FormCard, then says it was sent (or that it failed), with
 * the way back to login.
 *
 * **Use when** a shopper has forgotten their password (/forgot-password).
 *
 * **Not when** the shopper arrives from the mailed link (ResetPasswordForm), or knows the password
 * (ChangePasswordForm).
 */
const meta = {
  title: 'Components/Checkout/ForgotPasswordForm',
  tags: ['autodocs'],
  component: ForgotPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await step('an empty or malformed email is not sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
      await userEvent.type(email, 'adaeze.okafor');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a good email is sent, trimmed', async () => {
      await userEvent.type(email, '@example.ng ');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('adaeze.okafor@example.ng');
    });
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const Sending: Story = {
  args: { busy: true, defaultEmail: 'adaeze.okafor@example.ng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: {
    defaultEmail: 'adaeze.okafor@example.ng',
    result: { tone: 'success', text: 'Password reset email sent successfully!' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password reset email sent successfully!');
  },
};

export const Failed: Story = {
  args: { result: { tone: 'danger', text: 'Something went wrong! Please try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong! Please try again.');
  },
};

export const Mobile: Story = { globals: atMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ResetPasswordForm } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * Choosing a new password from a reset link: the new password twice (at least 8 characters), each a
 * PasswordInput, then the shop's 'Your password has been reset' sentence; an invalid or expired link says so.
 * Back to Login sits under it.
 *
 * **Use when** a shopper follows the mailed link (/reset-password/:token).
 *
 * **Not when** asking for the link (ForgotPasswordForm).
 */
const meta = {
  title: 'Components/Checkout/ResetPasswordForm',
  tags: ['autodocs'],
  component: ResetPasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const password = canvas.getByLabelText(/^New Password/);
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await step('both fields are needed', async () => {
      await userEvent.type(password, 'Harmattan-Amber-9');
      await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('each eye shows its own box', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show confirm password' }));
      await expect(confirm).toHaveAttribute('type', 'text');
      await expect(password).toHaveAttribute('type', 'password');
    });
    await step('both filled: sent for the caller to compare', async () => {
      await userEvent.type(confirm, 'Harmattan-Amber-9{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('Harmattan-Amber-9', 'Harmattan-Amber-9');
    });
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordsDoNotMatch: Story = {
  args: { confirmError: 'Passwords do not match' },
  play: async ({ canvas }) => {
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  },
};

export const TooShort: Story = {
  args: { passwordError: 'Password must be at least 8 characters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
  },
};

export const Resetting: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: {
    result: { tone: 'success', text: 'Your password has been reset. Please log in with your new password.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.');
  },
};

export const LinkExpired: Story = {
  args: { result: { tone: 'danger', text: 'This reset link is invalid or has expired' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  },
};

export const Mobile: Story = { globals: atMobile };

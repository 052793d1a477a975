import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ChangePasswordForm } from '../../../ui/checkout';
import { withOwnedValues } from '../../harness/owned-values';
import { serverHtmlPage } from '../../harness/server-html';
import { atMobile } from '../primitives/play-helpers';

/** The account page keeps the values. */
const ChangePasswordScreen = withOwnedValues(ChangePasswordForm);

/**
 * A logged-in shopper's new password on My Account: the current password, the new one twice, each a
 * PasswordInput, with the refusals beside the box they are about. Changing it logs out every other device;
 * this one stays logged in.
 *
 * **Use when** a shopper who knows their password changes it (/account).
 *
 * **Not when** the password is forgotten (ForgotPasswordForm, then ResetPasswordForm from the mailed link).
 */
const meta = {
  title: 'Components/Checkout/ChangePasswordForm',
  tags: ['autodocs'],
  component: ChangePasswordForm,
  render: (args) => <ChangePasswordScreen {...args} />,
  args: {
    values: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const current = canvas.getByLabelText(/^Current Password/);
    await step('a real form: it posts to /account, named by its intent', async () => {
      const form = current.closest('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/account');
      await expect(form?.querySelector('input[name="intent"]')).toHaveValue('change-password');
      await expect(current).toHaveAttribute('autocomplete', 'current-password');
      await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute('autocomplete', 'new-password');
    });
    await step('every box is needed', async () => {
      await userEvent.type(current, 'ScentLover2026!');
      await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('all three filled: sent for the caller to check', async () => {
      await userEvent.type(canvas.getByLabelText(/^New Password/), 'Harmattan-Evenings');
      await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'Harmattan-Evenings{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('confirmPassword', 'Harmattan-Evenings');
      await expect(args.onSubmit).toHaveBeenCalledOnce();
    });
  },
};

export const WrongCurrentPassword: Story = {
  args: { errors: { currentPassword: 'That is not your current password.' } },
  play: async ({ canvas }) => {
    const current = canvas.getByLabelText(/^Current Password/);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('That is not your current password.');
  },
};

export const PasswordsDoNotMatch: Story = {
  args: { errors: { confirmPassword: 'Passwords do not match' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  },
};

export const Changing: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changing...' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Current Password/)).toBeDisabled();
  },
};

export const Changed: Story = {
  args: {
    result: {
      tone: 'success',
      text: 'Your password has been changed. Every other device has been logged out; this one stays logged in.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

export const Mobile: Story = { globals: atMobile };

/**
 * In the server's HTML the form posts by itself (no scripts needed) and the eyes keep their place unseen:
 * before the page's scripts a tap on one would do nothing.
 */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { page, hydrateUntil } = serverHtmlPage(canvasElement, <ChangePasswordScreen {...args} />);
    await step('a form that posts to /account, its boxes ready, no eye to tap', async () => {
      const current = page.getByLabelText(/^Current Password/);
      await expect(current.closest('form')).toHaveAttribute('action', '/account');
      await expect(current).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeEnabled();
      await expect(page.queryByRole('button', { name: 'Show current password' })).toBeNull();
    });
    await step('hydrated, the eyes show', () =>
      hydrateUntil(() => expect(page.getByRole('button', { name: 'Show current password' })).toBeVisible()),
    );
  },
};

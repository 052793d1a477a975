import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { loadingForever, serverError } from '../../mocks/scenarios';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * Choosing a new password from a mailed link, at `/reset-password/:token`. States: Idle; PasswordsDoNotMatch;
 * Resetting; Success; ExpiredLink.
 */
const meta = {
  title: 'Screens/ResetPassword',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/reset-password/mock-reset-link';

/** Types the new password twice and presses Enter. */
async function choose(
  { canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0],
  password: string,
  confirm = password,
) {
  await findPage(canvasElement, 'Reset Password');
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByLabelText(/^New Password/));
  await userEvent.keyboard(password);
  await userEvent.click(canvas.getByLabelText(/^Confirm Password/));
  await userEvent.keyboard(`${confirm}{Enter}`);
  return canvas;
}

export const Idle: Story = {
  ...shopScene({ path }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Reset Password');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const PasswordsDoNotMatch: Story = {
  ...shopScene({ path }),
  play: async (context) => {
    const canvas = await choose(context, 'Harmattan-Evenings', 'Harmattan-Mornings');
    const confirm = canvas.getByLabelText(/^Confirm Password/);
    await expect(confirm).toHaveAccessibleDescription(messages.passwordsDoNotMatch);
    const summary = await expectErrorSummaryFocused(context.canvasElement);
    await expectSummaryLinkFocuses(context.userEvent, summary, messages.passwordsDoNotMatch, confirm);
    // Enter again, the same mismatch: nothing changes on screen, the focus goes back to the summary
    await context.userEvent.keyboard('{Enter}');
    await expectErrorSummaryFocused(context.canvasElement);
  },
};

export const PasswordsDoNotMatchOnAPhone: Story = { ...PasswordsDoNotMatch, globals: atMobile };

export const Resetting: Story = {
  ...shopScene({ path, handlers: loadingForever('resetPassword') }),
  play: async (context) => {
    const canvas = await choose(context, 'Harmattan-Evenings');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Resetting/ })).toBeDisabled());
  },
};

/** The new password is set: the shopper is told so and taken back to log in. */
export const Success: Story = {
  ...shopScene({ path, endsAt: '/login' }),
  play: async (context) => {
    await choose(context, 'Harmattan-Evenings');
    await expect(await screen.findByText(messages.passwordReset)).toBeVisible();
    await findPage(context.canvasElement, 'Login');
  },
};

export const ExpiredLink: Story = {
  ...shopScene({ path, handlers: serverError('resetPassword', messages.resetLinkInvalid) }),
  play: async (context) => {
    const canvas = await choose(context, 'Harmattan-Evenings');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.resetLinkInvalid);
    await expectErrorSummaryFocused(context.canvasElement);
  },
};

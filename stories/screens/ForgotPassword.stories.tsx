import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { messages } from '../../api';
import { loadingForever, networkError, serverError } from '../../mocks/scenarios';
import { expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { adaeze } from './scenes';

/**
 * Forgotten password, at `/forgot-password`. States: Idle; Sending; Sent; Refused; NetworkFailure.
 */
const meta = {
  title: 'Screens/ForgotPassword',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the email and presses Enter, the keyboard way. */
async function askForLink({ canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await findPage(canvasElement, 'Forgot Password');
  const form = within(canvasElement.querySelector<HTMLElement>('[data-slot="forgot-password-form"]')!);
  await userEvent.click(form.getByLabelText(/^Email Address/));
  await userEvent.keyboard(`${adaeze.email}{Enter}`);
  return form;
}

export const Idle: Story = {
  ...shopScene({ path: '/forgot-password' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Forgot Password');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  },
};

export const Sending: Story = {
  ...shopScene({ path: '/forgot-password', handlers: loadingForever('forgotPassword') }),
  play: async (context) => {
    const form = await askForLink(context);
    await waitFor(() => expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled());
  },
};

/** The same answer whether or not the email has an account, so no one learns who has one. */
export const Sent: Story = {
  ...shopScene({ path: '/forgot-password' }),
  play: async (context) => {
    const form = await askForLink(context);
    await expect(await form.findByRole('status')).toHaveTextContent(messages.resetEmailSent);
  },
};

export const Refused: Story = {
  ...shopScene({
    path: '/forgot-password',
    handlers: serverError('forgotPassword', messages.tooManyAttempts),
  }),
  play: async (context) => {
    const form = await askForLink(context);
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts);
    await expectErrorSummaryFocused(context.canvasElement);
  },
};

export const NetworkFailure: Story = {
  ...shopScene({ path: '/forgot-password', handlers: networkError('forgotPassword') }),
  play: async (context) => {
    const form = await askForLink(context);
    await expect(await form.findByRole('alert')).toHaveTextContent(messages.somethingWentWrongBang);
  },
};

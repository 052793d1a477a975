import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { LogoutEverywhereForm } from '../../../ui/checkout';
import { serverHtmlPage } from '../../harness/server-html';

/**
 * Ends every session of the account, this one too, for a lost phone or a shared computer: one button, busy
 * while it works, and a sentence if it fails.
 *
 * **Use when** on My Account, under the password change.
 *
 * **Not when** logging out of this device only (the header's account menu).
 */
const meta = {
  title: 'Components/Checkout/LogoutEverywhereForm',
  tags: ['autodocs'],
  component: LogoutEverywhereForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LogoutEverywhereForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Log Out Everywhere' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log Out Everywhere' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Network error. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please try again.');
  },
};

/** Before the page's scripts the button posts the form itself: the server ends the sessions. */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { page, hydrateUntil } = serverHtmlPage(canvasElement, <LogoutEverywhereForm {...args} />);
    const button = page.getByRole('button', { name: 'Log Out Everywhere' });
    await step('a submit button of a form posted to /account, named by its intent', async () => {
      const form = button.closest('form');
      await expect(button).toHaveAttribute('type', 'submit');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/account');
      await expect(form?.querySelector('input[name="intent"]')).toHaveValue('logout-everywhere');
    });
    await step('hydrated, the same button, with no mismatch', () =>
      hydrateUntil(() => expect(page.getByRole('button', { name: 'Log Out Everywhere' })).toBeEnabled()),
    );
  },
};

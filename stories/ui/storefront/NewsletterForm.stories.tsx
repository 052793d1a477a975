import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { NewsletterForm, type NewsletterFormProps } from '../../../ui/storefront';
import { useRefusedAfterSending } from '../../harness/refused-later';
import { expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../primitives/play-helpers';

/** The page keeps the address (store/features/newsletter.ts); here a little state stands in for it. */
function NewsletterWithState(args: NewsletterFormProps) {
  const [email, setEmail] = useState(args.email);
  return (
    <NewsletterForm
      {...args}
      email={email}
      onEmailChange={(next) => {
        setEmail(next);
        args.onEmailChange(next);
      }}
    />
  );
}

/**
 * The newsletter box in the footer, driven by its page through `status` (idle, submitting, success, error): an
 * email field and Subscribe, then the shop's answer ('Subscription successful! 🎉', or the failure, linked from a
 * small error summary). The browser checks the address first, so an empty or malformed one is never sent.
 *
 * **Use when** a shopper may sign up for news: the footer.
 *
 * **Not when** collecting anything beyond an email (a form of its own).
 */
const meta = {
  title: 'Components/Storefront/NewsletterForm',
  tags: ['autodocs'],
  component: NewsletterForm,
  render: (args) => <NewsletterWithState {...args} />,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: { status: 'idle', email: '', onEmailChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof NewsletterForm>;

// The newsletter's results, as in api/messages.ts. Stories cannot import api/ at run time yet: the dev server's
// '/api' proxy (vite.config.ts) also catches the module URL /api/index.ts.
const subscribed = 'Subscription successful! 🎉';
const subscriptionFailed = 'Subscription failed. Please try again.';

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Email address' });
    const subscribe = canvas.getByRole('button', { name: 'Subscribe' });
    await step('an empty or malformed address is stopped by the browser', async () => {
      await userEvent.click(subscribe);
      await userEvent.type(box, 'adaeze.okafor');
      await userEvent.keyboard('{Enter}');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(box).toBeInvalid();
    });
    await step('a real address is submitted', async () => {
      await userEvent.type(box, '@gmail.com{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith('adaeze.okafor@gmail.com');
    });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', email: 'adaeze.okafor@gmail.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    const button = canvas.getByRole('button', { name: 'Subscribing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  args: { status: 'success', message: subscribed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(subscribed);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

/** The box with a shop that refuses: submitting, then failed. */
function RefusingNewsletter(args: NewsletterFormProps) {
  const { sending, refused, send } = useRefusedAfterSending(subscriptionFailed);
  return (
    <NewsletterWithState
      {...args}
      status={sending ? 'submitting' : refused ? 'error' : args.status}
      message={refused ?? undefined}
      onSubmit={(email) => {
        args.onSubmit(email);
        send();
      }}
    />
  );
}

/**
 * The shop could not subscribe the address: the summary above the box says so and takes the focus, each time; one
 * box, so its link leads there, to put the address right or send it again.
 */
export const FailedSubmit: Story = {
  render: (args) => <RefusingNewsletter {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(box, 'adaeze.okafor@gmail.com{Enter}');
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(summary).toHaveTextContent(subscriptionFailed);
    await expectSummaryLinkFocuses(userEvent, summary, subscriptionFailed, box);
    await userEvent.keyboard('{Enter}');
    await expectErrorSummaryFocused(canvasElement);
  },
};

export const Error: Story = {
  args: { status: 'error', message: subscriptionFailed, email: 'adaeze.okafor@gmail.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(subscriptionFailed);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      subscriptionFailed,
    );
  },
};

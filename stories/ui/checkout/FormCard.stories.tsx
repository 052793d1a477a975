import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { messages } from '../../../api';
import { adaeze } from '../../../mocks/fixtures/users';
import { Button, Field, Input } from '../../../ui';
import { FormCard } from '../../../ui/checkout';
import { atMobile, expectErrorSummaryFocused, expectSummaryLinkFocuses } from '../primitives/play-helpers';

const emailId = 'form-card-email';

/** What the card holds: the field (with the shop's message, if it refused it) and the button. */
const fields = (error?: string) => (
  <>
    <Field id={emailId} label="Email Address" required error={error}>
      <Input name="email" type="email" autoComplete="email" required />
    </Field>
    <Button type="submit" fullWidth>
      Send Reset Link
    </Button>
  </>
);

/**
 * The card around a short form: its heading (the page's h1 on the account screens, an h2 under another
 * heading), a sentence under it, the error summary when the shop refused it, the fields and button, and links
 * under it ('Back to Login', 'Create account'). It is a real form that posts to its `action` before the
 * page's scripts run; once they run, `onSubmit` is called instead, after the browser has checked the required
 * fields and the email's form.
 *
 * **Use when** a page is one short form: login and sign up, forgotten and new password, tracking an order,
 * changing the password on My Account.
 *
 * **Not when** the form is part of a longer page with blocks of its own (the checkout's DeliveryForm), or in
 * the admin (its forms post in their own cards).
 */
const meta = {
  title: 'Components/Checkout/FormCard',
  tags: ['autodocs'],
  component: FormCard,
  args: {
    title: 'Forgot Password',
    description: 'Enter the email you shop with and we will send you a link to choose a new password.',
    action: '/forgot-password',
    onSubmit: fn(),
    children: fields(),
    footer: (
      <a href="/login" className="font-medium text-primary underline underline-offset-4">
        Back to Login
      </a>
    ),
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    await step(
      "the card is named by its heading, the page's h1; a post form the server handles",
      async () => {
        await expect(canvas.getByRole('region', { name: 'Forgot Password' })).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot Password');
        await expect(email.closest('form')).toHaveAttribute('method', 'post');
        await expect(email.closest('form')).toHaveAttribute('action', '/forgot-password');
      },
    );
    await step('the browser holds back an empty form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('filled in, it is sent, and the page stays', async () => {
      await userEvent.type(email, `${adaeze.email}{Enter}`);
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

/** The shop refused it: 'There is a problem' at the top takes the focus, and its message leads to the field. */
export const Refused: Story = {
  args: {
    errors: [{ text: messages.invalidEmail, fieldId: emailId }],
    children: fields(messages.invalidEmail),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expectSummaryLinkFocuses(
      userEvent,
      summary,
      messages.invalidEmail,
      canvas.getByRole('textbox', { name: 'Email Address' }),
    );
  },
};

/** On a phone the card keeps to the screen, with less padding. */
export const OnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Forgot Password' });
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

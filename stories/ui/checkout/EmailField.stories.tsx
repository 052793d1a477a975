import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { messages } from '../../../api';
import { adaeze } from '../../../mocks/fixtures/users';
import { EmailField, type EmailFieldProps } from '../../../ui/checkout';

/** The form's state owns the value (the login page's, on the real screens). */
function EmailFieldWithItsValue({ value: initial, onValueChange, ...props }: EmailFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <EmailField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

/**
 * 'Email Address': a required box of email type, so the browser refuses an empty or malformed address before
 * the form is sent, and a phone shows its email keyboard and offers the address it knows. Controlled: the
 * form's state holds the value.
 *
 * **Use when** a short form asks for the shopper's email: login and sign up (AuthForm), a forgotten password,
 * tracking an order.
 *
 * **Not when** the checkout's delivery details (DeliveryForm has its own fields), or an email that is not the
 * person's own (a Field with an Input, labelled for what it is).
 */
const meta = {
  title: 'Components/Checkout/EmailField',
  tags: ['autodocs'],
  component: EmailField,
  render: (args) => <EmailFieldWithItsValue {...args} />,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: { value: '', onValueChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, then typed in: the browser holds back an address without its @, and takes the whole one. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Email Address' });
    await step('required, of email type, filled from what the browser knows', async () => {
      await expect(box).toBeRequired();
      await expect(box).toHaveAttribute('type', 'email');
      await expect(box).toHaveAttribute('autocomplete', 'email');
      await expect(box).toBeInvalid();
    });
    await step('a name without its @ is not an address', async () => {
      await userEvent.type(box, 'adaeze');
      await expect(box).toBeInvalid();
    });
    await step('the whole address is, and the form hears every change', async () => {
      await userEvent.clear(box);
      await userEvent.type(box, adaeze.email);
      await expect(box).toBeValid();
      await expect(args.onValueChange).toHaveBeenLastCalledWith(adaeze.email);
    });
  },
};

/** The shop refused the address: its message under the box, read with it. */
export const Refused: Story = {
  args: { value: 'adaeze@example', error: messages.invalidEmail },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(messages.invalidEmail);
  },
};

/** While the form is being sent: the address stays in sight, greyed, and cannot be changed. */
export const WhileSending: Story = {
  args: { value: adaeze.email, disabled: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Email Address' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveValue(adaeze.email);
  },
};

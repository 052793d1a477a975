import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { adaeze } from '../../../mocks/fixtures/users';
import { Field } from '../../../ui';
import { PasswordInput } from '../../../ui/checkout';

/**
 * A password box with an eye that shows what was typed and hides it again: on a phone keyboard a typo is
 * easy and unseen. The eye is one button with a pressed state ('Show password, toggle button, pressed').
 * It goes in a Field, which gives it its label, hint and error like any Input. Until the page's scripts run
 * the eye keeps its place unseen, so it is never shown ready for a tap it would ignore.
 *
 * **Use when** a person types a password: login and sign up, a new password, the current one on My Account.
 * Give each box on a form its own eye's name ('Show new password').
 *
 * **Not when** the value is not secret (an Input), or is a one-time code (CodeField).
 */
const meta = {
  title: 'Components/Checkout/PasswordInput',
  tags: ['autodocs'],
  component: PasswordInput,
  // in its Field, as every form has it: the Field names the box
  render: (args) => (
    <Field label="Password" required className="max-w-sm">
      <PasswordInput {...args} />
    </Field>
  ),
  args: {
    name: 'password',
    autoComplete: 'current-password',
    required: true,
    defaultValue: adaeze.password,
    toggleLabel: 'Show password',
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: the password as dots, the eye not pressed. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The eye pressed: the password in letters, to check it; pressed again, dots again. */
export const Shown: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const box = canvas.getByLabelText(/^Password/);
    const eye = canvas.getByRole('button', { name: 'Show password' });
    await step('pressed, the password shows', async () => {
      await userEvent.click(eye);
      await expect(eye).toHaveAttribute('aria-pressed', 'true');
      await expect(box).toHaveAttribute('type', 'text');
      await expect(box).toHaveValue(adaeze.password);
    });
    await step('pressed again it hides, and shows again for the picture', async () => {
      await userEvent.click(eye);
      await expect(box).toHaveAttribute('type', 'password');
      await userEvent.click(eye);
      await expect(box).toHaveAttribute('type', 'text');
    });
  },
};

/** While the form is being sent: neither the box nor the eye takes a tap. */
export const WhileSending: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

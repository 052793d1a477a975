import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CodeField } from '../../../ui/checkout';

const wrongCode = 'That code is not right. Enter the newest code your authenticator app shows.';

/**
 * The box for an authenticator app's six-digit code: a number pad on phones, the phone's own offer of a code
 * it received, and the browser's check (six digits, spaces allowed) before anything is sent. The hint says
 * how the code behaves: 6 digits, new every 30 seconds.
 *
 * **Use when** a form asks for the code from an app: the login's second step (LoginCodeForm), turning two-step
 * login on or off (SecondFactorPanel).
 *
 * **Not when** the code comes by email or is a longer one-time key: its length and hint would be wrong.
 */
const meta = {
  title: 'Components/Checkout/CodeField',
  tags: ['autodocs'],
  component: CodeField,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the form opens: the browser holds back five digits, and takes six, with or without a space. */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const box = canvas.getByRole('textbox', { name: /^Code from your app/ });
    await step('a number pad, the phone offers its code, the hint says what to type', async () => {
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(box).toHaveAccessibleDescription('6 digits, new every 30 seconds');
      await expect(box).toBeRequired();
    });
    await step('five digits are not a code', async () => {
      await userEvent.type(box, '12345');
      await expect(box).toBeInvalid();
    });
    await step('six are, and so are six with a space, as the app shows them', async () => {
      await userEvent.type(box, '6');
      await expect(box).toBeValid();
      await userEvent.clear(box);
      await userEvent.type(box, '123 456');
      await expect(box).toBeValid();
    });
  },
};

/** The shop refused the code: the message under the box, read with it, and the box marked wrong. */
export const WrongCode: Story = {
  args: { defaultValue: '123456', error: wrongCode },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /^Code from your app/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`6 digits, new every 30 seconds ${wrongCode}`);
    await expect(canvas.getByText(wrongCode)).toBeVisible();
  },
};

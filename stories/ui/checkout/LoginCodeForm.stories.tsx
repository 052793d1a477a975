import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { LoginCodeForm } from '../../../ui/checkout';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/**
 * A login's second step: the six-digit code from an authenticator app, after a right password. The box opens
 * a number pad on phones, takes the phone's one-time-code offer, and is checked by the browser before it is
 * sent.
 *
 * **Use when** an account with two-step login has given its password (/login/code).
 *
 * **Not when** turning two-step login on or off (SecondFactorPanel).
 */
const meta = {
  title: 'Components/Checkout/LoginCodeForm',
  tags: ['autodocs'],
  component: LoginCodeForm,
  args: { onSubmit: fn(), action: '/login/code?next=%2Fadmin' },
  globals: atDesktop,
} satisfies Meta<typeof LoginCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code box, six digits the browser checks, and a post form that keeps the way back. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: /^Code from your app/ });
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(box.closest('form')).toHaveAttribute('action', '/login/code?next=%2Fadmin');
    await userEvent.type(box, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123 456');
  },
};

export const DefaultOnAPhone: Story = { ...Default, globals: atMobile };

export const Checking: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Checking/ })).toBeDisabled();
  },
};

export const CheckingOnAPhone: Story = { ...Checking, globals: atMobile };

export const WrongCode: Story = {
  args: { error: 'That code is not right. Enter the newest code your authenticator app shows.' },
  play: async ({ canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link'));
    await expect(within(canvasElement).getByRole('textbox', { name: /^Code from your app/ })).toHaveFocus();
  },
};

export const WrongCodeOnAPhone: Story = { ...WrongCode, globals: atMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SecondFactorPanel } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

// a small stand-in for the server's QR code: the panel only places the SVG it is given
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z"/></svg>';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Two-step login for an admin account: off (what it does, and Turn on), setting up (a QR code drawn by the
 * server, so it shows without scripts, the secret in groups of four to type instead, and a code to prove it;
 * nothing is saved until the code is right), and on (turning off asks for a current code). Like every admin
 * form, it is a real form that posts to `action` (drawn by the router's form through `formAs` once the page's
 * scripts run), so it works without them.
 *
 * **Use when** /admin/security.
 *
 * **Not when** asking for the code at login (LoginCodeForm).
 */
const meta = {
  title: 'Components/Admin/SecondFactorPanel',
  tags: ['autodocs'],
  component: SecondFactorPanel,
  args: { action: '/admin/security', state: { step: 'off' } },
  globals: atDesktop,
} satisfies Meta<typeof SecondFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Off')).toBeVisible();
    const turnOn = canvas.getByRole('button', { name: 'Turn on' });
    await expect(turnOn.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('start');
  },
};

export const OffOnAPhone: Story = { ...Off, globals: atMobile };

/** The QR code, the key in groups of four, and the code box; the secret rides in the form, not the address. */
export const SettingUp: Story = {
  args: { state: { step: 'setup', qrSvg, secret } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code of your two-step login secret' }).querySelector('svg'),
    ).not.toBeNull();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Confirm and turn on' }).closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[name="secret"]')).toHaveValue(secret);
    await expect(canvas.getByRole('textbox', { name: /^Code from your app/ })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  },
};

export const SettingUpOnAPhone: Story = { ...SettingUp, globals: atMobile };

export const WrongCode: Story = {
  args: {
    state: { step: 'setup', qrSvg, secret },
    error: 'That code is not right. Enter the newest code your authenticator app shows.',
  },
  play: async ({ canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link'));
    await expect(within(canvasElement).getByRole('textbox', { name: /^Code from your app/ })).toHaveFocus();
  },
};

export const WrongCodeOnAPhone: Story = { ...WrongCode, globals: atMobile };

export const On: Story = {
  args: { state: { step: 'on' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On')).toBeVisible();
    const off = canvas.getByRole('button', { name: 'Turn off' });
    await expect(off.closest('form')?.querySelector('input[name="intent"]')).toHaveValue('off');
    await expect(canvas.getByRole('textbox', { name: /^Code from your app/ })).toBeRequired();
  },
};

export const OnOnAPhone: Story = { ...On, globals: atMobile };

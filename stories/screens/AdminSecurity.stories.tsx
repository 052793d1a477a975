import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { secondFactorWords } from '../../api';
import { MOCK_TOTP_CODE, hasMockSecondFactor, setMockSecondFactor } from '../../mocks/handlers/second-factor';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * Two-step login, at `/admin/security`, against the mock shop, whose authenticator always shows 123456.
 * States: Off; SettingUp (the QR code and the key); WrongCode; TurnedOn; TurnOff (asks for a current code).
 * Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Security',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/security';
const owner = () => mockShop.shoppers.find((shopper) => shopper.email === shopOwner.email)!;
const withCode = (shop: MockShop) => {
  setMockSecondFactor(
    shop.shoppers.find((shopper) => shopper.email === shopOwner.email)!,
    true,
  );
};
const codeBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Code from your app/ });

/** Off: what it does, and Turn on. */
export const Off: Story = {
  ...shopScene({ path: '/admin/security', shopper: shopOwner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 })).getByRole(
        'link',
        { name: 'Security' },
      ),
    ).toHaveAttribute('aria-current', 'page');
    await findPage(canvasElement, 'Security');
    await expect(canvas.getByText('Off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on' }).closest('form')).toHaveAttribute(
      'action',
      path,
    );
  },
};

export const OffOnAPhone: Story = { ...Off, globals: atMobile };

/** Turn on: the QR code and the key to type, and a code to prove it; nothing saved yet. */
export const SettingUp: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const qr = await canvas.findByRole('img', { name: 'QR code of your two-step login secret' });
    await expect(qr.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(codeBox(canvasElement)).toBeVisible();
    await expect(hasMockSecondFactor(owner())).toBe(false);
  },
};

export const SettingUpOnAPhone: Story = { ...SettingUp, globals: atMobile };

/** A wrong code: the summary leads to the box, the same QR code stays, still off. */
export const WrongCode: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await userEvent.type(await waitFor(() => codeBox(canvasElement)), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: secondFactorWords.wrongCode }));
    await expect(codeBox(canvasElement)).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'QR code of your two-step login secret' })).toBeVisible();
    await expect(hasMockSecondFactor(owner())).toBe(false);
  },
};

export const WrongCodeOnAPhone: Story = { ...WrongCode, globals: atMobile };

/** The right code: the sentence, and the panel says On. */
export const TurnedOn: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await userEvent.type(await waitFor(() => codeBox(canvasElement)), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    await expect(await canvas.findByText(secondFactorWords.turnedOn)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible());
    await expect(hasMockSecondFactor(owner())).toBe(true);
  },
};

export const TurnedOnOnAPhone: Story = { ...TurnedOn, globals: atMobile };

/** On: turning off asks for a current code. */
export const TurnOff: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withCode }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await expect(canvas.getByText('On')).toBeVisible();
    await userEvent.type(codeBox(canvasElement), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(await canvas.findByText(secondFactorWords.turnedOff)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Turn on' })).toBeVisible());
    await expect(hasMockSecondFactor(owner())).toBe(false);
  },
};

export const TurnOffOnAPhone: Story = { ...TurnOff, globals: atMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { secondFactorWords } from '../../api';
import {
  MOCK_NEW_RECOVERY_CODES,
  MOCK_RECOVERY_CODES,
  setMockRecoveryCodesLeft,
} from '../../mocks/handlers/recovery-codes';
import { MOCK_TOTP_CODE, hasMockSecondFactor, setMockSecondFactor } from '../../mocks/handlers/second-factor';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * Two-step login, at `/admin/security`, against the mock shop, whose authenticator always shows 123456.
 * States: Off; SettingUp (the QR code and the key); WrongCode; TurnedOn; TurnOff (asks for a current code);
 * CodesShownOnce (the recovery codes, as turning it on shows them); CodesRemaining; FewCodesLeft; NewCodesMade.
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
/** Two-step login on, with this many of the first set of recovery codes unused. */
const withCodesLeft = (left: number) => (shop: MockShop) => {
  const account = shop.shoppers.find((shopper) => shopper.email === shopOwner.email)!;
  setMockSecondFactor(account, true);
  setMockRecoveryCodesLeft(account, left);
};
const shownCodes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Recovery codes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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

/** The right code: the sentence and the ten recovery codes, shown this once, with what to do with them. */
export const CodesShownOnce: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await userEvent.type(await waitFor(() => codeBox(canvasElement)), MOCK_TOTP_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    await expect(await canvas.findByText(secondFactorWords.turnedOn)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(shownCodes(canvasElement)).toEqual(MOCK_RECOVERY_CODES);
    await expect(canvas.getByText(/Write them down or print this page now/)).toBeVisible();
    await expect(canvas.getByText(/Keep them apart from your phone/)).toBeVisible();
    await expect(canvas.getByText(/Each code works once/)).toBeVisible();
    await expect(hasMockSecondFactor(owner())).toBe(true);
  },
};

export const CodesShownOnceOnAPhone: Story = { ...CodesShownOnce, globals: atMobile };

/** Codes written down: the page shows On and the count of codes, never the codes again. */
export const TurnedOn: Story = {
  ...shopScene({ path, shopper: shopOwner }),
  play: async (context) => {
    await CodesShownOnce.play!(context);
    const canvas = within(context.canvasElement);
    await context.userEvent.click(canvas.getByRole('link', { name: 'I have written them down' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible());
    await expect(canvas.getByText('10 of 10 left')).toBeVisible();
    await expect(canvas.queryByText(MOCK_RECOVERY_CODES[0]!)).toBeNull();
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

/** On, some codes used: how many are left, and the way to a new set. */
export const CodesRemaining: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withCodesLeft(7) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await expect(canvas.getByText('7 of 10 left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
    await expect(canvas.queryByText(/make new ones soon/)).toBeNull();
  },
};

export const CodesRemainingOnAPhone: Story = { ...CodesRemaining, globals: atMobile };

/** Few codes left: the panel warns to make new ones. */
export const FewCodesLeft: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withCodesLeft(2) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await expect(canvas.getByText('2 of 10 left')).toBeVisible();
    await expect(canvas.getByText('Only 2 recovery codes are left: make new ones soon.')).toBeVisible();
  },
};

export const FewCodesLeftOnAPhone: Story = { ...FewCodesLeft, globals: atMobile };

/** A new set, with a current code from the app: shown once, the old ones void. */
export const NewCodesMade: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withCodesLeft(2) }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Security');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Current code from your app/ }),
      MOCK_TOTP_CODE,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Make new recovery codes' }));
    await expect(await canvas.findByText(secondFactorWords.newRecoveryCodes)).toBeVisible();
    await expect(shownCodes(canvasElement)).toEqual(MOCK_NEW_RECOVERY_CODES);
  },
};

export const NewCodesMadeOnAPhone: Story = { ...NewCodesMade, globals: atMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { popupTooLong } from '../../api';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * The announcement popup, at `/admin/popup`: the owner writes it, sees it as a shopper will, shows it or
 * removes it. States: NoPopup; PopupSet; Typing (the preview follows, nothing saved yet); TooLong (over 500
 * characters, refused); Cleared. Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Popup',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/admin/popup';
const harmattan = 'Harmattan sale: 10% off every oud until Sunday.';
const withPopup = (shop: MockShop) => {
  shop.popup = harmattan;
};

const withoutPopup = (shop: MockShop) => {
  shop.popup = '';
};

const preview = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Preview' });
const announcement = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /^Announcement/ });

export const NoPopup: Story = {
  ...shopScene({ path: '/admin/popup', shopper: shopOwner, seed: withoutPopup }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("the frame's Popup marks this page", async () => {
      const nav = await canvas.findByRole('navigation', { name: 'Admin' }, { timeout: 15_000 });
      await expect(within(nav).getByRole('link', { name: 'Popup' })).toHaveAttribute('aria-current', 'page');
      await findPage(canvasElement, 'Announcement popup');
      await expect(within(nav).getByRole('link', { name: 'Popup' })).toHaveAttribute('aria-current', 'page');
    });
    await step('an empty box, a form the server takes, and a preview of no popup', async () => {
      await expect(announcement(canvasElement)).toHaveValue('');
      await expect(announcement(canvasElement).closest('form')).toHaveAttribute('method', 'post');
      await expect(announcement(canvasElement).closest('form')).toHaveAttribute('action', path);
      await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveAttribute('value', 'clear');
      await expect(
        within(preview(canvasElement)).getByText('No popup: shoppers see the shop straight away.'),
      ).toBeVisible();
    });
  },
};

export const NoPopupOnAPhone: Story = { ...NoPopup, globals: atMobile };

/** A popup set: the box holds it and the preview shows it as a shopper's popup. */
export const PopupSet: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withPopup }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Announcement popup');
    await expect(announcement(canvasElement)).toHaveValue(harmattan);
    const shown = within(preview(canvasElement));
    await expect(shown.getByRole('heading', { name: 'Announcement' })).toBeVisible();
    await expect(shown.getByText(harmattan)).toBeVisible();
    await expect(shown.getByRole('button', { name: 'Continue to Site' })).toBeVisible();
  },
};

export const PopupSetOnAPhone: Story = { ...PopupSet, globals: atMobile };

/** The preview follows the typing, before anything is saved; "Show to shoppers" saves it. */
export const Typing: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withPopup }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Announcement popup');
    await step('the preview follows each key', async () => {
      await userEvent.clear(announcement(canvasElement));
      await userEvent.type(announcement(canvasElement), 'Closed on Sunday');
      await expect(within(preview(canvasElement)).getByText('Closed on Sunday')).toBeVisible();
      await expect(mockShop.popup).toBe(harmattan);
    });
    await step('saved: the sentence, and shoppers get it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show to shoppers' }));
      await expect(await canvas.findByText('Shoppers now see the popup.')).toBeVisible();
      await waitFor(() => expect(mockShop.popup).toBe('Closed on Sunday'));
      await expect(announcement(canvasElement)).toHaveValue('Closed on Sunday');
    });
  },
};

export const TypingOnAPhone: Story = { ...Typing, globals: atMobile };

/** Over 500 characters: the summary leads to the box, the text kept, nothing saved. */
export const TooLong: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withPopup }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Announcement popup');
    const long = `Our Harmattan collection is here. ${'Oud, amber and shea. '.repeat(24)}`;
    await userEvent.clear(announcement(canvasElement));
    await userEvent.click(announcement(canvasElement));
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: 'Show to shoppers' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: popupTooLong }));
    await expect(announcement(canvasElement)).toHaveFocus();
    await expect(announcement(canvasElement)).toHaveValue(long);
    await expect(mockShop.popup).toBe(harmattan);
  },
};

export const TooLongOnAPhone: Story = { ...TooLong, globals: atMobile };

/** Removed: the sentence, an empty box, the preview of no popup, and shoppers see none. */
export const Cleared: Story = {
  ...shopScene({ path, shopper: shopOwner, seed: withPopup }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Announcement popup');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('The popup is removed: shoppers see none.')).toBeVisible();
    await waitFor(() => expect(announcement(canvasElement)).toHaveValue(''));
    await expect(
      within(preview(canvasElement)).getByText('No popup: shoppers see the shop straight away.'),
    ).toBeVisible();
    await expect(mockShop.popup).toBe('');
  },
};

export const ClearedOnAPhone: Story = { ...Cleared, globals: atMobile };

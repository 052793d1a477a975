import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PopupForm } from '../../../ui/admin';
import { atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

const saved = 'Sallah special: 10% off every attar until Sunday.';

/**
 * The announcement popup in the admin: its text (with a limit), 'Show to shoppers' and 'Remove', and beside
 * them the popup as a shopper will see it. With the page's scripts the preview follows the typing; without
 * them it shows the saved text. Like every admin form, it is a real form that posts to `action` (drawn by the
 * router's form through `formAs` once the page's scripts run), so it works without them.
 *
 * **Use when** /admin/popup sets or removes the announcement.
 *
 * **Not when** showing the popup to a shopper (AnnouncementDialog).
 */
const meta = {
  title: 'Components/Admin/PopupForm',
  tags: ['autodocs'],
  component: PopupForm,
  args: { action: '/admin/popup', savedText: saved, maxLength: 500 },
} satisfies Meta<typeof PopupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const previewOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Preview' }));

/** The saved popup in the box and, as shoppers see it, in the preview; the preview follows the typing. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const box = canvas.getByRole('textbox', { name: /^Announcement/ });
    await step('a post form with the saved text, its limit told', async () => {
      await expect(box).toHaveValue(saved);
      await expect(box).toHaveAccessibleDescription(
        'Shown once to each shopper until it changes. At most 500 characters.',
      );
      await expect(box.closest('form')).toHaveAttribute('method', 'post');
      await expect(previewOf(canvasElement).getByText(saved)).toBeVisible();
    });
    await step('typing changes the preview; a blank box previews no popup', async () => {
      await userEvent.type(box, ' Free wrap too.');
      await expect(previewOf(canvasElement).getByText(`${saved} Free wrap too.`)).toBeVisible();
      await userEvent.clear(box);
      await expect(
        previewOf(canvasElement).getByText('No popup: shoppers see the shop straight away.'),
      ).toBeVisible();
    });
  },
};

export const NoPopup: Story = {
  args: { savedText: '' },
  globals: atMobile,
  play: async ({ canvasElement }) => {
    await expect(
      previewOf(canvasElement).getByText('No popup: shoppers see the shop straight away.'),
    ).toBeVisible();
  },
};

/** Refused: the summary leads to the box, which keeps the typed text. */
export const TooLong: Story = {
  args: { defaultText: 'x'.repeat(501), error: 'Keep the announcement to 500 characters or fewer' },
  globals: atMobile,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(summary.querySelector('a')!);
    const box = canvas.getByRole('textbox', { name: /^Announcement/ });
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('x'.repeat(501));
  },
};

export const Removing: Story = {
  args: { busy: 'clear' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show to shoppers' })).toBeDisabled();
  },
};

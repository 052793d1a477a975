import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { findPage, screenMeta, shopScene } from '../screens/harness';

/**
 * The popup machine (machines/popup.ts) in the shell: loading on every page change, shown when its text is new,
 * hidden once dismissed (remembered on this device as 'dismissedPopup'), and shown again for a new text.
 */
const meta = {
  title: 'Machines/Popup',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = 'Our studio is closed on Sunday 14 June for a family celebration.';

/** Shown, dismissed, and still dismissed on the next page the shopper opens (the popup is fetched on each). */
export const ShownThenDismissed: Story = {
  ...shopScene({ path: '/appointment', popup: text, endsAt: '/about' }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' }, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent(text);
    // the cross and Escape dismiss it as Continue does
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(window.localStorage.getItem('dismissedPopup')).toBe(text);
    await userEvent.click(
      within(canvasElement).getByRole('banner').querySelector('a[href="/about"]') as HTMLElement,
    );
    await findPage(canvasElement, /Òórùn/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A text dismissed earlier stays hidden; the shop's next announcement shows again. */
export const DismissedEarlier: Story = {
  ...shopScene({ path: '/appointment', popup: text }),
  beforeEach: () => {
    window.localStorage.setItem('dismissedPopup', 'An older announcement');
  },
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Book a Workshop or Consultation');
    // an older dismissed text does not hide this one
    await expect(await screen.findByRole('dialog', { name: 'Announcement' })).toHaveTextContent(text);
  },
};

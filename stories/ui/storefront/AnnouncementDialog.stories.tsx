import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { AnnouncementDialog, AnnouncementPreview } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

/**
 * The shop's announcement popup: the owner's message (set in /admin/popup) in a dialog, with a close cross
 * and a button to carry on shopping. `AnnouncementPreview` draws the same popup in place rather than as a
 * dialog, for the admin's preview and the server's HTML. The stories open in frames of their own.
 *
 * **Use when** the shop has an announcement set, once per visit as the store decides.
 *
 * **Not when** the news belongs to a page (a band on that page), or needs an answer (Dialog).
 */
const meta = {
  title: 'Components/Storefront/AnnouncementDialog',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '440px' } } },
  component: AnnouncementDialog,
  args: {
    open: true,
    message:
      'Sallah special: 10% off every attar until Sunday. Orders placed in Ibadan before 2 pm are delivered the next business day.',
    onClose: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof AnnouncementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    await step('it shows the message', async () => {
      await expect(dialog).toHaveAccessibleDescription(args.message);
    });
    await step('Continue to Site and the cross each dismiss it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Continue to Site' }));
      await expect(args.onContinue).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
    await step('so does Escape', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(2);
    });
  },
};

export const Mobile: Story = { globals: atMobile };

/** The same popup drawn in place for the admin's preview: its text, its title, its button (inert there). */
export const Preview: Story = {
  render: (args) => <AnnouncementPreview message={args.message} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Announcement' })).toBeVisible();
    await expect(canvas.getByText(args.message)).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

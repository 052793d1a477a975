import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

import { AnnouncementDialog, AnnouncementPreview } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

const meta = {
  title: 'UI/Storefront/AnnouncementDialog',
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { MissingSelectionDialog } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

const meta = {
  title: 'UI/Storefront/MissingSelectionDialog',
  component: MissingSelectionDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    message: 'Please select: Base Scent, size or wrap before adding to cart.',
    hints: ['Please select a base Scent option', 'Please select a size or wrap option'],
  },
} satisfies Meta<typeof MissingSelectionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(args.message);
    await expect(screen.getByRole('list')).toHaveTextContent('Please select a base Scent option');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = { globals: atMobile };

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

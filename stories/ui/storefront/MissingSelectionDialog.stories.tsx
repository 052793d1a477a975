import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { MissingSelectionDialog } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

/**
 * Says what is still to choose when ADD TO CART is pressed too early: the shop's message ('Please select:
 * Base Scent, size or wrap before adding to cart.') and a hint per missing choice. OK or Escape closes it.
 * The stories open in frames of their own.
 *
 * **Use when** a perfume with options is added before every option is chosen.
 *
 * **Not when** the choices are complete (AddToCartConfirmDialog), or to mark the group itself
 * (VariationSelectors shows its own message under the group).
 */
const meta = {
  title: 'Components/Storefront/MissingSelectionDialog',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '440px' } } },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { AddToCartConfirmDialog } from '../../../ui/storefront';

import { atMobile } from './story-helpers';

/**
 * The confirmation before a perfume goes into the cart: how many, the name, the options chosen, the unit
 * price and the total, with Confirm and Cancel. A modal Dialog: Escape cancels. The stories open in frames of
 * their own.
 *
 * **Use when** ADD TO CART is pressed on a product page with everything chosen.
 *
 * **Not when** something is still to choose (MissingSelectionDialog), or after it is added (the store's toast
 * says so).
 */
const meta = {
  title: 'Components/Storefront/AddToCartConfirmDialog',
  tags: ['autodocs'],
  // Its stories open a modal: on the Docs page each gets a frame of its own, or they would cover the page.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  component: AddToCartConfirmDialog,
  args: {
    open: true,
    quantity: 2,
    name: 'Ọba Oud',
    optionsDescription: 'Base: Amber, Side: Saffron, Size: 100ml',
    unitPrice: 140_000,
    total: 280_000,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddToCartConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add to cart?' });
    await step('it shows what goes into the cart and what it costs', async () => {
      await expect(dialog).toHaveAccessibleDescription('2 × Ọba Oud');
      const inside = within(dialog);
      await waitFor(() => expect(inside.getByText(args.optionsDescription)).toBeVisible()); // once faded in
      await expect(inside.getByText('₦140,000.00')).toBeVisible();
      await expect(inside.getByText('₦280,000.00')).toBeVisible();
    });
    await step('Confirm and Cancel answer', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Escape}');
      await expect(args.onCancel).toHaveBeenCalledTimes(2);
    });
  },
};

export const NoOptions: Story = {
  args: { quantity: 1, name: 'Ìbàdàn Cedar', optionsDescription: '', unitPrice: 38_000, total: 38_000 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByText('Options')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog');
    const confirm = screen.getByRole('button', { name: 'Adding...' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: atMobile };

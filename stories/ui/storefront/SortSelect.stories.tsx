import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { SortSelect } from '../../../ui/storefront';

const meta = {
  title: 'UI/Storefront/SortSelect',
  component: SortSelect,
  args: { value: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Most relevant');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Most relevant',
      'Price: low to high',
      'Price: high to low',
    ]);
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-desc');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const PriceLowToHigh: Story = { args: { value: 'price-asc' } };

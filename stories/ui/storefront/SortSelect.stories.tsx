import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { SortSelect } from '../../../ui/storefront';

/**
 * 'Sort by' with the collection's three orders (most relevant, price low to high, high to low), in the
 * browser's own select: the phone's native picker.
 *
 * **Use when** the collection is ordered.
 *
 * **Not when** narrowing what is listed (CategoryFilter, SearchBar).
 */
const meta = {
  title: 'Components/Storefront/SortSelect',
  tags: ['autodocs'],
  component: SortSelect,
  args: { value: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three orders in the browser's own select; choosing one reports it, and focus stays on the select. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('relevant');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Most relevant',
      'Price: low to high',
      'Price: high to low',
    ]);
    await userEvent.selectOptions(select, 'Price: high to low');
    await expect(args.onValueChange).toHaveBeenCalledWith('price-desc');
    await expect(select).toHaveFocus();
  },
};

export const PriceLowToHigh: Story = { args: { value: 'price-asc' } };

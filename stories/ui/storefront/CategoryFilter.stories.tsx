import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { categories } from '../../../mocks/fixtures/catalogue';
import { CategoryFilter, type CategoryFilterProps } from '../../../ui/storefront';

import { atDesktop, atMobile } from './story-helpers';

/** The collection machine owns the selection; here a little state stands in for it. */
function CategoryFilterWithState(args: CategoryFilterProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <CategoryFilter
      {...args}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Storefront/CategoryFilter',
  component: CategoryFilter,
  render: (args) => <CategoryFilterWithState {...args} />,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  args: { categories, selected: [], onChange: fn(), onOpenChange: fn() },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: atDesktop,
  play: async ({ args, canvas, userEvent, step }) => {
    const [first, second] = categories;
    await step('the list shows without a toggle; Clear all waits for a choice', async () => {
      await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    });
    await step('checking boxes (Space on the keyboard) builds the selection', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: first }));
      await expect(args.onChange).toHaveBeenLastCalledWith([first]);
      canvas.getByRole('checkbox', { name: second }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onChange).toHaveBeenLastCalledWith([first, second]);
      await userEvent.click(canvas.getByRole('checkbox', { name: first }));
      await expect(args.onChange).toHaveBeenLastCalledWith([second]);
    });
    await step('Clear all empties it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
      await expect(args.onChange).toHaveBeenLastCalledWith([]);
      await expect(canvas.getByRole('checkbox', { name: second })).not.toBeChecked();
    });
  },
};

export const Mobile: Story = {
  args: { selected: [categories[0]!] },
  globals: atMobile,
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: categories[0] })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: categories[0] })).toBeChecked();
  },
};

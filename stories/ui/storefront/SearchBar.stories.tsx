import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { SearchBar, type SearchBarProps } from '../../../ui/storefront';

/** The store owns the text; here a little state stands in for it. */
function SearchBarWithState(args: SearchBarProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchBar
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
      onClear={() => {
        setValue('');
        args.onClear();
      }}
    />
  );
}

/**
 * The collection's name search ('Search perfumes'), controlled by the store. It is a GET form: before the
 * page's scripts run, Enter or Search sends the words in the address. The clear cross needs the scripts and
 * shows once they run.
 *
 * **Use when** shoppers look for a perfume by name on the collection.
 *
 * **Not when** searching in the admin (its own filter forms post), or the header's search button, which leads
 * here.
 */
const meta = {
  title: 'Components/Storefront/SearchBar',
  tags: ['autodocs'],
  component: SearchBar,
  render: (args) => <SearchBarWithState {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  args: { value: '', onValueChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search perfumes' });
    await step('typing and Enter submit the text', async () => {
      await userEvent.click(box);
      await userEvent.keyboard('oud{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('oud');
      await expect(args.onSubmit).toHaveBeenCalledWith('oud');
    });
    await step('the clear button appears and empties it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(args.onClear).toHaveBeenCalledTimes(1);
      await expect(box).toHaveValue('');
      await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    });
  },
};

export const WithText: Story = {
  args: { value: 'Harmattan' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Harmattan');
  },
};

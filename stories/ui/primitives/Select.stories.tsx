import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import { Select } from '../../../ui';

const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name', disabled: true },
];

/**
 * A dropdown on Radix Select, with keyboard, typeahead and screen reader support; its trigger takes the id
 * and `aria-*` props a Field hands it, and `name` posts a hidden native select with a form.
 *
 * **Use when** the options need the shop's look inside the list. No screen of the shop uses it today.
 *
 * **Not when** a plain list will do: NativeSelect is lighter (no JavaScript), uses the phone's own picker,
 * and is what the shop's sort, delivery form and admin filters use.
 */
const meta = {
  title: 'Components/Primitives/Select',
  tags: ['autodocs'],
  component: Select,
  args: { 'aria-label': 'Sort by', placeholder: 'Sort by', options: sortOptions, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await step('the keyboard opens it and chooses', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() => expect(listbox).toBeVisible()); // once its fade-in has begun
      await waitFor(() => expect(screen.getByRole('option', { name: 'Newest' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onValueChange).toHaveBeenCalledWith('price-asc');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(trigger).toHaveTextContent('Price: low to high');
    });
    await step('a disabled option is skipped', async () => {
      await userEvent.click(trigger);
      await expect(await screen.findByRole('option', { name: 'Name' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    });
  },
};

export const WithValue: Story = { args: { defaultValue: 'price-desc' } };

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'newest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  },
};

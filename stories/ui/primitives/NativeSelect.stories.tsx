import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { NativeSelect } from '../../../ui';

const sizes = [
  { value: '30ml', label: '30 ml' },
  { value: '50ml', label: '50 ml' },
  { value: '100ml', label: '100 ml (sold out)', disabled: true },
];

/**
 * The browser's own `<select>`, drawn like the shop's fields: the phone's native picker, the keyboard and
 * screen readers work as they always do, and it costs no JavaScript. Options are plain text.
 *
 * **Use when** a list of plain options needs no styling inside it: the collection's sort, the state in the
 * delivery form, an order's status and the filters in the admin. Prefer it to Select.
 *
 * **Not when** the options need more than text, or there are only two or three and all should be seen
 * (RadioGroup).
 */
const meta = {
  title: 'Components/Primitives/NativeSelect',
  tags: ['autodocs'],
  component: NativeSelect,
  args: { options: sizes, defaultValue: '30ml', onValueChange: fn(), 'aria-label': 'Size' },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own list: choosing an option reports its value; a disabled one cannot be chosen. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Size' });
    await expect(select).toHaveValue('30ml');
    await userEvent.selectOptions(select, '50ml');
    await expect(args.onValueChange).toHaveBeenCalledWith('50ml');
    await expect(select).toHaveValue('50ml');
    await expect(canvas.getByRole('option', { name: '100 ml (sold out)' })).toBeDisabled();
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Size' })).toBeDisabled();
  },
};

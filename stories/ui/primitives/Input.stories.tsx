import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Input } from '../../../ui';

const meta = {
  title: 'UI/Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Email address', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ada@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
  },
};

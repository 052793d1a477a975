import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Textarea } from '../../../ui';

const meta = {
  title: 'UI/Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Your review', placeholder: 'Tell other shoppers about this scent', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Your review' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Warm and smoky.{Enter}Lasts all day.');
    await expect(box).toHaveValue('Warm and smoky.\nLasts all day.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Submitted already.' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Textarea } from '../../../ui';

/**
 * Several lines of text in the shop's field look: four rows by default, and the shopper can drag it taller.
 * Put it inside a Field for its label and messages.
 *
 * **Use when** the answer is a few sentences: a review, a contact message, a delivery note, the popup's text.
 *
 * **Not when** one line will do (Input).
 */
const meta = {
  title: 'Components/Primitives/Textarea',
  tags: ['autodocs'],
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Spinner } from '../../../ui';

/**
 * A turning ring with a status role and a label for screen readers ('Loading your orders'), in three sizes.
 * `SpinnerIcon` is the ring alone, hidden from screen readers, for places that announce the wait themselves
 * (a busy Button).
 *
 * **Use when** a region waits for the server and nothing of its shape is known.
 *
 * **Not when** the layout is known (Skeleton), or a button is busy (its `busy` prop shows the ring).
 */
const meta = {
  title: 'Components/Primitives/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  args: { label: 'Loading your orders' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };

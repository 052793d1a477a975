import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from '../../../ui';

const meta = {
  title: 'UI/Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-40 w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const Text: Story = { args: { shape: 'text', className: 'w-48' } };
export const Circle: Story = { args: { shape: 'circle', className: 'w-12' } };

/** A product card while it loads: the region says so once, the grey shapes stay silent. */
export const ProductCardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading product" role="group" className="grid w-64 gap-3">
      <Skeleton className="aspect-[4/5] w-full" />
      <Skeleton shape="text" className="w-3/4" />
      <Skeleton shape="text" className="w-1/3" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
  },
};

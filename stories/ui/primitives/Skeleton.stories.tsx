import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Skeleton } from '../../../ui';

/**
 * A grey placeholder the size of content still loading, shimmering gently (still for a shopper who prefers
 * reduced motion): a block, a line of text or a circle, sized with `className`. Hidden from screen readers:
 * the region that is loading says so once (a Spinner or `aria-busy`), not once per bar.
 *
 * **Use when** the shape of what is coming is known and a jump would be jarring: a grid of product cards.
 *
 * **Not when** the wait has no known shape, or the region needs to say it is loading (Spinner).
 */
const meta = {
  title: 'Components/Primitives/Skeleton',
  tags: ['autodocs'],
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

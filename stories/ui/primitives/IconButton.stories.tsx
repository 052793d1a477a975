import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Search, ShoppingBag, X } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { IconButton } from '../../../ui';

const meta = {
  title: 'UI/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search scents', children: <Search />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Search scents' });
    await step('the label is its accessible name and a 44 px target', async () => {
      await expect(button).toHaveAttribute('title', 'Search scents');
      await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    });
    await step('Tab and Enter press it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} label="Close" variant="ghost">
        <X />
      </IconButton>
      <IconButton {...args} label="Add to wishlist" variant="outline">
        <Heart />
      </IconButton>
      <IconButton {...args} label="Open cart" variant="primary">
        <ShoppingBag />
      </IconButton>
      <IconButton {...args} label="Search scents" variant="secondary" size="lg">
        <Search />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search scents' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

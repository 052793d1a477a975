import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Icon, IconButton } from '../../../ui';

/**
 * A round button showing only an icon. Its `label` is required: it is the button's accessible name and its
 * tooltip, since the icon says nothing to a screen reader. Ghost, outline, primary and secondary, at 44 or 48
 * px.
 *
 * **Use when** the icon is well known and space is short: open the cart, the menu, search, close.
 *
 * **Not when** the action needs words to be understood (Button with an Icon inside), or it leads to a page (a
 * link).
 */
const meta = {
  title: 'Components/Primitives/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { label: 'Search scents', children: <Icon name="search" />, onClick: fn() },
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
        <Icon name="x" />
      </IconButton>
      <IconButton {...args} label="Your account" variant="outline">
        <Icon name="user-round" />
      </IconButton>
      <IconButton {...args} label="Open cart" variant="primary">
        <Icon name="shopping-bag" />
      </IconButton>
      <IconButton {...args} label="Search scents" variant="secondary" size="lg">
        <Icon name="search" />
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

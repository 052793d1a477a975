import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button, Icon } from '../../../ui';

import { atDesktop, atMobile } from './play-helpers';

/**
 * The shop's button: primary (aubergine), secondary (gold), outline, ghost, link and destructive, in three
 * sizes, every one at least 44 px tall. `busy` disables it, marks it `aria-busy` and shows a spinner with
 * `busyLabel` ('PLACING ORDER...'); `asChild` lends its look to a single child such as a link, which stays a
 * link; `fullWidth` stretches it across a phone.
 *
 * **Use when** the shopper or the owner does something: adds to the cart, places the order, saves.
 *
 * **Not when** it only leads somewhere (a link, or `asChild` around one), or it shows only an icon
 * (IconButton).
 */
const meta = {
  title: 'Components/Primitives/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await step('Tab reaches the button and Enter presses it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onClick).toHaveBeenCalledTimes(1);
    });
    await step('Space and a click press it too', async () => {
      await userEvent.keyboard(' ');
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Explore our perfumes' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Continue shopping' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear all' } };
export const Link: Story = { args: { variant: 'link', children: 'Back to Login' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Remove item' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="shopping-bag" /> Add to cart
      </>
    ),
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('every size is at least a 44 px touch target', async () => {
      for (const button of canvas.getAllByRole('button')) {
        await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    });
  },
};

export const Busy: Story = {
  args: { children: 'PLACE ORDER', busy: true, busyLabel: 'PLACING ORDER...' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'PLACING ORDER...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(canvas.queryByText('PLACE ORDER')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { children: 'PLACE ORDER', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `asChild` lends the look to a link: it stays a link for screen readers and navigation. */
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#collection">Browse Collection</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse Collection' });
    await expect(link).toHaveAttribute('href', '#collection');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, children: 'Proceed to checkout' },
  globals: atMobile,
  play: async ({ canvas }) => {
    const width = canvas.getByRole('button').getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(300);
    await expect(width).toBeLessThanOrEqual(360);
  },
};

export const FullWidthDesktop: Story = {
  args: { fullWidth: true, children: 'Proceed to checkout' },
  globals: atDesktop,
};

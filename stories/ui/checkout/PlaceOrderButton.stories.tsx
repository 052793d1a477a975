import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { PlaceOrderButton } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';

/**
 * The checkout's last button, full width: PLACE ORDER. While the order is being placed it turns busy
 * ('PLACING ORDER...' beside a turning ring) and takes no second press, so no order is placed twice; while the
 * shop checks whether to ask for a review of the shop first, it waits, disabled, so that step is not skipped.
 *
 * **Use when** the checkout's summary ends (CheckoutSummary draws it).
 *
 * **Not when** any other form's submit (a Button with `busy`).
 */
const meta = {
  title: 'Components/Checkout/PlaceOrderButton',
  tags: ['autodocs'],
  component: PlaceOrderButton,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: { type: 'submit', onClick: fn() },
} satisfies Meta<typeof PlaceOrderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Sent: busy, its words say so, and it takes no second press. */
export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'PLACING ORDER...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The review check is still loading: PLACE ORDER waits, faded, until it knows. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'PLACE ORDER' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const PlacingOnAPhone: Story = { ...Placing, globals: atMobile };

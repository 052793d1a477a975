import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CheckoutLines } from '../../../ui/checkout';
import { atMobile } from '../primitives/play-helpers';
import { attarLine, goneLine, oudLine, shortLine } from './checkout-line-samples';

/**
 * What the order holds, in the checkout's summary: each line's name, choices, quantity and price. A line that
 * cannot be bought stays in the list, struck through, with why and 'not in this order', so nothing vanishes.
 *
 * **Use when** the checkout's summary lists the lines (inside CheckoutSummary).
 *
 * **Not when** the shopper can still change quantities (CartLine).
 */
const meta = {
  title: 'Components/Checkout/CheckoutLines',
  tags: ['autodocs'],
  component: CheckoutLines,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: { lines: [oudLine, attarLine] },
} satisfies Meta<typeof CheckoutLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is being bought: each line's name, choices, quantity and price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Items in your order' });
    const [oud, attar] = within(list).getAllByRole('listitem');
    await expect(oud).toHaveTextContent('Ọba OudBase: Oud, Side: Rose, Size: 50mlQuantity: 1₦85,000.00');
    await expect(attar).toHaveTextContent('Sokoto Sandal AttarQuantity: 2₦52,000.00');
  },
};

/** Lines that cannot be bought stay listed, struck through, with why; a gone product reads Unknown Product. */
export const Unavailable: Story = {
  args: { lines: [oudLine, shortLine, goneLine] },
  play: async ({ canvas }) => {
    const [oud, short, gone] = canvas.getAllByRole('listitem');
    await expect(oud).not.toHaveAttribute('data-unavailable');
    await expect(short).toHaveTextContent('Only 2 available in stock: not in this order');
    await expect(short).toHaveTextContent('Not charged: ₦360,000.00');
    await expect(gone).toHaveTextContent(
      'Unknown ProductQuantity: 1This product is no longer sold: not in this order',
    );
  },
};

export const Mobile: Story = { ...Unavailable, globals: atMobile };

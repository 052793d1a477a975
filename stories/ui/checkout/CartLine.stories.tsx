import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { CartLine, type CartLineProps } from '../../../ui/checkout';
import { atDesktop, atMobile } from '../primitives/play-helpers';

const obaOud = {
  name: 'Ọba Oud',
  image: ['/images/products/oba-oud-1.svg', '/images/products/oba-oud-2.svg'],
  inStock: true,
  stock: 12,
};

/** The cart owns the quantity; a 0 from the bin removes the line. */
function LineInCart({ quantity: initial, onQuantityChange, ...props }: CartLineProps) {
  const [quantity, setQuantity] = useState(initial);
  if (quantity <= 0) return <p className="text-sm text-muted-foreground">Line removed.</p>;
  return (
    <CartLine
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        onQuantityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Checkout/CartLine',
  component: CartLine,
  render: (args) => <LineInCart {...args} />,
  args: {
    product: obaOud,
    unitPrice: 45000,
    quantity: 1,
    onQuantityChange: fn(),
    onExceedStock: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of Ọba Oud' });

    await step('name, unit price and line total', async () => {
      await expect(canvas.getByText('Ọba Oud')).toBeVisible();
      await expect(canvas.getByText(/Unit price/).parentElement).toHaveTextContent('₦45,000.00');
      await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('₦45,000.00');
    });
    await step('+ from the keyboard raises the quantity and the line total', async () => {
      canvas.getByRole('button', { name: 'Increase quantity of Ọba Oud' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
      await expect(quantity).toHaveValue('2');
      await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('₦90,000.00');
    });
    await step('a typed 0 is ignored', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '0');
      await userEvent.tab();
      await expect(quantity).toHaveValue('2');
      await expect(args.onQuantityChange).not.toHaveBeenCalledWith(0);
    });
    await step('more than the stock is refused', async () => {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '20');
      await expect(args.onExceedStock).toHaveBeenLastCalledWith(20);
      await userEvent.tab();
    });
    await step('the bin asks for quantity 0, which removes the line', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Ọba Oud from cart' }));
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith(0);
      await expect(canvas.getByText('Line removed.')).toBeVisible();
    });
  },
};

export const WithOptions: Story = {
  args: {
    variationText: 'Base: Oud, Side: Rose, Size: 50ml, Wrap: Yes',
    unitPrice: 52500,
    quantity: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Base: Oud, Side: Rose, Size: 50ml, Wrap: Yes')).toBeVisible();
    await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('₦105,000.00');
  },
};

export const UnknownProduct: Story = {
  args: { product: undefined, unitPrice: undefined, variationText: 'Size: 30ml', quantity: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unknown Product')).toBeVisible();
    await expect(canvas.getByRole('presentation')).toHaveAttribute('src', '/images/placeholder-product.svg');
    await expect(canvas.getByText('Currently unavailable: not included in your total')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Unknown Product from cart' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(0);
  },
};

/** Out of stock: marked unavailable, struck through, and left out of the cart's totals (CartTotals gets the
 *  subtotal without it), with the quantity frozen; it can still be removed. */
export const OutOfStock: Story = {
  args: {
    product: { name: 'Harmattan Amber', image: ['/images/products/harmattan-amber-1.svg'], inStock: false },
    unitPrice: 38000,
    quantity: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Currently unavailable: not included in your total')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity of Harmattan Amber' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Harmattan Amber' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Harmattan Amber from cart' })).toBeEnabled();
    await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('Unavailable');
  },
};

export const Mobile: Story = {
  args: WithOptions.args,
  globals: atMobile,
  play: async ({ canvas }) => {
    // Nothing spills sideways on a 360 px phone.
    const line = canvas.getByText('Ọba Oud').closest('[data-slot="cart-line"]') as HTMLElement;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};

export const Desktop: Story = { args: WithOptions.args, globals: atDesktop };

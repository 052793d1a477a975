import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn } from 'storybook/test';

import { cartItemKey } from '../../../api';
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
        onQuantityChange?.(next);
      }}
    />
  );
}

/**
 * Stands in for the browser posting a line's form, which would leave the story's page: the fields it would send,
 * with the button pressed ('setQuantity': a step or the bin; none for Enter in the box).
 */
function wouldPost(event: FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const fields = Object.fromEntries(new FormData(event.currentTarget, submitter));
  event.preventDefault();
  return fields;
}
const postSpy = () => fn(wouldPost);

/**
 * One line of the cart: picture, name, chosen options, unit price, a QuantityStepper and the line total, with
 * a bin to remove it. A line whose perfume is gone or out of stock, or that asks for more than is left, is
 * marked unavailable and left out of the totals, and says why. Each line is a form of its own, so the steps
 * and the bin work before the page's scripts run; with them, changes go through `onQuantityChange`.
 *
 * **Use when** the cart lists what it holds (/cart).
 *
 * **Not when** the checkout's summary lists what is being bought (CheckoutLines), or an order lists its items
 * (OrderCard).
 */
const meta = {
  title: 'Components/Checkout/CartLine',
  tags: ['autodocs'],
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
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity of Ọba Oud' });
    // with the page's scripts every change happens in place: the line's form is never sent
    const posted = fn();
    canvasElement.querySelector('form')?.addEventListener('submit', posted);

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
    await step('nothing was posted', async () => {
      await expect(posted).not.toHaveBeenCalled();
    });
  },
};

const obaOudKey = cartItemKey('65cc8110c0de5a1b0ea1f301', { base: 'Oud', side: 'Rose', size: '50ml' });

/**
 * The line as the server renders the cart, before (or without) the page's scripts: no onQuantityChange, so
 * a press is not held back and the browser posts the line's form to the cart, which answers with the new cart.
 */
export const ServerAnswers: Story = {
  args: {
    quantity: 2,
    action: '/cart',
    fields: { cartItemKey: obaOudKey },
    onSubmit: postSpy(),
  },
  render: (args) => <CartLine {...args} onQuantityChange={undefined} />,
  play: async ({ args, canvas, userEvent, step }) => {
    const posts = () => (args.onSubmit as unknown as ReturnType<typeof postSpy>).mock.results;
    const lastPost = () => posts().at(-1)?.value;
    const form = canvas.getByRole('textbox', { name: 'Quantity of Ọba Oud' }).closest('form');

    await step('the line is a form of its own, posting to the cart with its key', async () => {
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/cart');
    });
    await step('− posts setQuantity one less', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Ọba Oud' }));
      await expect(lastPost()).toEqual({ cartItemKey: obaOudKey, quantity: '2', setQuantity: '1' });
    });
    await step('+ posts setQuantity one more', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Ọba Oud' }));
      await expect(lastPost()).toEqual({ cartItemKey: obaOudKey, quantity: '2', setQuantity: '3' });
    });
    await step('the bin posts setQuantity 0', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Ọba Oud from cart' }));
      await expect(lastPost()).toEqual({ cartItemKey: obaOudKey, quantity: '2', setQuantity: '0' });
    });
    await step('the quantity shown is the server’s until it answers', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Quantity of Ọba Oud' })).toHaveValue('2');
    });
    await step('Enter in the box posts the quantity typed, not a step', async () => {
      const quantity = canvas.getByRole('textbox', { name: 'Quantity of Ọba Oud' });
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '5{Enter}');
      await expect(lastPost()).toEqual({ cartItemKey: obaOudKey, quantity: '5' });
    });
    await expect(posts()).toHaveLength(4);
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

/** More than the stock left (it sold since it was added): unavailable as it stands, and lowering it mends it. */
export const BeyondStock: Story = {
  args: { product: { ...obaOud, stock: 2 }, quantity: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const note = 'Only 2 available in stock: lower the quantity to include it in your total';
    await expect(canvas.getByText(note)).toBeVisible();
    await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('Unavailable');
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Ọba Oud' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Ọba Oud' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.queryByText(note)).toBeNull();
    await expect(canvas.getByText(/Line total/).parentElement).toHaveTextContent('₦90,000.00');
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

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { Button, Icon, Price } from '../../../ui';
import { PurchaseBar } from '../../../ui/storefront';

import { atDesktop, atMobile, fullscreen } from './story-helpers';

/**
 * The bar in a page shaped like the product page: a gutter, one flex column holding everything, the bar placed
 * after the quantity, more of the page after it, and a footer outside the column.
 */
const inAProductPage: Decorator = (Story) => (
  <>
    <div className="px-gutter py-8 sm:px-6">
      <div className="flex flex-col gap-5">
        <div className="h-[900px] rounded-lg bg-surface p-4">The gallery, the options and the quantity</div>
        {Story()}
        <p data-testid="last-lines" className="h-[900px] border-b border-border">
          Reviews, related perfumes and, last, the delivery information.
        </p>
      </div>
    </div>
    <footer className="h-96 bg-primary p-4 text-primary-foreground">
      <a href="#terms">Terms of Sale</a>
    </footer>
  </>
);

/**
 * ADD TO CART within a thumb's reach: below `md:` the price and the form's own button ride at the bottom of
 * the screen (sticky) from the first screen to the end of the page, stopping above the footer; the button
 * stays where it is in the form, so it is read and reached right after the quantity. From `md:` up it is no
 * bar: the button sits in its row and the price copy is hidden. It is drawn in a page-long frame.
 *
 * **Use when** the product page's buy button must stay in reach on a phone.
 *
 * **Not when** any other button: a page with one sticky bar is enough.
 */
const meta = {
  title: 'Components/Storefront/PurchaseBar',
  tags: ['autodocs'],
  component: PurchaseBar,
  decorators: [inAProductPage],
  parameters: { ...fullscreen },
  args: {
    price: <Price amount={140_000} size="lg" className="text-lg" />,
    children: (
      <Button type="submit" size="lg" className="uppercase max-md:flex-1 max-md:px-4">
        <Icon name="shopping-bag" />
        Add to cart
      </Button>
    ),
  },
} satisfies Meta<typeof PurchaseBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

/** On a 360 x 740 phone: the price and the button at the foot of the first screen, then above the footer. */
export const OnAPhone: Story = {
  globals: atMobile,
  play: async ({ canvas, canvasElement, step }) => {
    const button = canvas.getByRole('button', { name: /add to cart/i });
    const bar = button.closest('[data-slot="purchase-bar"]') ?? canvasElement;
    await step('the first screen shows the price and ADD TO CART at its foot', async () => {
      window.scrollTo(0, 0);
      await expect(canvas.getByText('₦140,000.00')).toBeVisible();
      await waitFor(() => expect(box(bar).bottom).toBeCloseTo(window.innerHeight, 0));
      await expect(box(button).top).toBeGreaterThan(0);
    });
    await step('at the end of the page it settles after the last lines, above the footer', async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = canvasElement.querySelector('footer') ?? canvasElement;
      await waitFor(() => expect(box(bar).bottom).toBeLessThanOrEqual(box(footer).top));
      await expect(box(bar).top).toBeGreaterThanOrEqual(box(canvas.getByTestId('last-lines')).bottom);
      window.scrollTo(0, 0);
    });
  },
};

/** From md up no bar: the button stays where it is placed, the price copy hidden. */
export const OnADesktop: Story = {
  globals: atDesktop,
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    const button = canvas.getByRole('button', { name: /add to cart/i });
    await expect(canvas.getByText('₦140,000.00')).not.toBeVisible();
    // in its place in the page's grid, below the fold, not stuck to the foot of the screen
    await expect(box(button).top).toBeGreaterThan(window.innerHeight);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import {
  catalogue,
  outOfStockPlainProduct,
  plainProduct,
  productWithAllOptions,
} from '../../../mocks/fixtures/catalogue';
import { ProductCard } from '../../../ui/storefront';

import { atMobile, withStayingLinks } from './story-helpers';

/**
 * A perfume in a grid: the picture, the out-of-stock and bestseller badges, the name, the base price (struck
 * through when out of stock) and, when it has options, a note saying so. The whole card is one link and one
 * tab stop: the name's link stretches over the card, and it lifts on hover and on keyboard focus.
 *
 * **Use when** perfumes are listed to choose from: the collection, the home page's bestsellers, the admin's
 * preview.
 *
 * **Not when** a perfume is already chosen, in a cart or an order (CartLine, CheckoutLines).
 */
const meta = {
  title: 'Components/Storefront/ProductCard',
  tags: ['autodocs'],
  component: ProductCard,
  decorators: [withStayingLinks, (Story) => <div className="w-44 sm:w-64">{Story()}</div>],
  args: {
    product: { ...plainProduct, bestseller: false },
    href: `/product/${plainProduct._id}`,
    hasOptions: false,
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(args.product.name);
    await expect(links[0]).toHaveAttribute('href', args.href);
    await expect(canvas.getByRole('presentation')).toHaveAttribute('loading', 'lazy');
    await expect(canvas.queryByText('OUT OF STOCK')).toBeNull();
  },
};

/** A keyboard shopper sees which card holds the focus: the ring lies inside the card, which clips its outside. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const ring = getComputedStyle(link, '::after');
    await expect(ring.outlineStyle).toBe('solid');
    await expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    await expect(parseFloat(ring.outlineOffset) + parseFloat(ring.outlineWidth)).toBeLessThanOrEqual(0);
  },
};

export const OutOfStock: Story = {
  args: { product: outOfStockPlainProduct, href: `/product/${outOfStockPlainProduct._id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('OUT OF STOCK')).toBeVisible();
    await expect(canvas.getByText('Currently unavailable')).toBeVisible();
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

export const WithOptions: Story = {
  args: {
    product: { ...productWithAllOptions, bestseller: false },
    href: `/product/${productWithAllOptions._id}`,
    hasOptions: true,
    priority: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Multiple options available')).toBeVisible();
    await expect(canvas.getByRole('presentation')).toHaveAttribute('loading', 'eager');
  },
};

/** At 360 px a card is 158 px wide (two columns, 1 rem sides, 0.75 rem gap): the badge takes two lines at most. */
export const WithOptionsOnAPhone: Story = {
  args: WithOptions.args,
  globals: atMobile,
  decorators: [(Story) => <div style={{ width: 158 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Multiple options available');
    const style = getComputedStyle(badge);
    const textHeight =
      badge.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    await expect(Math.round(textHeight / parseFloat(style.lineHeight))).toBeLessThanOrEqual(2);
  },
};

export const Bestseller: Story = {
  args: { product: productWithAllOptions, hasOptions: true, href: `/product/${productWithAllOptions._id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bestseller')).toBeVisible();
  },
};

const longest = [...catalogue].sort((a, b) => b.name.length - a.name.length)[0]!;

export const LongName: Story = {
  args: {
    product: { ...longest, name: `${longest.name} Limited Edition Eau de Parfum Intense` },
    href: `/product/${longest._id}`,
    hasOptions: true,
  },
};

export const BrokenImage: Story = {
  args: { product: { ...plainProduct, image: ['/images/products/no-such-file.svg'] } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('presentation');
    await waitFor(() => expect(image).toHaveAttribute('src', '/images/placeholder-product.svg'));
  },
};

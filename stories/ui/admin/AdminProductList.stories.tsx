import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AdminProductList } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/**
 * The admin's perfumes, a row each: the picture, the name (a link to its form), the category, the price and
 * the stock. Archived perfumes are listed apart by the page.
 *
 * **Use when** /admin/products lists the perfumes.
 *
 * **Not when** shoppers browse them (ProductGrid).
 */
const meta = {
  title: 'Components/Admin/AdminProductList',
  tags: ['autodocs'],
  component: AdminProductList,
  args: {
    products: [
      {
        productId: '65cc8110c0de5a1b0ea1f301',
        href: '/admin/products/65cc8110c0de5a1b0ea1f301',
        name: 'Ọba Oud',
        category: 'Oud',
        price: 85_000,
        image: '/images/products/oba-oud-1.webp',
        stockLabel: 'In stock: 40',
        bestseller: true,
      },
      {
        productId: '66e039acc0de5a1b0ea1f304',
        href: '/admin/products/66e039acc0de5a1b0ea1f304',
        name: 'Zuma Smoke',
        category: 'Oud',
        price: 62_000,
        image: undefined,
        stockLabel: 'Out of stock',
        bestseller: false,
      },
    ],
  },
  globals: atDesktop,
} satisfies Meta<typeof AdminProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row a perfume: its name leads to its form; category, price and stock beside it; the bestseller marked. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    const [oba, zuma] = canvas.getAllByRole('listitem');
    await expect(within(oba!).getByRole('link', { name: 'Ọba Oud' })).toHaveAttribute(
      'href',
      '/admin/products/65cc8110c0de5a1b0ea1f301',
    );
    await expect(oba).toHaveTextContent('Oud · ₦85,000.00 · In stock: 40');
    await expect(within(oba!).getByText('Bestseller')).toBeVisible();
    await expect(zuma).toHaveTextContent('Oud · ₦62,000.00 · Out of stock');
    await expect(within(zuma!).queryByText('Bestseller')).toBeNull();
    // a perfume without a picture shows the shop's placeholder, not a broken image
    await expect(within(zuma!).getByRole('presentation')).toHaveAttribute(
      'src',
      '/images/placeholder-product.svg',
    );
  },
};

/** On a phone the row still fits: the name and its details wrap beside the picture, nothing overflows. */
export const RowsOnAPhone: Story = {
  ...Rows,
  globals: atMobile,
  play: async (context) => {
    await Rows.play!(context);
    const list = context.canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

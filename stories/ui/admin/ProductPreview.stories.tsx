import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { emptyProductDraft, previewOf, ProductPreview } from '../../../ui/admin';
import { atDesktop, atMobile } from '../primitives/play-helpers';

/** Ọba Oud as typed in its form: bestseller, sizes, gift wrap and two choices. */
const obaOud = previewOf({
  ...emptyProductDraft,
  name: 'Ọba Oud',
  category: 'Oud',
  price: '85,000',
  description: 'A regal oud worn like a beaded crown.',
  bestseller: true,
  stock: '40',
  sizes: '50ml: 85000\n100ml: 140000',
  wrap: true,
  wrapPrice: '87500',
  baseOptions: 'Oud\nAmber',
  sideOptions: 'Rose\nSaffron',
  images: ['/images/products/oba-oud-1.webp', '/images/products/oba-oud-2.webp'],
});

/**
 * What shoppers will see, before saving: the storefront's ProductCard and the top of the product page (the
 * pictures, the badges, the name, the price, the choices and the description), drawn by the storefront's own
 * parts.
 *
 * **Use when** beside the admin's ProductForm.
 *
 * **Not when** on the storefront itself, which draws the real pages.
 */
const meta = {
  title: 'Components/Admin/ProductPreview',
  tags: ['autodocs'],
  component: ProductPreview,
  args: { product: obaOud, href: '/product/65cc8110c0de5a1b0ea1f301' },
  globals: atDesktop,
} satisfies Meta<typeof ProductPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-slot="product-preview-page"]')!);

/** The card as the collection shows it and the top of its page, with every choice a shopper will make. */
export const EveryOption: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('the card: its name leads to its page, its price, the badge and "options"', async () => {
      const card = within(canvas.getByRole('article'));
      await expect(card.getByRole('link', { name: 'Ọba Oud' })).toHaveAttribute(
        'href',
        '/product/65cc8110c0de5a1b0ea1f301',
      );
      await expect(card.getByText('₦85,000.00')).toBeVisible();
      await expect(card.getByText('Bestseller')).toBeVisible();
      await expect(card.getByText('Multiple options available')).toBeVisible();
    });
    await step(
      'the page: pictures, name, price, the choices (shown, not chosen) and the description',
      async () => {
        const top = page(canvasElement);
        await expect(top.getByRole('img', { name: 'Ọba Oud, image 1 of 2' })).toBeVisible();
        await expect(top.getByText('Ọba Oud', { selector: 'p' })).toBeVisible();
        await expect(top.getByRole('radio', { name: /^100ml/ })).toBeDisabled();
        await expect(top.getByText('Base Scent')).toBeVisible();
        await expect(top.getByRole('checkbox', { name: /^Wrap it yourself/ })).toBeDisabled();
        await expect(top.getByText('A regal oud worn like a beaded crown.')).toBeVisible();
      },
    );
  },
};

export const EveryOptionOnAPhone: Story = { ...EveryOption, globals: atMobile };

/** A count of 0: out of stock on the card and the page, its price struck through. */
export const OutOfStock: Story = {
  args: { product: { ...obaOud, stock: 0, inStock: false } },
  play: async ({ canvas, canvasElement }) => {
    const card = within(canvas.getByRole('article'));
    await expect(card.getByText('OUT OF STOCK')).toBeVisible();
    await expect(card.getByText('Currently unavailable')).toBeVisible();
    await expect(page(canvasElement).getByText('OUT OF STOCK')).toBeVisible();
    await expect(page(canvasElement).getByText('Unavailable:')).toBeInTheDocument();
  },
};

export const OutOfStockOnAPhone: Story = { ...OutOfStock, globals: atMobile };

/** Nothing typed yet: a placeholder name and picture, no choices, nothing that is not there. */
export const NothingTyped: Story = {
  args: { product: previewOf(emptyProductDraft), href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Name of the perfume' })).toBeVisible();
    await expect(canvas.queryByText('Multiple options available')).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByText('Bestseller')).toBeNull();
  },
};

export const NothingTypedOnAPhone: Story = { ...NothingTyped, globals: atMobile };

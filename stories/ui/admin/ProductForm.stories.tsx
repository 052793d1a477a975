import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { productWords } from '../../../api/admin-product-rules';
import { unitPrice } from '../../../api/rules/pricing';
import { emptyProductDraft, ProductForm, type ProductDraft } from '../../../ui/admin';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../primitives/play-helpers';

/** Ọba Oud as the owner saved it: what its form's boxes hold. */
const obaOud: ProductDraft = {
  name: 'Ọba Oud',
  category: 'Oud',
  price: '85000',
  description: 'A regal oud worn like a beaded crown.',
  bestseller: true,
  stock: '40',
  inStock: true,
  sizes: '50ml: 85000\n100ml: 140000',
  wrap: true,
  wrapPrice: '87500',
  baseName: 'Base Scent',
  baseOptions: 'Oud\nAmber\nMusk',
  sideName: 'Side Note',
  sideOptions: 'Rose\nSaffron',
  images: [
    '/images/products/oba-oud-1.webp',
    '/images/products/oba-oud-2.webp',
    '/images/products/oba-oud-3.webp',
  ],
};

/**
 * A perfume's form in the admin: name, category, price, description, stock, sizes, wrap, base and side
 * options and pictures (taken from the phone or a file), beside a ProductPreview of its card and page. With
 * the page's scripts the preview follows the typing; without them, 'Preview' posts the form and the page
 * comes back with the preview and every value kept. A refused save leads with an ErrorSummary.
 *
 * **Use when** adding a perfume (/admin/products/new) or editing one.
 *
 * **Not when** changing only an order (the order's forms) or the shop's settings (SettingsForm).
 */
const meta = {
  title: 'Components/Admin/ProductForm',
  tags: ['autodocs'],
  component: ProductForm,
  args: {
    action: '/admin/products/new',
    draft: emptyProductDraft,
    categories: ['Floral', 'Oud', 'Musk'],
    saveLabel: 'Add the perfume',
    unitPrice,
  },
  globals: atDesktop,
} satisfies Meta<typeof ProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Preview' }));
const box = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

/** A new perfume: empty boxes in a form the server takes with its picture, and a preview waiting for a name. */
export const NewPerfume: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('empty boxes, posted with the picture to the page', async () => {
      await expect(box(canvasElement, 'Name')).toHaveValue('');
      await expect(box(canvasElement, 'Price (₦)')).toHaveValue('');
      const form = box(canvasElement, 'Name').closest('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/admin/products/new');
      await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      await expect(canvas.getByLabelText(/^Add a picture/)).toHaveAttribute('type', 'file');
      await expect(canvas.getByRole('button', { name: 'Add the perfume' })).toHaveAttribute('value', 'save');
      await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveAttribute('value', 'preview');
    });
    await step('the preview shows the card and the page, still unnamed', async () => {
      await expect(
        preview(canvasElement).getByRole('heading', { name: 'Name of the perfume' }),
      ).toBeVisible();
      await expect(preview(canvasElement).getAllByText('₦0.00')[0]).toBeVisible();
    });
  },
};

export const NewPerfumeOnAPhone: Story = { ...NewPerfume, globals: atMobile };

/** The preview follows the typing: the name, the price, the sizes and the bestseller badge. */
export const Typing: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(box(canvasElement, 'Name'), 'Harmattan Musk');
    await userEvent.type(box(canvasElement, 'Price (₦)'), '45,000');
    const shown = preview(canvasElement);
    await expect(shown.getByRole('heading', { name: 'Harmattan Musk' })).toBeVisible();
    await expect(shown.getByText('Harmattan Musk', { selector: 'p' })).toBeVisible();
    await expect(shown.getAllByText('₦45,000.00')).toHaveLength(2);
    await expect(shown.queryByText('Multiple options available')).toBeNull();
    await userEvent.type(box(canvasElement, 'Sizes'), '50ml: 45000');
    await expect(shown.getByText('Multiple options available')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Bestseller/ }));
    await expect(shown.getAllByText('Bestseller')[0]).toBeVisible();
  },
};

export const TypingOnAPhone: Story = { ...Typing, globals: atMobile };

/** A saved perfume: its values in the boxes, its pictures each with Remove; a removed one leaves the preview. */
export const SavedPerfume: Story = {
  args: {
    action: '/admin/products/65cc8110c0de5a1b0ea1f301',
    draft: obaOud,
    saveLabel: 'Save changes',
    productHref: '/product/65cc8110c0de5a1b0ea1f301',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(box(canvasElement, 'Name')).toHaveValue('Ọba Oud');
    await expect(box(canvasElement, 'Sizes')).toHaveValue('50ml: 85000\n100ml: 140000');
    await expect(preview(canvasElement).getByRole('link', { name: 'Ọba Oud' })).toHaveAttribute(
      'href',
      '/product/65cc8110c0de5a1b0ea1f301',
    );
    await expect(preview(canvasElement).getByRole('img', { name: 'Ọba Oud, image 1 of 3' })).toBeVisible();
    const pictures = within(canvas.getByRole('list', { name: 'Pictures' }));
    await expect(pictures.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(pictures.getAllByRole('checkbox', { name: 'Remove' })[0]!);
    await expect(preview(canvasElement).getByRole('img', { name: 'Ọba Oud, image 1 of 2' })).toBeVisible();
  },
};

export const SavedPerfumeOnAPhone: Story = { ...SavedPerfume, globals: atMobile };

/** Harmattan Amber as the sample catalogue sells it: 50ml ₦72,000, 100ml ₦118,000, gift-wrapped ₦74,500. */
const harmattanAmber: ProductDraft = {
  ...obaOud,
  name: 'Harmattan Amber',
  category: 'Amber',
  price: '72000',
  sizes: '50ml: 72000\n100ml: 118000',
  wrapPrice: '74500',
};

/**
 * Gift wrap is chosen instead of a size, and its price is then the bottle's whole price: the field says so, and
 * shows what shoppers pay for each choice as it is typed. A wrapped price far below the sizes' (₦2,500 typed as an
 * extra) is warned of, not refused.
 */
export const GiftWrapPrice: Story = {
  args: {
    action: '/admin/products/65cc8110c0de5a1b0ea1f318',
    draft: harmattanAmber,
    saveLabel: 'Save changes',
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const wrapped = () => canvas.getByRole('textbox', { name: /^Gift-wrapped price/ });
    const described = () =>
      (wrapped().getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    await step('named as the storefront prices it, with what shoppers pay for each choice', async () => {
      await expect(wrapped()).toHaveValue('74500');
      await expect(described()).toContain('instead of a size');
      await expect(described()).toContain(
        'Shoppers pay: 50ml ₦72,000.00 · 100ml ₦118,000.00 · gift-wrapped ₦74,500.00',
      );
      await expect(described()).not.toContain('far below');
    });
    await step('₦2,500 typed as an extra: the prices follow, and a warning says what it means', async () => {
      await userEvent.clear(wrapped());
      await userEvent.type(wrapped(), '2500');
      await expect(described()).toContain('gift-wrapped ₦2,500.00');
      await expect(described()).toContain(
        'Gift-wrapped, a bottle sells for ₦2,500.00, far below its sizes (from ₦72,000.00).',
      );
      // a warning, not an error: the box is not marked wrong, and the form still saves
      await expect(wrapped()).not.toHaveAttribute('aria-invalid');
      await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
      await expect(canvasElement.querySelector('[data-slot="error-summary"]')).toBeNull();
    });
  },
};

export const GiftWrapPriceOnAPhone: Story = { ...GiftWrapPrice, globals: atMobile };

/** Refused: the summary has the focus, each message leads to its box, and what was typed is kept. */
export const WithErrors: Story = {
  args: {
    draft: { ...emptyProductDraft, category: 'Oud', price: 'forty thousand', description: 'Smoky.' },
    errors: { name: productWords.nameMissing, price: productWords.priceMissing },
  },
  play: async ({ canvasElement, userEvent }) => {
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: productWords.priceMissing }));
    await expect(box(canvasElement, 'Price (₦)')).toHaveFocus();
    await expect(box(canvasElement, 'Price (₦)')).toHaveValue('forty thousand');
    await expect(box(canvasElement, 'Price (₦)')).toHaveAccessibleDescription(
      expect.stringContaining(productWords.priceMissing),
    );
    await userEvent.click(within(summary).getByRole('link', { name: productWords.nameMissing }));
    await expect(box(canvasElement, 'Name')).toHaveFocus();
    // offered the catalogue's categories as it is typed: a combobox
    await expect(within(canvasElement).getByRole('combobox', { name: /^Category/ })).toHaveValue('Oud');
    await expect(box(canvasElement, 'Description')).toHaveValue('Smoky.');
  },
};

export const WithErrorsOnAPhone: Story = { ...WithErrors, globals: atMobile };

/** Saving: both buttons wait, the one pressed says so, and the old messages are gone. */
export const Saving: Story = {
  args: { busy: 'save', errors: { name: productWords.nameMissing } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

export const SavingOnAPhone: Story = { ...Saving, globals: atMobile };

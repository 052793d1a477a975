import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { productWords } from '../../api';
import { plainProduct, productWithAllOptions } from '../../mocks/fixtures/catalogue';
import { babatunde } from '../../mocks/fixtures/users';
import { shopOwner, type MockShop } from '../../mocks/state';
import { atDesktop, atMobile, expectErrorSummaryFocused } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { mockShop } from './scenes';

/**
 * A perfume's form, at `/admin/products/new` and `/admin/products/:productId`, for the owner and staff alike.
 * States: NewPerfume (reached from the list); PreviewFollowsTyping; Added; PictureAddedOnce (previewed, then
 * added: one upload, one picture); EditWithErrors (the summary takes
 * the focus); EditRefusedWithoutScripts; Saved; Archiving; ArchivedProduct (Restore brings it back); Staff
 * (the history says who). Each also on a phone.
 */
const meta = {
  title: 'Screens/Admin/Product',
  ...screenMeta,
  globals: atDesktop,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const oba = productWithAllOptions;
const obaPath = `/admin/products/${oba._id}`;
const plainPath = `/admin/products/${plainProduct._id}`;

/** Babatunde works in the shop: a staff account. */
const asStaff = (shop: MockShop) => {
  const staff = shop.shoppers.find((shopper) => shopper.email === babatunde.email);
  if (staff) staff.role = 'staff';
};

/** The plain attar, archived last week by the owner. */
const withArchived = (shop: MockShop) => {
  const product = shop.products.find((one) => one._id === plainProduct._id);
  if (!product) return;
  shop.products = shop.products.filter((one) => one !== product);
  shop.archivedProducts.set(product._id, product);
  shop.audit.push({
    at: Date.UTC(2026, 10, 18, 9),
    actor: shopOwner.email,
    action: 'product.archive',
    target: `product:${product._id}`,
    before: { archived: false },
    after: { archived: true },
  });
};

const box = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('textbox', { name });
const preview = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Preview' }));
const history = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'History' }));

/** Reached from the list: empty boxes, a form the server takes with its picture, a preview, nothing to archive. */
export const NewPerfume: Story = {
  ...shopScene({ path: '/admin/products', shopper: shopOwner, endsAt: '/admin/products/new' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Products');
    await userEvent.click(canvas.getByRole('link', { name: 'Add a perfume' }));
    await findPage(canvasElement, 'Add a perfume');
    await expect(box(canvasElement, /^Name/)).toHaveValue('');
    const form = box(canvasElement, /^Name/).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/admin/products/new');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(preview(canvasElement).getByRole('heading', { name: 'Name of the perfume' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add the perfume' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'History' })).toBeNull();
  },
};

export const NewPerfumeOnAPhone: Story = { ...NewPerfume, globals: atMobile };

/** The preview follows the typing; 'Preview' says nothing is saved yet, and nothing is. */
export const PreviewFollowsTyping: Story = {
  ...shopScene({ path: '/admin/products/new', shopper: shopOwner }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Add a perfume');
    await step("the card and the page take the name and the price as they're typed", async () => {
      await userEvent.type(box(canvasElement, /^Name/), 'Harmattan Musk');
      await userEvent.type(box(canvasElement, /^Price/), '45,000');
      await expect(preview(canvasElement).getByRole('heading', { name: 'Harmattan Musk' })).toBeVisible();
      await expect(preview(canvasElement).getAllByText('₦45,000.00')).toHaveLength(2);
    });
    await step('"Preview": a sentence, the values kept, nothing saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
      await expect(
        await canvas.findByText('Preview below: nothing is saved until you press Add the perfume.'),
      ).toBeVisible();
      await expect(box(canvasElement, /^Name/)).toHaveValue('Harmattan Musk');
      await expect(preview(canvasElement).getByRole('heading', { name: 'Harmattan Musk' })).toBeVisible();
      await expect(mockShop.products.some((one) => one.name === 'Harmattan Musk')).toBe(false);
    });
  },
};

export const PreviewFollowsTypingOnAPhone: Story = { ...PreviewFollowsTyping, globals: atMobile };

/** Added: its own page, the sentence, shoppers' catalogue has it, and its history begins. */
export const Added: Story = {
  ...shopScene({ path: '/admin/products/new', shopper: shopOwner, endsAt: '/admin/products/' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Add a perfume');
    await userEvent.type(box(canvasElement, /^Name/), 'Harmattan Musk');
    await userEvent.type(canvas.getByRole('combobox', { name: /^Category/ }), 'Musk');
    await userEvent.type(box(canvasElement, /^Price/), '45000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the perfume' }));
    await findPage(canvasElement, 'Harmattan Musk');
    await expect(canvas.getByText('Harmattan Musk is added: shoppers can see it now.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await expect(mockShop.products.find((one) => one.name === 'Harmattan Musk')).toMatchObject({
      basePrice: 45000,
      category: 'Musk',
    });
    await expect(history(canvasElement).getByText('Added Harmattan Musk')).toBeVisible();
    await expect(history(canvasElement).getByText(new RegExp(`by ${shopOwner.email}$`))).toBeVisible();
  },
};

export const AddedOnAPhone: Story = { ...Added, globals: atMobile };

/** A photo as a phone gives it: a 1 × 1 PNG. */
const aPhoto = () =>
  new File([Uint8Array.from(atob(onePixelPng), (letter) => letter.charCodeAt(0))], 'harmattan-musk.png', {
    type: 'image/png',
  });
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/**
 * Chooses the file as the phone's picker does: a real FileList, which the form's data carries (userEvent.upload's
 * stand-in list is not sent with the form).
 */
function choose(input: HTMLElement, file: File) {
  const picked = new DataTransfer();
  picked.items.add(file);
  (input as HTMLInputElement).files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A photo previewed, then the perfume added: the photo is uploaded once and the perfume has it once. */
export const PictureAddedOnce: Story = {
  ...shopScene({ path: '/admin/products/new', shopper: shopOwner, endsAt: '/admin/products/' }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Add a perfume');
    const pictures = () => within(canvas.getByRole('list', { name: 'Pictures' })).getAllByRole('listitem');
    await step('a photo chosen and previewed: uploaded, shown once, and the file box emptied', async () => {
      await userEvent.type(box(canvasElement, /^Name/), 'Harmattan Musk');
      await userEvent.type(canvas.getByRole('combobox', { name: /^Category/ }), 'Musk');
      await userEvent.type(box(canvasElement, /^Price/), '45000');
      choose(canvas.getByLabelText(/^Add a picture/), aPhoto());
      await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
      await canvas.findByText('Preview below: nothing is saved until you press Add the perfume.');
      await waitFor(() => expect(pictures()).toHaveLength(1));
      await expect((canvas.getByLabelText(/^Add a picture/) as HTMLInputElement).files).toHaveLength(0);
    });
    await step('added: the perfume has the one picture', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add the perfume' }));
      await findPage(canvasElement, 'Harmattan Musk');
      await expect(pictures()).toHaveLength(1);
      await expect(mockShop.products.find((one) => one.name === 'Harmattan Musk')?.image).toHaveLength(1);
    });
  },
};

export const PictureAddedOnceOnAPhone: Story = { ...PictureAddedOnce, globals: atMobile };

/** A refused edit: the summary has the focus, each message leads to its box, what was typed stays, nothing saved. */
export const EditWithErrors: Story = {
  ...shopScene({ path: obaPath, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, oba.name);
    await userEvent.clear(box(canvasElement, /^Name/));
    await userEvent.clear(box(canvasElement, /^Price/));
    await userEvent.type(box(canvasElement, /^Price/), 'eighty thousand');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const summary = await expectErrorSummaryFocused(canvasElement);
    await userEvent.click(within(summary).getByRole('link', { name: productWords.priceMissing }));
    await expect(box(canvasElement, /^Price/)).toHaveFocus();
    await expect(box(canvasElement, /^Price/)).toHaveValue('eighty thousand');
    await userEvent.click(within(summary).getByRole('link', { name: productWords.nameMissing }));
    await expect(box(canvasElement, /^Name/)).toHaveFocus();
    await expect(box(canvasElement, /^Description/)).toHaveValue(oba.description);
    await expect(mockShop.products.find((one) => one._id === oba._id)?.name).toBe(oba.name);
  },
};

export const EditWithErrorsOnAPhone: Story = { ...EditWithErrors, globals: atMobile };

/** The same refusal before the page's scripts run: the server answers with the page, the summary and the values. */
export const EditRefusedWithoutScripts: Story = {
  ...shopScene({
    path: obaPath,
    shopper: shopOwner,
    post: { intent: 'save', name: '', category: 'Oud', price: 'eighty thousand', description: 'Smoky.' },
  }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, oba.name);
    const summary = await expectErrorSummaryFocused(canvasElement);
    await expect(within(summary).getByRole('link', { name: productWords.nameMissing })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: productWords.priceMissing })).toBeVisible();
    await expect(box(canvasElement, /^Price/)).toHaveValue('eighty thousand');
    await expect(box(canvasElement, /^Description/)).toHaveValue('Smoky.');
  },
};

export const EditRefusedWithoutScriptsOnAPhone: Story = { ...EditRefusedWithoutScripts, globals: atMobile };

/** Saved: the sentence, the new price in the box, the storefront's price, and the change in the history. */
export const Saved: Story = {
  ...shopScene({ path: obaPath, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, oba.name);
    await expect(history(canvasElement).getByText('Nothing has been changed by the shop yet.')).toBeVisible();
    await userEvent.clear(box(canvasElement, /^Price/));
    await userEvent.type(box(canvasElement, /^Price/), '92,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(`${oba.name} is saved.`)).toBeVisible();
    await waitFor(() => expect(box(canvasElement, /^Price/)).toHaveValue('92000'));
    await expect(mockShop.products.find((one) => one._id === oba._id)?.basePrice).toBe(92000);
    await expect(
      history(canvasElement).getByText(`Edited ${oba.name}: price ₦85,000.00 to ₦92,000.00`),
    ).toBeVisible();
  },
};

export const SavedOnAPhone: Story = { ...Saved, globals: atMobile };

/** Archived: the sentence, the mark, the way back; shoppers no longer see it. */
export const Archiving: Story = {
  ...shopScene({ path: obaPath, shopper: shopOwner }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, oba.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(
      await canvas.findByText(`${oba.name} is archived: shoppers no longer see it; its orders keep it.`),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Restore to the storefront' })).toBeVisible();
    await expect(canvas.getByText('Archived', { selector: '[data-slot="badge"]' })).toBeVisible();
    await expect(mockShop.products.some((one) => one._id === oba._id)).toBe(false);
    await expect(history(canvasElement).getByText('Archived: shoppers no longer see it')).toBeVisible();
  },
};

export const ArchivingOnAPhone: Story = { ...Archiving, globals: atMobile };

/** An archived perfume: marked, told what that means, its history; Restore brings it back to shoppers. */
export const ArchivedProduct: Story = {
  ...shopScene({ path: plainPath, shopper: shopOwner, seed: withArchived }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, plainProduct.name);
    await step('marked archived, with its history', async () => {
      await expect(canvas.getByText('Archived', { selector: '[data-slot="badge"]' })).toBeVisible();
      await expect(
        canvas.getByText(
          'Shoppers do not see this perfume. Its orders keep it. Restoring puts it back on the storefront.',
        ),
      ).toBeVisible();
      await expect(history(canvasElement).getByText('Archived: shoppers no longer see it')).toBeVisible();
    });
    await step('restored: the sentence, the mark gone, shoppers see it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Restore to the storefront' }));
      await expect(await canvas.findByText(`${plainProduct.name} is back on the storefront.`)).toBeVisible();
      await expect(await canvas.findByRole('button', { name: 'Archive' })).toBeVisible();
      await expect(canvas.queryByText('Archived', { selector: '[data-slot="badge"]' })).toBeNull();
      await expect(mockShop.products.some((one) => one._id === plainProduct._id)).toBe(true);
      await expect(history(canvasElement).getByText('Restored to the storefront')).toBeVisible();
    });
  },
};

export const ArchivedProductOnAPhone: Story = { ...ArchivedProduct, globals: atMobile };

/** Staff edit as the owner does; the history says who. */
export const Staff: Story = {
  ...shopScene({ path: obaPath, shopper: babatunde, seed: asStaff }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, oba.name);
    await userEvent.clear(box(canvasElement, /^Stock/));
    await userEvent.type(box(canvasElement, /^Stock/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(`${oba.name} is saved.`)).toBeVisible();
    await expect(history(canvasElement).getByText(`Edited ${oba.name}: stock 40 to 12`)).toBeVisible();
    await expect(history(canvasElement).getByText(new RegExp(`by ${babatunde.email}$`))).toBeVisible();
  },
};

export const StaffOnAPhone: Story = { ...Staff, globals: atMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { productWithAllOptions } from '../../../mocks/fixtures/catalogue';
import { PLACEHOLDER_IMAGE, ProductImage } from '../../../ui/storefront';

/** The picture once it shows `src` (after any fallback) and the browser has it ready to draw; throws if broken. */
async function drawnPicture(canvasElement: HTMLElement, src: string) {
  const picture = canvasElement.querySelector<HTMLImageElement>('[data-slot="product-image"]')!;
  await waitFor(() => expect(picture).toHaveAttribute('src', src), { timeout: 5000 });
  await picture.decode();
  return picture;
}

/**
 * A product's photo, filling its frame (cropped, never stretched), that never shows a broken-image icon: with
 * no picture, or one that fails to load (a deleted file, a bad address in the catalogue), it shows the shop's
 * placeholder. A picture uploaded in the admin brings a twice-as-large one for sharp screens. Lazy by
 * default; `priority` loads the first cards' and the gallery's main picture at once.
 *
 * **Use when** a perfume's picture is shown: its card, its gallery and thumbnails, the cart, the admin's lists.
 * Its `alt` is the product's name, or '' when the name is beside it already.
 *
 * **Not when** a picture of something else (the house, the perfumers, the hero): a plain img with its own
 * words.
 */
const meta = {
  title: 'Components/Storefront/ProductImage',
  tags: ['autodocs'],
  component: ProductImage,
  // in a card's 4:5 frame
  decorators: [(Story) => <div className="aspect-4/5 w-60 overflow-hidden rounded-lg">{Story()}</div>],
  args: { src: productWithAllOptions.image[0], alt: productWithAllOptions.name, priority: true },
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnPicture(canvasElement, productWithAllOptions.image[0]!);
    await expect(canvas.getByRole('img', { name: 'Ọba Oud' })).toBe(picture);
  },
};

/** A perfume without a picture yet: the placeholder, still named. */
export const NoPicture: Story = {
  args: { src: undefined },
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnPicture(canvasElement, PLACEHOLDER_IMAGE);
    await expect(canvas.getByRole('img', { name: 'Ọba Oud' })).toBe(picture);
  },
};

/** A picture whose file is gone: the placeholder instead of a broken-image icon. */
export const PictureMissing: Story = {
  args: { src: '/images/products/no-such-picture.webp' },
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnPicture(canvasElement, PLACEHOLDER_IMAGE);
    await expect(canvas.getByRole('img', { name: 'Ọba Oud' })).toBe(picture);
  },
};

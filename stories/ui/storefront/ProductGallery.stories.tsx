import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { productWithAllOptions, plainProduct } from '../../../mocks/fixtures/catalogue';
import { ProductGallery } from '../../../ui/storefront';

import { serverHtmlPage } from '../../harness/server-html';
import { atDesktop, atMobile } from './story-helpers';

/**
 * The product page's photos: a large picture and a row of thumbnails. Each thumbnail is a link to its
 * picture, so a tap before the page's scripts run opens the picture itself; with them it shows in the large
 * frame. The arrow keys, Home and End move along the row.
 *
 * **Use when** a perfume has one or more pictures on its own page.
 *
 * **Not when** the pictures are many small products (ProductGrid), or they change by themselves
 * (FadeCarousel).
 */
const meta = {
  title: 'Components/Storefront/ProductGallery',
  tags: ['autodocs'],
  component: ProductGallery,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: { images: productWithAllOptions.image, name: productWithAllOptions.name, onIndexChange: fn() },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: atMobile,
  play: async ({ args, canvas, userEvent, step }) => {
    const main = () => canvas.getByRole('img');
    await step('the first image shows, described for screen readers', async () => {
      await expect(main()).toHaveAccessibleName(`${args.name}, image 1 of 3`);
      await expect(main()).toHaveAttribute('src', args.images[0]);
    });
    await step('a thumbnail shows its image', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Show image 3 of 3' }));
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
      await expect(main()).toHaveAttribute('src', args.images[2]);
      await expect(canvas.getByRole('link', { name: 'Show image 3 of 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    await step('arrow keys move along the thumbnails, wrapping round', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('link', { name: 'Show image 1 of 3' })).toHaveFocus();
      await expect(main()).toHaveAccessibleName(`${args.name}, image 1 of 3`);
      await userEvent.keyboard('{End}');
      await expect(main()).toHaveAttribute('src', args.images[2]);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(main()).toHaveAttribute('src', args.images[1]);
    });
    await step('Tab and Enter work too', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.keyboard('{Enter}');
      await expect(main()).toHaveAttribute('src', args.images[0]);
    });
  },
};

export const Desktop: Story = { globals: atDesktop };

export const SingleImage: Story = {
  args: { images: plainProduct.image.slice(0, 1), name: plainProduct.name },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(args.name);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const NoImage: Story = {
  args: { images: [], name: 'Ọba Oud' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('src', '/images/placeholder-product.svg');
  },
};

/** In the server's HTML (and without scripts) each thumbnail is a link to its picture: a tap opens it. */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement }) => {
    const { page } = serverHtmlPage(canvasElement, <ProductGallery {...args} />);
    await expect(page.getByRole('link', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'href',
      args.images[1],
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { catalogue } from '../../../mocks/fixtures/catalogue';
import { Button, Icon } from '../../../ui';
import { ProductGrid, type ProductGridCard } from '../../../ui/storefront';

import { atDesktop, atMobile, fullscreen, withStayingLinks } from './story-helpers';

const cards: ProductGridCard[] = catalogue.slice(0, 10).map((product) => ({
  productId: product._id,
  product,
  href: `/product/${product._id}`,
  hasOptions: product.variations.sizes.length > 0 || product.variations.wrap.available,
}));

/**
 * A grid of ProductCards (two columns on a phone, more as the screen widens), with its loading state
 * (skeleton cards) and its empty state. `priorityCount` loads the first pictures eagerly, the rest lazily.
 *
 * **Use when** the collection, a search result or a category is shown.
 *
 * **Not when** one perfume is shown (the product page), or a few stand out in a band of the home page.
 */
const meta = {
  title: 'Components/Storefront/ProductGrid',
  tags: ['autodocs'],
  component: ProductGrid,
  decorators: [withStayingLinks, (Story) => <div className="p-4">{Story()}</div>],
  parameters: { ...fullscreen },
  args: {
    cards,
    priorityCount: 2,
    emptyTitle: 'No perfumes found',
    emptyMessage: 'Try another search or clear the filters.',
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards to a row on a 360 px phone. */
export const Mobile: Story = {
  globals: atMobile,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

/** Five to a row on a wide screen. */
export const Desktop: Story = {
  args: { maxColumns: 5 },
  globals: atDesktop,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items[4]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[5]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading perfumes');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    cards: [],
    emptyIcon: <Icon name="search-x" />,
    emptyAction: <Button variant="outline">Clear all</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No perfumes found' })).toBeVisible();
    await expect(canvas.getByText('Try another search or clear the filters.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { catalogue } from '../../mocks/fixtures/catalogue';
import { findPage, screenMeta, shopScene } from '../screens/harness';

/** A shopper browses: home, the collection, a category, one perfume; focus lands on each new page's heading. */
const meta = {
  title: 'Flows/Browse',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const florals = catalogue.filter((product) => product.category === 'Floral');

export const HomeToProduct: Story = {
  ...shopScene({ path: '/' }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await step('from the hero to the collection', async () => {
      await findPage(canvasElement, 'Fragrance is our passion');
      canvas.getByRole('link', { name: 'Explore Our Perfumes' }).focus();
      await userEvent.keyboard('{Enter}');
      const heading = await findPage(canvasElement, 'Our Collection');
      await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
    });
    await step('only the florals', async () => {
      // after a tap the list streams in behind the page's heading
      (await canvas.findByRole('checkbox', { name: 'Floral' }, { timeout: 10_000 })).focus();
      await userEvent.keyboard(' ');
      await waitFor(() =>
        expect(canvas.getByText(/items? found$/)).toHaveTextContent(`${florals.length} items found`),
      );
    });
    await step('the perfume page', async () => {
      const [first] = florals.filter((product) => product.inStock).sort((a, b) => b.date - a.date);
      canvas.getByRole('link', { name: first?.name ?? '' }).focus();
      await userEvent.keyboard('{Enter}');
      const heading = await findPage(canvasElement, first?.name ?? '');
      await waitFor(() => expect(heading).toHaveFocus(), { timeout: 5000 });
      await expect(canvas.getByRole('link', { name: 'Floral' })).toHaveAttribute(
        'href',
        '/products?category=Floral',
      );
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { catalogue } from '../../mocks/fixtures/catalogue';
import { emptyList, loadingForever } from '../../mocks/scenarios';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';

const meta = {
  title: 'Screens/Products',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

// the list may still be streaming in on a busy machine
const count = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(/items? found$/, {}, { timeout: 10_000 });
const oudCount = catalogue.filter((product) => product.category === 'Oud').length;

/** The whole collection, newest first, with the filter built from the products' categories, sorted. */
export const Default: Story = {
  ...shopScene({ path: '/products' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await expect(await count(canvasElement)).toHaveTextContent(`${catalogue.length} items found`);
    const labels = [...canvasElement.querySelectorAll('[data-slot="checkbox-label"]')].map(
      (label) => label.textContent,
    );
    await expect(labels).toEqual([...new Set(catalogue.map((product) => product.category))].sort());
    await expect(canvas.getAllByRole('article')).toHaveLength(catalogue.length);
    await expect(canvas.getByRole('searchbox', { name: 'Search perfumes' })).toBeVisible();
  },
};

/** Ticking a category (with the keyboard) narrows the list and the count, and puts it in the URL. */
export const Filtered: Story = {
  ...shopScene({ path: '/products' }),
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await count(canvasElement);
    await step('Space ticks Oud', async () => {
      canvas.getByRole('checkbox', { name: 'Oud' }).focus();
      await userEvent.keyboard(' ');
      await waitFor(() =>
        expect(canvas.getByText(/items? found$/)).toHaveTextContent(`${oudCount} items found`),
      );
      await expect(canvas.getAllByRole('article')).toHaveLength(oudCount);
    });
    await step('Clear all shows everything again', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Clear all' }));
      await waitFor(() =>
        expect(canvas.getByText(/items? found$/)).toHaveTextContent(`${catalogue.length} items found`),
      );
    });
  },
};

/** The URL holds the filters: a shared link opens on the same view ('oba' finds 'Ọba Oud'). */
export const FromTheUrl: Story = {
  ...shopScene({ path: '/products?category=Oud&q=oba&sort=price-asc' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await expect(await count(canvasElement)).toHaveTextContent('1 item found');
    await expect(canvas.getByRole('link', { name: 'Ọba Oud' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Oud' })).toBeChecked();
    await expect(canvas.getByRole('searchbox', { name: 'Search perfumes' })).toHaveValue('oba');
  },
};

/** A name nothing has: the empty state says so and offers to clear the search. */
export const SearchNoResults: Story = {
  ...shopScene({ path: '/products' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await count(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search perfumes' }), 'zzz');
    await expect(await canvas.findByRole('heading', { name: 'No perfumes match your choice' })).toBeVisible();
    await expect(canvas.getByText(/items? found$/)).toHaveTextContent('0 items found');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters and search' }));
    await waitFor(() =>
      expect(canvas.getByText(/items? found$/)).toHaveTextContent(`${catalogue.length} items found`),
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search perfumes' })).toHaveValue('');
  },
};

/** A shop with no perfumes at all: a different message, nothing to clear. */
export const Empty: Story = {
  ...shopScene({ path: '/menu', handlers: emptyList('productList') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await expect(await canvas.findByRole('heading', { name: 'No perfumes yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Clear/ })).toBeNull();
  },
};

/** While the list is on its way: skeleton cards, announced as loading. */
export const Loading: Story = {
  ...shopScene({ path: '/products', handlers: loadingForever('productList') }),
  play: async ({ canvasElement }) => {
    await findPage(canvasElement, 'Our Collection');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading perfumes');
  },
};

/** On a phone the categories fold under a Filters disclosure. */
export const MobileFilters: Story = {
  ...shopScene({ path: '/products' }),
  globals: atMobile,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    await count(canvasElement);
    const toggle = canvas.getByText(/^Filters/, { selector: 'summary' });
    const oud = canvas.getByRole('checkbox', { name: 'Oud' });
    // folded away until the summary opens it
    await expect(oud.checkVisibility()).toBe(false);
    await userEvent.click(toggle);
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    await expect(oud.checkVisibility()).toBe(true);
  },
};

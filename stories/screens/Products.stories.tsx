import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { catalogue, longNamedProduct } from '../../mocks/fixtures/catalogue';
import { emptyList, loadingForever } from '../../mocks/scenarios';
import { atDesktop, atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { expectNoSideScroll, expectWrapsBetweenWords } from './looks';
import { withLongNamedPerfume } from './scenes';

/**
 * The collection, at `/products` (and `/menu`), with its search, category filter and sort in the address.
 * States: Default; Filtered; FromTheUrl (a view opened from its address); SearchNoResults; Empty; Loading;
 * MobileFilters; WholeCollectionOnADesktop and WholeCollectionOnAPhone; LongNameOnAPhone (a 60-character name
 * in its card).
 */
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

/** The card's parts a shopper reads: its name and its price. */
const cardName = (card: HTMLElement) => card.querySelector<HTMLElement>('h2, h3')!;
const cardPrice = (card: HTMLElement) => card.querySelector<HTMLElement>('[data-slot="price"]')!;

/** The cards of one row of the grid: those whose top is level with `card`'s. */
const rowOf = (cards: HTMLElement[], card: HTMLElement) =>
  cards.filter((other) => other.getBoundingClientRect().top === card.getBoundingClientRect().top);

/** The room inside a text box for its placeholder, and the width the placeholder takes in the box's font. */
function placeholderRoom(box: HTMLInputElement) {
  const style = getComputedStyle(box);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = style.font;
  const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return { room, needed: context.measureText(box.placeholder).width };
}

/**
 * The whole collection, 30 perfumes, as a shopper scrolls it: the search box's 'Search perfumes' whole, every
 * card's name whole, its price in naira, the three out of stock saying so in words, the cards of a row the same
 * height, nothing wider than the screen.
 */
async function checkTheCollection(canvasElement: HTMLElement, columns: number) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, 'Our Collection');
  // with 15 px to spare: a desktop browser narrowed to 360 px gives a classic scrollbar that much of the width
  const { room, needed } = placeholderRoom(canvas.getByRole('searchbox', { name: 'Search perfumes' }));
  await expect(needed + 15, 'the placeholder fits its box').toBeLessThanOrEqual(room);
  await expect(await count(canvasElement)).toHaveTextContent(`${catalogue.length} items found`);
  const cards = canvas.getAllByRole('article');
  await expect(cards).toHaveLength(30);
  for (const card of cards) {
    await expectWrapsBetweenWords(cardName(card));
    await expect(cardPrice(card).textContent).toMatch(/₦\d{1,3}(,\d{3})*\.00$/);
  }
  const soldOut = cards.filter((card) => card.dataset.outOfStock);
  await expect(soldOut).toHaveLength(catalogue.filter((product) => !product.inStock).length);
  for (const card of soldOut) {
    await expect(within(card).getByText('OUT OF STOCK')).toBeVisible();
    await expect(within(card).getByText('Currently unavailable')).toBeVisible();
  }
  await expect(rowOf(cards, cards[0]!)).toHaveLength(columns);
  for (const card of cards)
    await expect(card.getBoundingClientRect().height).toBe(
      rowOf(cards, card)[0]!.getBoundingClientRect().height,
    );
  await expectNoSideScroll();
}

export const WholeCollectionOnAPhone: Story = {
  ...shopScene({ path: '/products' }),
  globals: atMobile,
  play: async ({ canvasElement }) => checkTheCollection(canvasElement, 2),
};

export const WholeCollectionOnADesktop: Story = {
  ...shopScene({ path: '/products' }),
  globals: atDesktop,
  play: async ({ canvasElement }) => checkTheCollection(canvasElement, 4),
};

/**
 * Ọba Oud Royale Intense, the 60-character name, among the ouds on a phone: it wraps between words over several
 * lines of its card, and the card beside it grows with it.
 */
export const LongNameOnAPhone: Story = {
  ...shopScene({ path: '/products?category=Oud', seed: withLongNamedPerfume }),
  globals: atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Our Collection');
    const link = await canvas.findByRole('link', { name: longNamedProduct.name }, { timeout: 10_000 });
    const card = link.closest<HTMLElement>('article')!;
    await expectWrapsBetweenWords(cardName(card));
    await expect(cardPrice(card)).toHaveTextContent('₦165,000.00');
    const cards = canvas.getAllByRole('article');
    for (const other of rowOf(cards, card))
      await expect(other.getBoundingClientRect().height).toBe(card.getBoundingClientRect().height);
    await expectNoSideScroll();
  },
};

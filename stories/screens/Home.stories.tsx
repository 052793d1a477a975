import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingForever, serverError } from '../../mocks/scenarios';
import { atMobile } from '../ui/primitives/play-helpers';
import { findPage, screenMeta, shopScene } from './harness';
import { restOnTheHero } from './plays';
import { expectNoSideScroll, expectWrapsBetweenWords } from './looks';

/**
 * The home page, at `/`. States: Default, and OnAPhone (at 360 px, where most shoppers meet the shop);
 * Loading (the collection on its way); ServerError.
 */
const meta = {
  title: 'Screens/Home',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

/** Every section in the home page's order, with the 10 newest available scents and 5 favourites. */
export const Default: Story = {
  ...shopScene({ path: '/' }),
  play: async ({ canvasElement, step, userEvent }) => {
    const canvas = within(canvasElement);
    await findPage(canvasElement, 'Fragrance is our passion');
    await restOnTheHero(canvasElement, userEvent);
    await step('recent scents: the 10 newest available perfumes, none out of stock', async () => {
      const recent = section(canvasElement, 'Recent scents');
      await expect(await within(recent).findAllByRole('article')).toHaveLength(10);
      await expect(within(recent).queryByText('OUT OF STOCK')).toBeNull();
    });
    await step('customer favourites: up to 5 available bestsellers', async () => {
      const favourites = section(canvasElement, 'Customer favourites');
      const cards = within(favourites).getAllByRole('article');
      await expect(cards.length).toBeGreaterThan(0);
      await expect(cards.length).toBeLessThanOrEqual(5);
    });
    await step('the reviews carousel states delivery times, not minutes', async () => {
      const reviews = section(canvasElement, 'What our customers say');
      await expect(within(reviews).getByText('1-3 business days')).toBeVisible();
      await expect(within(reviews).queryByText(/minutes/)).toBeNull();
    });
    await step("the sections follow in the home page's order", async () => {
      const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
      const order = ['Recent scents', 'Customer favourites', 'Worn across Nigeria', 'What our customers say'];
      const positions = order.map((title) => titles.indexOf(title));
      await expect(positions).toEqual([...positions].sort((a, b) => a - b));
      await expect(positions).not.toContain(-1);
    });
    await step('WhatsApp links carry the business phone and a prefilled message', async () => {
      const inquiry = canvas.getByRole('link', { name: /Make Inquiries/ });
      await expect(inquiry.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
    });
  },
};

/** After a tap the page shows at once; the perfumes stream in behind skeleton cards. */
export const Loading: Story = {
  ...shopScene({ path: '/', handlers: loadingForever('productAvailable') }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Fragrance is our passion');
    await restOnTheHero(canvasElement, userEvent);
    const recent = section(canvasElement, 'Recent scents');
    await expect(within(recent).getByRole('status')).toHaveTextContent('Loading perfumes');
    // the rest of the page does not wait for the perfumes
    await expect(section(canvasElement, 'Worn across Nigeria')).toBeVisible();
  },
};

/** The perfumes could not be read: the shop's sentence in their place and a way to try again. */
export const ServerError: Story = {
  ...shopScene({
    path: '/',
    handlers: serverError('productAvailable', 'The catalogue is resting. Please try again.'),
  }),
  play: async ({ canvasElement, userEvent }) => {
    await findPage(canvasElement, 'Fragrance is our passion');
    await restOnTheHero(canvasElement, userEvent);
    const recent = section(canvasElement, 'Recent scents');
    await expect(await within(recent).findByRole('alert')).toHaveTextContent(
      'The catalogue is resting. Please try again.',
    );
    await expect(within(recent).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Fully in the screen as it is scrolled now. */
const inTheScreen = (element: HTMLElement) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight && left >= 0 && right <= window.innerWidth;
};

/**
 * Home on a 360 px phone, where most shoppers meet the shop: the headline and both ways in on the first screen,
 * the recent scents two by two with every name whole, and no section wider than the screen.
 */
export const OnAPhone: Story = {
  ...shopScene({ path: '/' }),
  globals: atMobile,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const headline = await findPage(canvasElement, 'Fragrance is our passion');
    await step('the first screen: the headline, the collection and WhatsApp', async () => {
      window.scrollTo(0, 0);
      await expectWrapsBetweenWords(headline);
      await expect(inTheScreen(headline)).toBe(true);
      await expect(inTheScreen(canvas.getByRole('link', { name: 'Explore Our Perfumes' }))).toBe(true);
      await expect(inTheScreen(canvas.getByRole('link', { name: /Make Inquiries/ }))).toBe(true);
      await expect(await canvas.findByRole('button', { name: 'Open menu' })).toBeVisible();
    });
    await step('recent scents, two by two, every name whole', async () => {
      const recent = section(canvasElement, 'Recent scents');
      const cards = await within(recent).findAllByRole('article');
      await expect(cards).toHaveLength(10);
      const firstRow = cards.filter(
        (card) => card.getBoundingClientRect().top === cards[0]!.getBoundingClientRect().top,
      );
      await expect(firstRow).toHaveLength(2);
      for (const card of cards) await expectWrapsBetweenWords(card.querySelector('h3')!);
    });
    await step('no section runs off the side of the screen', async () => {
      for (const region of canvas.getAllByRole('region'))
        await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expectNoSideScroll();
    });
  },
};

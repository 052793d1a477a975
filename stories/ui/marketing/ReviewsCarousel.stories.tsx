import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { type ShopReview } from '../../../api';
import { homeHeadings } from '../../../store/content';
import { Button } from '../../../ui';
import { ReviewsCarousel } from '../../../ui/marketing';

import { serverHtmlPage } from '../../harness/server-html';
import { carouselCounted } from '../primitives/play-helpers';
import { activeSlide, atDesktop, atMobile, delivery } from './story-data';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 20, 10);

const reviews: ShopReview[] = [
  {
    _id: 'r1',
    rating: 5,
    comment:
      'My order reached Bodija in two days and the wrapping was beautiful. Harmattan Amber is my new favourite.',
    date: now - 2 * day,
    user: { name: 'Funmilayo Adeyemi' },
  },
  {
    _id: 'r2',
    rating: 5,
    comment: 'They answered my WhatsApp questions late at night and helped me choose a gift for my husband.',
    date: now - 9 * day,
    user: { name: 'Chinedu Eze' },
  },
  {
    _id: 'r3',
    rating: 4,
    comment: 'Delivery to Kano took a week, but the Sokoto Sandal Attar was worth the wait.',
    date: now - 21 * day,
    user: { name: 'Aisha Bello' },
  },
];

// What the API's shopReviewStats makes of these ratings (5, 5, 4): average 4.7, all recommend, 2000 + 3.
const stats = { average: 4.7, recommendPercent: 100, happyCustomers: 2003 };

/**
 * What shoppers say of the shop: the statistics (the average rating, how many would recommend the shop, how
 * many happy customers), then the reviews one at a time in a WrapCarousel with previous, next, dots, the
 * arrow keys and a swipe. With no review yet it says so. Drawn full width.
 *
 * **Use when** the home page shows reviews of the shop.
 *
 * **Not when** the reviews are of one perfume (ReviewList), or short quotes side by side (Testimonials).
 */
const meta = {
  title: 'Components/Marketing/ReviewsCarousel',
  tags: ['autodocs'],
  component: ReviewsCarousel,
  parameters: { layout: 'fullscreen' },
  args: { heading: homeHeadings.reviews, reviews, stats, delivery },
} satisfies Meta<typeof ReviewsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement, 'Go to review 1');
    await step('the statistics, with delivery times instead of minutes', async () => {
      await expect(canvas.getByText('4.7')).toBeVisible();
      await expect(canvas.getByText('100%')).toBeVisible();
      await expect(canvas.getByText('2,003+')).toBeVisible();
      await expect(canvas.getByText('1-3 business days')).toBeVisible();
      await expect(canvas.getByText('Delivery in Ibadan; 3-10 business days elsewhere')).toBeVisible();
      await expect(canvas.queryByText(/minutes/)).toBeNull();
    });
    await step('previous from the first review wraps to the last', async () => {
      await expect(activeSlide(canvasElement)).toBe(0);
      await userEvent.click(canvas.getByRole('button', { name: 'Previous review' }));
      await expect(activeSlide(canvasElement)).toBe(2);
      await expect(canvas.getByText(/Sokoto Sandal Attar/)).toBeVisible();
    });
    await step('next from the last review wraps to the first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
      await expect(activeSlide(canvasElement)).toBe(0);
    });
    await step('a dot jumps to its review and is marked current', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to review 2' }));
      await expect(activeSlide(canvasElement)).toBe(1);
      await expect(canvas.getByRole('button', { name: 'Go to review 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(canvas.getByText('Chinedu Eze')).toBeVisible();
    });
    await step('the arrow keys move it while focus is inside', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(activeSlide(canvasElement)).toBe(2);
      await userEvent.keyboard('{ArrowRight}');
      await expect(activeSlide(canvasElement)).toBe(0);
    });
  },
};

/** No shop reviews yet: the shop's default statistics, and an invitation instead of a carousel. */
export const Empty: Story = {
  args: { reviews: [], stats: { average: 4.9, recommendPercent: 98, happyCustomers: 2000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.9')).toBeVisible();
    await expect(canvas.getByText('98%')).toBeVisible();
    await expect(canvas.getByText('2,000+')).toBeVisible();
    await expect(canvas.getByText(/No reviews yet/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next review' })).toBeNull();
  },
};

/** A logged-in shopper may write one: the screen passes its button. */
export const WithReviewAction: Story = {
  args: {
    action: (
      <Button variant="outline" onClick={fn()}>
        Review Your Experience
      </Button>
    ),
  },
};
export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

/**
 * In the server's HTML the first review shows without its steps and dots: before the page's scripts a tap on them
 * would do nothing. They show once it has hydrated.
 */
export const BeforeHydration: Story = {
  // drawn by its play function only: an empty box on the Docs page
  tags: ['!autodocs'],
  render: () => <div data-testid="server-html" />,
  play: async ({ args, canvasElement, step }) => {
    const { page, hydrateUntil } = serverHtmlPage(canvasElement, <ReviewsCarousel {...args} />);
    await step('the first review, nothing to tap', async () => {
      await expect(page.getByText('Funmilayo Adeyemi')).toBeVisible();
      await expect(page.queryByRole('button', { name: 'Next review' })).toBeNull();
      await expect(page.queryByRole('button', { name: 'Previous review' })).toBeNull();
      await expect(page.queryByRole('button', { name: 'Go to review 2' })).toBeNull();
    });
    await step('hydrated, the steps and dots show', () =>
      hydrateUntil(async () => {
        await expect(page.getByRole('button', { name: 'Next review' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Go to review 2' })).toBeVisible();
      }),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import {
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselSlides,
  StarRating,
  WrapCarousel,
} from '../../../ui';

import { atDesktop, atMobile, carouselCounted } from './play-helpers';

const reviews = [
  {
    name: 'Adaeze O.',
    city: 'Lagos',
    rating: 5,
    text: 'The oud lasts from morning service to the evening owambe.',
  },
  {
    name: 'Tunde B.',
    city: 'Ibadan',
    rating: 4.5,
    text: 'Delivered in two days, wrapped like a gift from a king.',
  },
  {
    name: 'Zainab M.',
    city: 'Kano',
    rating: 5,
    text: 'Saffron and rose, exactly as described. My new signature.',
  },
];

/**
 * One slide at a time that slides sideways and wraps around (after the last comes the first), with
 * `CarouselPrevious`, `CarouselNext` and `CarouselDots`; the arrow keys work while focus is inside and a
 * sideways swipe works on a phone. It never moves by itself. Controlled or not, like FadeCarousel.
 *
 * **Use when** the shopper reads items one at a time at their own pace: reviews of the shop.
 *
 * **Not when** the slides should change by themselves (FadeCarousel), or the items are worth seeing side by
 * side (a grid).
 */
const meta = {
  title: 'Components/Primitives/WrapCarousel',
  tags: ['autodocs'],
  component: WrapCarousel,
  args: {
    'aria-label': 'What our customers say',
    onActiveIndexChange: fn(),
    className: 'mx-auto max-w-2xl',
    children: (
      <>
        <CarouselSlides slideClassName="p-2">
          {reviews.map((review) => (
            <figure key={review.name} className="grid gap-4 rounded-xl bg-card p-6 shadow-card sm:p-10">
              <StarRating value={review.rating} />
              <blockquote className="font-display text-display-sm">“{review.text}”</blockquote>
              <figcaption className="text-sm text-muted-foreground">
                {review.name}, {review.city}
              </figcaption>
            </figure>
          ))}
        </CarouselSlides>
        <div className="mt-4 flex items-center justify-center gap-2">
          <CarouselPrevious />
          <CarouselDots />
          <CarouselNext />
        </div>
      </>
    ),
  },
} satisfies Meta<typeof WrapCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSlide = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')).findIndex(
    (slide) => slide.dataset.active,
  );

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });

    await step('previous from the first slide wraps to the last', async () => {
      await expect(activeSlide(canvasElement)).toBe(0);
      await userEvent.click(previous);
      await expect(activeSlide(canvasElement)).toBe(2);
      await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
    });
    await step('next from the last slide wraps to the first', async () => {
      await userEvent.click(next);
      await expect(activeSlide(canvasElement)).toBe(0);
    });
    await step('a dot jumps to its slide and is marked current', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
      await expect(activeSlide(canvasElement)).toBe(1);
      await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    await step('with focus inside, the arrow keys move it, wrapping both ways', async () => {
      previous.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(activeSlide(canvasElement)).toBe(2);
      await userEvent.keyboard('{ArrowRight}');
      await expect(activeSlide(canvasElement)).toBe(0);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(activeSlide(canvasElement)).toBe(2);
    });
    await step('only the shown slide is read: it is the only one not hidden', async () => {
      await expect(canvas.getByText(/Saffron and rose/)).toBeVisible();
      await expect(canvas.getAllByRole('group', { name: /of 3/ })).toHaveLength(1);
    });
  },
};

/** A swipe on a touch screen moves to the next slide. */
export const Swipe: Story = {
  play: async ({ canvas, canvasElement }) => {
    await carouselCounted(canvasElement);
    const region = canvas.getByRole('region', { name: 'What our customers say' });
    const box = region.getBoundingClientRect();
    const touch = { pointerType: 'touch', bubbles: true, clientY: box.top + 40 } as const;
    region.dispatchEvent(new PointerEvent('pointerdown', { ...touch, clientX: box.left + 200 }));
    region.dispatchEvent(new PointerEvent('pointerup', { ...touch, clientX: box.left + 80 }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe(1));
    region.dispatchEvent(new PointerEvent('pointerdown', { ...touch, clientX: box.left + 80 }));
    region.dispatchEvent(new PointerEvent('pointerup', { ...touch, clientX: box.left + 200 }));
    await waitFor(() => expect(activeSlide(canvasElement)).toBe(0));
  },
};

export const Controlled: Story = {
  args: { activeIndex: 1 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await carouselCounted(canvasElement);
    await expect(activeSlide(canvasElement)).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
    await expect(activeSlide(canvasElement)).toBe(1);
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

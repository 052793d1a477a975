import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Button, CarouselDots, CarouselSlides, FadeCarousel } from '../../../ui';

import { atDesktop, atMobile, carouselCounted } from './play-helpers';

const captions = ['Nigerian Craftsmanship', 'Premium Fragrances', 'Perfume Expertise'];

/** A hero-like carousel: image slides with a caption, the dots over the bottom edge. */
const slides = captions.map((caption, index) => (
  <div key={caption} className="relative h-80 sm:h-[28rem]">
    <img src={`/images/hero/${index + 1}.svg`} alt="" className="absolute inset-0 size-full object-cover" />
    <div className="surface-inverse absolute inset-x-0 bottom-0 bg-aubergine-950/85 px-6 pt-6 pb-16 sm:px-10">
      <p className="label-caps text-xs text-accent-text">The house of scent</p>
      <h2 className="mt-2 font-display text-display-md">{caption}</h2>
    </div>
  </div>
));

/**
 * Slides stacked in one place; the shown one fades in over the theme's 1 s fade. Parts: `CarouselSlides`
 * (each child a slide) and `CarouselDots`, with `CarouselPrevious` and `CarouselNext` if wanted. It keeps no
 * timer: its owner's turns it (the home page's hero is turned by the heroCarousel machine, Machines/HeroCarousel),
 * moving `activeIndex` and saying it is `rotating`; the carousel tells the owner through `onPausedChange` to hold
 * still under the pointer, with focus inside, or for a shopper who prefers reduced motion.
 *
 * **Use when** a few pictures share one place and may change by themselves (the home page's hero).
 *
 * **Not when** the shopper reads the slides one by one, like reviews (WrapCarousel, which never moves by
 * itself), or everything fits on the screen at once (a grid).
 */
const meta = {
  title: 'Components/Primitives/FadeCarousel',
  tags: ['autodocs'],
  component: FadeCarousel,
  args: {
    'aria-label': 'Highlights',
    onActiveIndexChange: fn(),
    onPausedChange: fn(),
    className: 'overflow-hidden rounded-xl',
    children: (
      <>
        <CarouselSlides>{slides}</CarouselSlides>
        <CarouselDots className="surface-inverse absolute inset-x-0 bottom-2 z-20 bg-transparent" />
      </>
    ),
  },
} satisfies Meta<typeof FadeCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const slideGroups = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]'));
const activeSlide = (canvasElement: HTMLElement) =>
  slideGroups(canvasElement).findIndex((slide) => slide.dataset.active);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement);
    await step('three slides, the first shown, its dot current; hidden slides are out of reach', async () => {
      await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
        'aria-roledescription',
        'carousel',
      );
      await expect(slideGroups(canvasElement)).toHaveLength(3);
      await expect(activeSlide(canvasElement)).toBe(0);
      await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(slideGroups(canvasElement)[1]).toHaveAttribute('inert');
    });
    await step('a dot jumps to its slide, by click or keyboard', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
      await expect(activeSlide(canvasElement)).toBe(2);
      await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
      await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
      await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}{Enter}');
      await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveFocus();
      await expect(activeSlide(canvasElement)).toBe(0);
    });
    await step('the active slide fades in over one second', async () => {
      const style = getComputedStyle(slideGroups(canvasElement)[0]!);
      await expect(style.transitionProperty).toContain('opacity');
      await expect(style.transitionDuration).toBe('1s');
    });
  },
};

const liveness = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="carousel-slides"]')?.getAttribute('aria-live');

/**
 * Turned by its owner's timer (`rotating`): screen readers are not told of each slide while it turns, and the
 * carousel asks the owner to hold still while the pointer is over it or focus is inside it. It never moves itself.
 */
export const TurnedByItsOwner: Story = {
  args: { rotating: true },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement);
    const region = canvas.getByRole('region', { name: 'Highlights' });
    await step(
      'while it turns, screen readers are not told of each slide; it does not move by itself',
      async () => {
        await expect(liveness(canvasElement)).toBe('off');
        await new Promise((resolve) => setTimeout(resolve, 600));
        await expect(activeSlide(canvasElement)).toBe(0);
      },
    );
    await step('the pointer over it holds it, and screen readers hear the slides again', async () => {
      await userEvent.hover(region);
      await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(true));
      await expect(liveness(canvasElement)).toBe('polite');
      await userEvent.unhover(region);
      await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(false));
      await expect(liveness(canvasElement)).toBe('off');
    });
    await step('focus inside it holds it too', async () => {
      canvas.getByRole('button', { name: 'Go to slide 2' }).focus();
      await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(true));
      (document.activeElement as HTMLElement).blur();
      await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(false));
    });
  },
};

/** A shopper who prefers reduced motion: the owner is told to hold still (and CSS drops the fade). */
export const ReducedMotion: Story = {
  args: { rotating: true },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
      const noop = () => {};
      return {
        matches: true,
        media: query,
        addEventListener: noop,
        removeEventListener: noop,
      } as unknown as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(true));
    await expect(liveness(canvasElement)).toBe('polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 2' }));
    await expect(activeSlide(canvasElement)).toBe(1);
  },
};

/**
 * Driven from outside (the heroCarousel machine): the owner sets activeIndex, hears dot clicks and pause changes,
 * and runs the timer. The carousel itself never advances.
 */
export const Controlled: Story = {
  args: { activeIndex: 1 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(activeSlide(canvasElement)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(activeSlide(canvasElement)).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
    // Until the owner moves activeIndex, the slide stays where the owner put it.
    await expect(activeSlide(canvasElement)).toBe(1);
  },
};

export const WithCallToAction: Story = {
  args: {
    children: (
      <>
        <CarouselSlides>{slides}</CarouselSlides>
        <div className="absolute top-4 right-4 z-20">
          <Button variant="secondary" asChild>
            <a href="#products">Explore Our Perfumes</a>
          </Button>
        </div>
        <CarouselDots className="surface-inverse absolute inset-x-0 bottom-2 z-20 bg-transparent" />
      </>
    ),
  },
};

export const Mobile: Story = {
  globals: atMobile,
};
export const Desktop: Story = {
  globals: atDesktop,
};

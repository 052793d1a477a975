import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Hero } from '../../ui/marketing';
import { hero } from '../../store/content/hero';
import { useHeroCarousel } from '../../store/features/hero-carousel';
import { carouselCounted } from '../ui/primitives/play-helpers';

/**
 * The heroCarousel machine (machines/hero-carousel.ts) driving the home page's Hero: a slide every 5000 ms,
 * wrapping; a dot jumps; hover and focus pause it (and reduced motion keeps it still).
 */
function HeroCarouselPanel() {
  const carousel = useHeroCarousel(hero.slides.length);
  return (
    <>
      <Hero {...hero} inquiryHref="https://wa.me/2348031234567" {...carousel} />
      <p className="p-4">
        Slide shown: <strong data-testid="slide">{carousel.activeIndex + 1}</strong>
      </p>
    </>
  );
}

const meta = {
  title: 'Machines/HeroCarousel',
  component: HeroCarouselPanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroCarouselPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement);
    const canvas = within(canvasElement);
    const slide = () => canvas.getByTestId('slide');
    await step('a dot jumps to its slide, from the keyboard', async () => {
      await expect(slide()).toHaveTextContent('1');
      canvas.getByRole('button', { name: 'Go to slide 3' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(slide()).toHaveTextContent('3');
      await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });
    const liveness = () =>
      canvasElement.querySelector('[data-slot="carousel-slides"]')?.getAttribute('aria-live');
    await step('held, a screen reader hears each slide the shopper asks for', async () => {
      await expect(liveness()).toBe('polite');
    });
    await step('with the pointer and focus away it moves on by itself, wrapping to the first', async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.unhover(canvas.getByRole('region', { name: 'Highlights of Òórùn' }));
      // turning by itself, it does not talk over the page every five seconds
      await waitFor(() => expect(liveness()).toBe('off'));
      await waitFor(() => expect(slide()).toHaveTextContent('1'), { timeout: 7000 });
    });
  },
};

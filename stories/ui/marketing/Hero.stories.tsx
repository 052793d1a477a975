import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { hero } from '../../../store/content';
import { Hero } from '../../../ui/marketing';

import { carouselCounted } from '../primitives/play-helpers';
import { activeSlide, atDesktop, atMobile, links, whatsAppMessage } from './story-data';

/**
 * The home page's opening: three pictures that fade into one another, each with its caption, under one
 * headline, an introduction and two calls to action (Explore Our Perfumes, and Make Inquiries on WhatsApp).
 * Controlled by the hero's machine: it never advances by itself, and pauses on hover and focus through
 * `onPausedChange`. The first picture loads first and eagerly; the next joins once the page has come to life.
 * Drawn full width.
 *
 * **Use when** the home page opens.
 *
 * **Not when** anywhere else: one hero per site.
 */
const meta = {
  title: 'Components/Marketing/Hero',
  tags: ['autodocs'],
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    ...hero,
    inquiryHref: links.inquiry,
    activeIndex: 0,
    onActiveIndexChange: fn(),
    onPausedChange: fn(),
  },
  /** Stands in for the heroCarousel machine: it moves the slide when a dot asks (the machine also runs the timer). */
  render: function MachineStandIn(args) {
    const [index, setIndex] = useState(args.activeIndex);
    return (
      <Hero
        {...args}
        activeIndex={index}
        onActiveIndexChange={(next) => {
          args.onActiveIndexChange(next);
          setIndex(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

const images = (root: HTMLElement) => Array.from(root.querySelectorAll('img'));

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await carouselCounted(canvasElement);
    await step('one headline and both calls to action', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Fragrance is our passion' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Explore Our Perfumes' })).toHaveAttribute(
        'href',
        '/products',
      );
      const inquiry = canvas.getByRole('link', { name: /Make Inquiries/ });
      await expect(inquiry).toHaveAttribute('target', '_blank');
      await expect(inquiry.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
      await expect(whatsAppMessage(inquiry.getAttribute('href'))).toMatch(/inquiry about your perfumes/);
    });
    await step('the first picture is the page’s largest paint: eager, first in line, sized', async () => {
      // the server's HTML holds the first picture alone; the next one joins once the page is hydrated
      await waitFor(() => expect(images(canvasElement)).toHaveLength(2));
      const [first, second] = images(canvasElement);
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('width', '1200');
      await expect(first).toHaveAttribute('height', '675');
      await expect(second).toHaveAttribute('loading', 'lazy');
    });
    await step(
      'only the shown and the next slide’s pictures are in the page: the third waits its turn',
      async () => {
        await expect(images(canvasElement).map((image) => image.getAttribute('src'))).toEqual([
          '/images/hero/1.webp',
          '/images/hero/2.webp',
        ]);
      },
    );
    await step('the first caption shows; a dot jumps to its slide, by click and by keyboard', async () => {
      await expect(canvas.getByText('Nigerian Craftsmanship')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
      await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(2);
      await expect(activeSlide(canvasElement)).toBe(2);
      await waitFor(() => expect(canvas.getByText('Perfume Expertise')).toBeVisible());
      await expect(images(canvasElement)).toHaveLength(3);
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
      await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
      await expect(args.onActiveIndexChange).toHaveBeenLastCalledWith(1);
      await expect(activeSlide(canvasElement)).toBe(1);
      // back to an earlier slide, the pictures already fetched stay
      await expect(images(canvasElement)).toHaveLength(3);
    });
    await step('focus inside asks the machine to hold the timer', async () => {
      await expect(args.onPausedChange).toHaveBeenLastCalledWith(true);
    });
  },
};

/** The machine has moved on to the second slide: only its caption is shown and read. */
export const SecondSlide: Story = {
  args: { activeIndex: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(activeSlide(canvasElement)).toBe(1);
    await expect(canvas.getByText('Premium Fragrances')).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /of 3/ })).toHaveLength(1);
  },
};

/** Hovering the hero holds the timer; leaving lets it run again. */
export const PausesOnHover: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const hero = canvas.getByRole('region', { name: 'Highlights of Òórùn' });
    await userEvent.hover(hero);
    await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(true));
    await userEvent.unhover(hero);
    await waitFor(() => expect(args.onPausedChange).toHaveBeenLastCalledWith(false));
  },
};

export const Mobile: Story = { globals: atMobile };
export const Desktop: Story = { globals: atDesktop };

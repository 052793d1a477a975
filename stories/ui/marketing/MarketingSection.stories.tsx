import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { wholesaleHeading } from '../../../store/content';
import { MarketingSection } from '../../../ui/marketing';

import { atMobile } from './story-data';

/**
 * The band every marketing section sits in: a background from edge to edge (plain, the warm surface, or the
 * dark aubergine), the page's width and gutters, the shared heading (eyebrow, title, intro) centred or at the
 * start, and the section named by its title for screen readers. An `id` makes it a link target ('/#academy');
 * its heading stays clear of the sticky header when the page scrolls to it.
 *
 * **Use when** building a new section of the home, About or Contact page: put its content inside, and the
 * heading and spacing match every other section.
 *
 * **Not when** a section that exists already (WholesaleTiers, StorySection, FaqList and the rest draw it
 * themselves), or a block of the shop's working pages (the checkout's BlockHeading, a FormCard).
 */
const meta = {
  title: 'Components/Marketing/MarketingSection',
  tags: ['autodocs'],
  component: MarketingSection,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'wholesale',
    heading: wholesaleHeading,
    children: (
      <p className="mx-auto max-w-prose text-center text-lg">
        Your content goes here: cards, a timeline, a form. The band gives it the page&rsquo;s width and the
        space around every section.
      </p>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['plain', 'surface', 'inverse'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof MarketingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain, the heading centred over a grid of cards (as the wholesale tiers have it). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Stock Òórùn in your shop' });
    await expect(section).toHaveAttribute('id', 'wholesale');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Stock Òórùn in your shop');
    await expect(canvas.getByText('Wholesale')).toBeVisible();
    await expect(canvas.getByText(/For boutiques, gift shops/)).toBeVisible();
  },
};

/** On the dark aubergine band: light words, the same heading. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Stock Òórùn in your shop' });
    await expect(getComputedStyle(section).backgroundColor).not.toBe(
      getComputedStyle(document.body).backgroundColor,
    );
  },
};

/** On the warm surface, the heading at the start (text beside a picture), on a phone: within its gutters. */
export const AtTheStartOnAPhone: Story = {
  globals: atMobile,
  args: {
    tone: 'surface',
    align: 'start',
    children: (
      <p className="max-w-prose text-lg">
        Text that sits beside a picture on a laptop, and above it on a phone, starts where the heading does.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const words = canvas.getByText(/Text that sits beside a picture/).getBoundingClientRect();
    await expect(Math.abs(title.left - words.left)).toBeLessThan(1);
    await expect(title.left).toBeGreaterThan(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

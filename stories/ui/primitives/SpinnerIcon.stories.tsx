import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SpinnerIcon } from '../../../ui';

/**
 * The turning ring alone, in the colour of the text around it, hidden from screen readers: it says nothing
 * by itself, so whatever it sits in must say what is happening. It stops turning for a person who asked for
 * less motion.
 *
 * **Use when** a place already announces that it is busy: a busy Button draws it beside its busy label, a
 * status line beside its words ('Saving your changes').
 *
 * **Not when** a region waits with nothing else to say so (Spinner, which has a status role and a label), or
 * the shape of what is coming is known (Skeleton).
 */
const meta = {
  title: 'Components/Primitives/SpinnerIcon',
  tags: ['autodocs'],
  component: SpinnerIcon,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof SpinnerIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ring = canvasElement.querySelector('[data-slot="spinner-icon"]')!;
    await expect(ring).toBeVisible();
    await expect(ring).toHaveAttribute('aria-hidden', 'true');
    // a ring drawn as a line, not a filled disc
    await expect(getComputedStyle(ring).fill).toBe('none');
    await expect(getComputedStyle(ring).strokeWidth).toBe('2px');
    // nothing in it for a screen reader to read
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** sm (16 px, in a button or a line of text), md (24 px), lg (40 px). */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-6 text-primary">
      <SpinnerIcon size="sm" />
      <SpinnerIcon size="md" />
      <SpinnerIcon size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="spinner-icon"]')].map((ring) =>
      Math.round(ring.getBoundingClientRect().width),
    );
    await expect(widths).toEqual([16, 24, 40]);
  },
};

/** In a status line that says what is happening: a screen reader hears the words, not the ring. */
export const BesideItsWords: Story = {
  render: (args) => (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <SpinnerIcon {...args} />
      Saving your changes...
    </p>
  ),
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Saving your changes\.\.\.$/);
  },
};

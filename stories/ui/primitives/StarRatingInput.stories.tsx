import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { StarRatingInput } from '../../../ui';

import { holdArrow } from './play-helpers';

/** Controlled by a parent, as a form owns it. */
function RatingField({
  initial = null,
  onValueChange,
  disabled,
}: {
  initial?: number | null;
  onValueChange: (stars: number) => void;
  disabled?: boolean;
}) {
  const [stars, setStars] = useState<number | null>(initial);
  return (
    <div className="grid gap-2">
      <span id="rating-label" className="text-sm font-medium">
        Your rating
      </span>
      <StarRatingInput
        aria-labelledby="rating-label"
        value={stars}
        disabled={disabled}
        onValueChange={(next) => {
          setStars(next);
          onValueChange(next);
        }}
      />
      <output className="text-sm text-muted-foreground">
        {stars ? `${stars} of 5 chosen` : 'No stars chosen'}
      </output>
    </div>
  );
}

/**
 * Choosing 1 to 5 stars: five of the browser's radios sharing one name, so Tab enters the group and the arrow
 * keys move and choose; hovering previews. Name it with `aria-label` or `aria-labelledby`. The story wraps it
 * to show the value chosen.
 *
 * **Use when** a shopper rates a perfume or the shop (the review form, the checkout's review question).
 *
 * **Not when** a rating is only shown (StarRating).
 */
const meta = {
  title: 'Components/Primitives/StarRatingInput',
  tags: ['autodocs'],
  component: RatingField,
  args: { onValueChange: fn() },
} satisfies Meta<typeof RatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const star = (n: number) => canvas.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
    const press = (key: 'ArrowRight' | 'ArrowLeft', expected: number) =>
      holdArrow(userEvent, key, () => star(expected));

    await step('the group is labelled and nothing is chosen yet', async () => {
      await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
      for (const n of [1, 2, 3, 4, 5]) await expect(star(n)).not.toBeChecked();
    });
    await step('Tab enters, Space chooses, arrow keys move the rating', async () => {
      await userEvent.tab();
      await expect(star(1)).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
      await press('ArrowRight', 2);
      await press('ArrowRight', 3);
      await press('ArrowRight', 4);
      await press('ArrowLeft', 3);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
      await expect(canvas.getByText('3 of 5 chosen')).toBeVisible();
    });
    await step('a click chooses directly', async () => {
      await userEvent.click(star(5));
      await expect(star(5)).toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    });
  },
};

export const Chosen: Story = { args: { initial: 4 } };

export const Disabled: Story = {
  args: { initial: 2, disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

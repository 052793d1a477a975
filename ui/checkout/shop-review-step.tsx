import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { FormMessage } from './form-message';
import { orderWaitingNote, ShopReviewFields } from './shop-review-fields';

type ShopReviewStepProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Why the review was not saved ('Please select a rating', 'Failed to submit review'). */
  error?: ReactNode;
  /** What the shopper wrote before, when the server shows the step again. */
  defaultRating?: number | null;
  defaultComment?: string;
};

/**
 * 'Review Your Experience' inside the checkout's own form, for a page without scripts (the review gate's dialog
 * needs them): stars and words, then Submit Review or Skip, each a submit button (`intent` review or skip) that
 * places the held order. The server checks the stars and the words, as the dialog's disabled button would.
 */
function ShopReviewStep({
  error,
  defaultRating = null,
  defaultComment = '',
  className,
  ...props
}: ShopReviewStepProps) {
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(defaultRating);
  const [comment, setComment] = useState(defaultComment);

  return (
    <section
      data-slot="shop-review-step"
      aria-labelledby={titleId}
      className={cn('grid gap-5 rounded-xl border border-primary bg-card p-5 shadow-card sm:p-6', className)}
      {...props}
    >
      <header className="grid gap-1">
        <h2 id={titleId} className="font-display text-display-sm text-foreground">
          Review Your Experience
        </h2>
        <p className="text-sm text-muted-foreground">
          <strong data-slot="shop-review-order-waiting" className="block font-semibold text-foreground">
            {orderWaitingNote}
          </strong>
          How was shopping with us? Your words help other perfume lovers.
        </p>
      </header>
      <ShopReviewFields
        rating={rating}
        onRatingChange={setRating}
        comment={comment}
        onCommentChange={setComment}
      />
      {error && <FormMessage>{error}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="review">
          Submit Review
        </Button>
        <Button type="submit" name="intent" value="skip" variant="ghost">
          Skip
        </Button>
      </div>
    </section>
  );
}

export { ShopReviewStep, type ShopReviewStepProps };

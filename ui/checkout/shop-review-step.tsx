import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { orderWaitingNote, ShopReviewFields, type ShopReviewField } from './shop-review-fields';

type ShopReviewStepProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Why the review was not saved, for the whole of it ('Failed to submit review'). */
  error?: ReactNode;
  /** Why, beside the stars or the words ('Please select a rating', 'Please write a comment'). */
  errors?: Partial<Record<ShopReviewField, string>>;
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
  errors = {},
  defaultRating = null,
  defaultComment = '',
  className,
  ...props
}: ShopReviewStepProps) {
  const titleId = useId();
  const [rating, setRating] = useState<number | null>(defaultRating);
  const [comment, setComment] = useState(defaultComment);
  const ids = useFieldIds(['rating', 'comment']);

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
      <ErrorSummary
        titleAs="h3"
        errors={errorSummaryItems(error, [
          [ids.rating, errors.rating],
          [ids.comment, errors.comment],
        ])}
      />
      <ShopReviewFields
        ids={ids}
        errors={errors}
        rating={rating}
        onRatingChange={setRating}
        comment={comment}
        onCommentChange={setComment}
      />
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

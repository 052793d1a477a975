import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';

import { cn } from '../lib/cn';
import { Button } from '../primitives/button';
import { ErrorSummary, errorSummaryItems, useFieldIds } from '../primitives/error-summary';
import { Field } from '../primitives/field';
import { StarRatingInput } from '../primitives/star-rating-input';
import { Textarea } from '../primitives/textarea';
import { SelectionMessage } from './selection-message';

type ReviewFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** 'edit' when the shopper already reviewed this perfume: pre-filled, and the button reads 'Update Review'. */
  mode: 'create' | 'edit';
  /** The shopper's existing review, in edit mode. Change the form's `key` to reset it to new values. */
  initialRating?: number | null;
  initialComment?: string;
  /** Messages from the page's check of the review ('Please select a rating'), shown under their field. */
  errors?: { rating?: string; comment?: string };
  /** A refusal of the whole review ('Failed to submit review'). */
  error?: ReactNode;
  submitting?: boolean;
  onSubmit: (rating: number | null, comment: string) => void;
};

/**
 * Write or edit a product review: stars (keyboard: arrows) and a comment. The form keeps the draft; the page
 * checks it (a rating is required, then a comment) and passes its messages back as `errors`.
 */
function ReviewForm({
  mode,
  initialRating = null,
  initialComment = '',
  errors = {},
  error,
  submitting = false,
  onSubmit,
  className,
  ...props
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(initialRating);
  const [comment, setComment] = useState(initialComment);
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const ids = useFieldIds(['rating', 'comment']);
  const editing = mode === 'edit';
  const summary = submitting
    ? []
    : errorSummaryItems(error, [
        [ids.rating, errors.rating],
        [ids.comment, errors.comment],
      ]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(rating, comment);
  }

  return (
    <form
      method="post"
      data-slot="review-form"
      noValidate
      className={cn('grid gap-5', className)}
      onSubmit={submit}
      {...props}
    >
      {/* under the page's 'Write a review' (h3) */}
      <ErrorSummary errors={summary} titleAs="h4" />
      <div className="grid gap-1">
        <span id={ratingLabelId} className="text-sm font-medium text-foreground">
          Your rating
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </span>
        <StarRatingInput
          id={ids.rating}
          name="rating"
          value={rating}
          onValueChange={setRating}
          disabled={submitting}
          aria-labelledby={ratingLabelId}
          aria-required="true"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? ratingErrorId : undefined}
          className="-ml-2.5"
        />
        <SelectionMessage id={ratingErrorId} message={errors.rating} />
      </div>
      <Field id={ids.comment} label="Your review" required error={errors.comment}>
        <Textarea
          name="comment"
          value={comment}
          disabled={submitting}
          maxLength={2000}
          placeholder="How does it wear through the day? What does it remind you of?"
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        className="justify-self-start max-sm:w-full"
        busy={submitting}
        busyLabel={editing ? 'Updating...' : 'Submitting...'}
      >
        {editing ? 'Update Review' : 'Submit Review'}
      </Button>
    </form>
  );
}

export { ReviewForm, type ReviewFormProps };

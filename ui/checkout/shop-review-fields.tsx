import { useId } from 'react';

import { Field } from '../primitives/field';
import { StarRatingInput } from '../primitives/star-rating-input';
import { Textarea } from '../primitives/textarea';
import { SelectionMessage } from '../storefront/selection-message';

type ShopReviewField = 'rating' | 'comment';

type ShopReviewFieldsProps = {
  rating: number | null;
  onRatingChange: (rating: number) => void;
  comment: string;
  onCommentChange: (comment: string) => void;
  disabled?: boolean;
  /** The stars' and the words' ids, for the error summary's links (useFieldIds). */
  ids: Record<ShopReviewField, string>;
  /** A message beside the stars or the words ('Please select a rating'). */
  errors?: Partial<Record<ShopReviewField, string>>;
};

/** What the review gate says first: PLACE ORDER was pressed, and the order waits on this answer. */
const orderWaitingNote =
  'Your order is not placed yet. It will be placed as soon as you submit your review or skip.';

/** The shop review's stars and words (fields `rating` and `comment`), in the review gate's dialog and step. */
function ShopReviewFields({
  rating,
  onRatingChange,
  comment,
  onCommentChange,
  disabled,
  ids,
  errors = {},
}: ShopReviewFieldsProps) {
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  return (
    <>
      <div className="grid gap-2">
        <span id={ratingLabelId} className="text-sm font-medium text-foreground">
          Your rating
        </span>
        <StarRatingInput
          id={ids.rating}
          name="rating"
          aria-labelledby={ratingLabelId}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? ratingErrorId : undefined}
          value={rating}
          onValueChange={onRatingChange}
          disabled={disabled}
        />
        <SelectionMessage id={ratingErrorId} message={errors.rating} />
      </div>
      <Field id={ids.comment} label="Your review" error={errors.comment}>
        <Textarea
          name="comment"
          value={comment}
          maxLength={2000}
          disabled={disabled}
          onChange={(event) => onCommentChange(event.target.value)}
        />
      </Field>
    </>
  );
}

export { orderWaitingNote, ShopReviewFields, type ShopReviewField, type ShopReviewFieldsProps };

import { useId } from 'react';

import { Field } from '../primitives/field';
import { StarRatingInput } from '../primitives/star-rating-input';
import { Textarea } from '../primitives/textarea';

type ShopReviewFieldsProps = {
  rating: number | null;
  onRatingChange: (rating: number) => void;
  comment: string;
  onCommentChange: (comment: string) => void;
  disabled?: boolean;
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
}: ShopReviewFieldsProps) {
  const ratingLabelId = useId();
  return (
    <>
      <div className="grid gap-2">
        <span id={ratingLabelId} className="text-sm font-medium text-foreground">
          Your rating
        </span>
        <StarRatingInput
          name="rating"
          aria-labelledby={ratingLabelId}
          value={rating}
          onValueChange={onRatingChange}
          disabled={disabled}
        />
      </div>
      <Field label="Your review">
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

export { orderWaitingNote, ShopReviewFields, type ShopReviewFieldsProps };

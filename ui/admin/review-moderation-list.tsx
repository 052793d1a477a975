import { type ComponentProps } from 'react';

import { formatOrderDate } from '../checkout/order-format';
import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { Button } from '../primitives/button';
import { HiddenFields } from '../primitives/hidden-fields';
import { StarRating } from '../primitives/star-rating';
import { type FormAs } from './form-as';
import { Icon } from '../primitives/icon';

type ModeratedReview = {
  id: string;
  /** what was reviewed: a product's name, or 'The shop' */
  about: string;
  author: string;
  rating: number;
  comment: string;
  /** ms since epoch */
  date: number;
  hidden: boolean;
  /** what the form posts besides `hidden` (the review's kind and id) */
  fields: Readonly<Record<string, string>>;
};

type ReviewModerationListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  reviews: readonly ModeratedReview[];
  /** where each review's Hide or Show form posts */
  action: string;
  /** the review whose form is on its way */
  busyId?: string | null;
  formAs?: FormAs;
};

/**
 * Reviews as the admin looks them over, newest first: stars, words, who and about what, and a Hide or Show
 * button each. A hidden review is marked (a tag, a dashed edge); it is still there to show again.
 */
function ReviewModerationList({
  reviews,
  action,
  busyId = null,
  formAs: Form = 'form',
  className,
  ...props
}: ReviewModerationListProps) {
  return (
    <ul data-slot="review-moderation-list" className={cn('grid gap-3', className)} {...props}>
      {reviews.map((review) => (
        <li
          key={review.id}
          aria-label={`${review.author} on ${review.about}`}
          className={cn(
            'grid gap-3 rounded-xl border border-border bg-card p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start',
            review.hidden && 'border-dashed',
          )}
        >
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating value={review.rating} size="sm" />
              <span className="font-medium text-foreground">{review.about}</span>
              {review.hidden && <Badge tone="neutral">Hidden</Badge>}
            </div>
            <p className="whitespace-pre-line break-words text-foreground">{review.comment}</p>
            <p className="text-sm text-muted-foreground">
              {review.author} ·{' '}
              <time dateTime={new Date(review.date).toISOString()}>{formatOrderDate(review.date)}</time>
            </p>
          </div>
          <Form method="post" action={action}>
            <HiddenFields fields={{ ...review.fields, hidden: review.hidden ? 'false' : 'true' }} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              busy={busyId === review.id}
              busyLabel={review.hidden ? 'Showing...' : 'Hiding...'}
              disabled={busyId !== null}
            >
              {review.hidden ? <Icon name="eye" /> : <Icon name="eye-off" />}
              {review.hidden ? 'Show' : 'Hide'}
              {/* whose review, for a screen reader going from button to button */}
              <span className="sr-only"> {review.author}&apos;s review</span>
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

export { ReviewModerationList, type ModeratedReview, type ReviewModerationListProps };

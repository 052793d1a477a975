import { type ComponentProps, type ReactNode } from 'react';

import { type ProductReview } from '../../api';
import { EmptyState } from '../primitives/empty-state';
import { StarRating } from '../primitives/star-rating';
import { formatReviewDate } from './words';
import { Icon } from '../primitives/icon';

/** A product's review as the list shows it: without `productId`, which the page around it already names. */
type ReviewListItem = Omit<ProductReview, 'productId'>;

type ReviewListProps = ComponentProps<'div'> & {
  reviews: readonly ReviewListItem[];
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
};

/** The shop found the author's paid or delivered order of this perfume: the words say it, the icon only shows it. */
function VerifiedPurchase() {
  return (
    <p data-slot="verified-purchase" className="flex items-center gap-1 text-sm font-medium text-success">
      <Icon name="badge-check" className="size-4 shrink-0" />
      Verified purchase
    </p>
  );
}

/** The product's reviews, newest as the store orders them, or an empty state. */
function ReviewList({
  reviews,
  emptyTitle = 'No reviews yet',
  emptyMessage = 'Be the first to share what you think of this scent.',
  className,
  ...props
}: ReviewListProps) {
  return (
    <div data-slot="review-list" className={className} {...props}>
      {reviews.length === 0 ? (
        <EmptyState
          icon={<Icon name="message-square-text" />}
          title={emptyTitle}
          titleAs="h3"
          className="py-8 sm:py-10"
        >
          {emptyMessage}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border">
          {reviews.map((review) => (
            <li key={review._id} className="py-5 first:pt-0">
              <article className="grid gap-2">
                <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-semibold wrap-anywhere text-foreground">{review.user.name}</h3>
                    {review.verifiedPurchase && <VerifiedPurchase />}
                  </div>
                  <time
                    dateTime={new Date(review.date).toISOString()}
                    className="text-sm text-muted-foreground"
                  >
                    {formatReviewDate(review.date)}
                  </time>
                </header>
                <StarRating value={review.rating} size="sm" />
                {/* a pasted link or a long name wraps, not widening a phone's page */}
                <p className="whitespace-pre-line text-base wrap-anywhere text-foreground">
                  {review.comment}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { ReviewList, type ReviewListItem, type ReviewListProps };

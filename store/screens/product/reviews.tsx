import { useActionData } from 'react-router-dom';
import { ratingSummary, type ProductReview } from '../../../api';
import type { ReviewProblem } from '../../actions/product';
import { FormMessage } from '../../../ui/checkout/form-message';
import { cn } from '../../../ui/lib/cn';
import { Skeleton } from '../../../ui/primitives/skeleton';
import { LoginToReview } from '../../../ui/storefront/login-to-review';
import { ReviewForm } from '../../../ui/storefront/review-form';
import { ReviewList } from '../../../ui/storefront/review-list';
import { ReviewSummary } from '../../../ui/storefront/review-summary';
import type { useProductReviews } from '../../features/product-review';
import { reviewProblems } from '../parts/review-problems';

type Reviews = ReturnType<typeof useProductReviews>;

const newestFirst = (reviews: readonly ProductReview[]) => [...reviews].sort((a, b) => b.date - a.date);

/**
 * The product's reviews: the summary, the shopper's form (or the login prompt) and the list. The form posts
 * to the product's page before (or without) the scripts; a refused post comes back with the stars and words.
 */
export function ProductReviews({
  productId,
  reviews,
  loggedIn,
  className,
}: {
  productId: string;
  reviews: Reviews;
  loggedIn: boolean;
  /** its place on the page */
  className?: string;
}) {
  const refused = useActionData<Partial<ReviewProblem>>()?.review;
  // the page's own message once the scripts run, else the server's answer to a post without them
  const problems = reviewProblems(reviews.message ?? refused?.message);
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={cn('mt-16 scroll-mt-24', className)}>
      <h2 id="reviews-title" className="font-display text-display-md">
        Customer reviews
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className="grid content-start gap-8">
          {/* none yet: the list beside says so, once */}
          {reviews.reviews.length > 0 && (
            <ReviewSummary summary={ratingSummary(reviews.reviews.map((review) => review.rating))} />
          )}
          <div className="grid gap-4">
            <h3 className="font-display text-2xl">
              {reviews.ready && reviews.mode === 'edit' ? 'Edit your review' : 'Write a review'}
            </h3>
            {!loggedIn ? (
              <LoginToReview />
            ) : !reviews.ready ? (
              // until the shopper's own review is known the form cannot say whether it creates or edits
              <Skeleton className="h-64" />
            ) : (
              <ReviewForm
                key={reviews.formKey}
                method="post"
                action={`/product/${encodeURIComponent(productId)}#reviews`}
                mode={reviews.mode}
                initialRating={refused?.rating ?? reviews.own?.rating ?? null}
                initialComment={refused?.comment ?? reviews.own?.comment ?? ''}
                errors={problems.errors}
                error={problems.error}
                submitting={reviews.submitting}
                onSubmit={reviews.submit}
              />
            )}
            {/* a guest's post ('Please login to submit a review'): no form to show it in */}
            {refused && !(loggedIn && reviews.ready) && <FormMessage>{refused.message}</FormMessage>}
          </div>
        </div>
        <ReviewList reviews={newestFirst(reviews.reviews)} />
      </div>
    </section>
  );
}

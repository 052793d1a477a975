import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { EmptyState, FilterTabs, FormMessage, ReviewModerationList } from '../../ui';
import type { ReviewFormAnswer } from '../actions/admin-inbox';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { moderatedReviewOf, reviewFilterOf, reviewsPath, reviewTabs } from './inbox-view';
import { adminPaths } from './view';

/**
 * /admin/reviews: product and shop reviews, newest first, each with Hide or Show. A hidden review leaves the
 * storefront and every rating at once; its shopper still has it. The filter rides in the address (a name only).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const show = reviewFilterOf(request.url);
  const answer = adminAnswer(await apiFrom(context).adminReviews({ show }));
  return answer.ok ? { show, reviews: answer.data.reviews } : null;
}

export const meta: MetaFunction = () => ({ title: 'Reviews', noindex: true });

const emptyWords = {
  all: 'No shopper has reviewed a perfume or the shop yet.',
  shown: 'Shoppers see no review: every one is hidden.',
  hidden: 'No review is hidden: shoppers see them all.',
} as const;

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<ReviewFormAnswer>();
  const navigation = useNavigation();
  if (!loaded) return null;
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith(adminPaths.reviews);
  const busyId = sending ? String(navigation.formData?.get('reviewId') ?? '') : null;
  const { show, reviews } = loaded;
  return (
    <>
      <div className="grid gap-3">
        <h1 className="font-display text-display-sm">Reviews</h1>
        <p className="text-muted-foreground">
          A hidden review is not shown in the shop and does not count in any rating. Its shopper still sees
          it.
        </p>
        {answer && 'done' in answer && navigation.state === 'idle' && (
          <FormMessage tone="success">{answer.done}</FormMessage>
        )}
        {answer && 'message' in answer && <FormMessage>{answer.message}</FormMessage>}
      </div>
      <FilterTabs label="Which reviews" tabs={reviewTabs(show)} />
      <section aria-labelledby="reviews-found" className="grid gap-3">
        <h2 id="reviews-found" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {reviews.length === 1 ? '1 review' : `${reviews.length} reviews`}, newest first
        </h2>
        {reviews.length > 0 ? (
          <ReviewModerationList
            reviews={reviews.map(moderatedReviewOf)}
            action={reviewsPath(show)}
            formAs={Form}
            busyId={busyId}
          />
        ) : (
          <EmptyState title="No reviews here" titleAs="h3">
            {emptyWords[show]}
          </EmptyState>
        )}
      </section>
    </>
  );
}

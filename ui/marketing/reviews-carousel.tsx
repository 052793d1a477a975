import { type ComponentProps, type ReactNode } from 'react';

import { type ShopReview, type ShopStats } from '../../api';
import { formatDay } from '../../api/rules/dates';
import { CarouselDots, CarouselNext, CarouselPrevious, CarouselSlides } from '../primitives/carousel';
import { StarRating } from '../primitives/star-rating';
import { WrapCarousel } from '../primitives/wrap-carousel';
import { type DeliveryTerms } from './delivery-payment-info';
import { MarketingSection } from './marketing-section';
import { type SectionHeadingText } from './section-heading';

type ReviewsCarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  heading: SectionHeadingText;
  reviews: readonly ShopReview[];
  /** Shown above the carousel (api/'s `shopReviewStats` computes them). */
  stats: ShopStats;
  /** Delivery times stand where the old copy promised minutes (docs/decisions/023-food-shop-leftovers-replaced.md). */
  delivery: Pick<DeliveryTerms, 'localCity' | 'localDays' | 'elsewhereDays'>;
  /** Said when there are no reviews yet. */
  emptyText?: string;
  /** Under the carousel: the 'Review Your Experience' button, when the shopper may write one. */
  action?: ReactNode;
};

const count = new Intl.NumberFormat('en-NG');

function Stat({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
      <dd className="order-1 flex flex-col items-center gap-1 font-display text-display-sm">
        {value}
        {children}
      </dd>
    </div>
  );
}

/**
 * What shoppers say of the shop: the statistics, then the reviews one at a time in a carousel that wraps, with
 * previous, next and dots (and the arrow keys, and a swipe on a phone).
 */
function ReviewsCarousel({
  heading,
  reviews,
  stats,
  delivery,
  emptyText = 'No reviews yet. Be the first to tell others about your Òórùn experience.',
  action,
  ...props
}: ReviewsCarouselProps) {
  return (
    <MarketingSection heading={heading} {...props}>
      <dl
        data-slot="review-stats"
        className="grid grid-cols-2 gap-6 rounded-xl bg-surface p-6 sm:p-8 lg:grid-cols-4"
      >
        <Stat value={stats.average.toFixed(1)} label="Average rating">
          <StarRating value={stats.average} size="sm" />
        </Stat>
        <Stat value={`${stats.recommendPercent}%`} label="Would recommend us" />
        <Stat value={`${count.format(stats.happyCustomers)}+`} label="Happy customers" />
        <Stat
          value={delivery.localDays}
          label={`Delivery in ${delivery.localCity}; ${delivery.elsewhereDays} elsewhere`}
        />
      </dl>

      {reviews.length === 0 ? (
        <p className="mt-10 text-center text-lg text-muted-foreground">{emptyText}</p>
      ) : (
        <WrapCarousel aria-label="Shop reviews" className="mx-auto mt-10 max-w-3xl">
          <CarouselSlides slideClassName="p-2">
            {reviews.map((review) => (
              <figure
                key={review._id}
                data-slot="shop-review"
                className="grid min-h-56 content-start gap-4 rounded-xl border border-border bg-card p-6 shadow-card sm:p-10"
              >
                <StarRating value={review.rating} />
                <blockquote className="font-display text-display-sm text-pretty">
                  “{review.comment}”
                </blockquote>
                <figcaption className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{review.user.name}</span>
                  {' · '}
                  <time dateTime={new Date(review.date).toISOString()}>{formatDay(review.date)}</time>
                </figcaption>
              </figure>
            ))}
          </CarouselSlides>
          <div className="mt-4 flex items-center justify-center gap-2">
            <CarouselPrevious label="Previous review" />
            <CarouselDots
              className="flex-wrap"
              aria-label="Choose a review"
              dotLabel={(n) => `Go to review ${n}`}
            />
            <CarouselNext label="Next review" />
          </div>
        </WrapCarousel>
      )}
      {action && <div className="mt-8 flex justify-center">{action}</div>}
    </MarketingSection>
  );
}

export { ReviewsCarousel, type ReviewsCarouselProps };

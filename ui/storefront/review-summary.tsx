import { type ComponentProps } from 'react';

import { type RatingSummary } from '../../api';
import { cn } from '../lib/cn';
import { StarRating } from '../primitives/star-rating';
import { countOf } from './words';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

type ReviewSummaryProps = ComponentProps<'div'> & { summary: RatingSummary };

/**
 * The average, the number of reviews and how many gave each number of stars, as bars. With no review yet it
 * says so: '0.0' over five empty stars would read as a bad rating.
 */
function ReviewSummary({ summary, className, ...props }: ReviewSummaryProps) {
  const { average, count, distribution } = summary;
  if (count === 0)
    return (
      <div data-slot="review-summary" className={cn('grid gap-1', className)} {...props}>
        <p className="font-display text-2xl text-foreground">No reviews yet</p>
        <p className="text-sm text-muted-foreground">Be the first to say how it wears.</p>
      </div>
    );
  return (
    <div
      data-slot="review-summary"
      className={cn('grid gap-6 sm:grid-cols-[auto_1fr] sm:gap-10', className)}
      {...props}
    >
      <div className="grid content-start justify-items-start gap-1">
        <p className="font-display text-display-md text-foreground tabular-nums">{average.toFixed(1)}</p>
        <StarRating value={average} />
        <p className="text-sm text-muted-foreground">Based on {countOf(count, 'review')}</p>
      </div>
      <ul aria-label="Ratings by stars" className="grid gap-2">
        {STARS_DOWN.map((stars) => {
          const reviews = distribution[stars];
          const share = count === 0 ? 0 : (reviews / count) * 100;
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 text-sm">
              <span className="sr-only">
                {countOf(stars, 'star')}: {countOf(reviews, 'review')}
              </span>
              <span aria-hidden="true" className="text-muted-foreground">
                {countOf(stars, 'star')}
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-pill bg-surface">
                <span className="block h-full rounded-pill bg-accent" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="text-right text-muted-foreground tabular-nums">
                {reviews}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export { ReviewSummary, type ReviewSummaryProps };

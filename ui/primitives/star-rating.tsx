import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps } from 'react';

import { cn } from '../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

const rowVariants = cva('inline-block aspect-[11/2] shrink-0', {
  variants: {
    size: {
      sm: 'h-4',
      md: 'h-5',
      lg: 'h-8',
    },
  },
  defaultVariants: { size: 'md' },
});

type StarSize = VariantProps<typeof rowVariants>['size'];

/** lucide's star, drawn in a 24-unit square */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** a star and the gap after it, in the row's units: five make 132 x 24 (the 11/2 aspect) */
const STAR_PITCH = 27;

function Stars({ starId, className }: { starId: string; className: string }) {
  return (
    <g className={className}>
      {STARS.map((star) => (
        <use key={star} href={`#${starId}`} x={(star - 1) * STAR_PITCH} />
      ))}
    </g>
  );
}

/**
 * Five stars as one picture: the outlines, and gold stars clipped to the rating on top, each a use of one
 * star drawn once. One small element per rating rather than ten icons keeps a page of product cards light
 * for a slow phone to download, lay out and hydrate.
 */
function StarRow({ stars, size }: { stars: number; size: StarSize }) {
  const id = useId();
  const whole = Math.floor(stars);
  const goldWidth = whole * STAR_PITCH + (stars - whole) * 24;
  return (
    <svg
      aria-hidden="true"
      data-slot="stars"
      viewBox={`0 0 ${4 * STAR_PITCH + 24} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={rowVariants({ size })}
    >
      <defs>
        <path id={`${id}star`} d={STAR_PATH} />
        <clipPath id={`${id}gold`}>
          <rect width={goldWidth} height={24} />
        </clipPath>
      </defs>
      <Stars starId={`${id}star`} className="text-ivory-400" />
      <g clipPath={`url(#${id}gold)`}>
        <Stars starId={`${id}star`} className="fill-gold-500 text-gold-500" />
      </g>
    </svg>
  );
}

/** 4.3 -> 4.5, 4.2 -> 4: what the stars show and the label says. */
function roundToHalf(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

type StarRatingProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** 0 to 5, any fraction; shown rounded to the nearest half star. */
  value: number;
  size?: StarSize;
  /** Also print the number ('4.5') after the stars. */
  showValue?: boolean;
};

/** Stars showing an average. Screen readers hear 'Rated 4.5 out of 5'. */
function StarRating({ value, size, showValue = false, className, ...props }: StarRatingProps) {
  const rounded = roundToHalf(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      data-slot="star-rating"
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <StarRow stars={rounded} size={size} />
      {showValue && (
        <span aria-hidden="true" className="ml-1.5 text-sm font-medium text-foreground tabular-nums">
          {rounded.toFixed(1)}
        </span>
      )}
    </span>
  );
}

export { STARS, StarRating, type StarRatingProps, type StarSize };

import { cva } from 'class-variance-authority';
import { useId, useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { useChosenBeforeHydration } from '../lib/use-typed-before-hydration';
import { keepEnterFromSubmitting } from '../lib/keep-enter-from-submitting';
import { STARS, type StarSize } from './star-rating';
import { Icon } from './icon';

const starVariants = cva('relative inline-block shrink-0', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

/** One star, filled 0, half or whole: an outline with a gold star clipped to the fill on top. */
function StarGlyph({ fill, size }: { fill: number; size: StarSize }) {
  return (
    <span aria-hidden="true" data-slot="star" className={starVariants({ size })}>
      <Icon name="star" className="absolute inset-0 size-full stroke-[1.5] text-ivory-400" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        {/* w-auto: else the icon's own width (ui/theme.css) stays, and the gold star sits off its outline */}
        <Icon
          name="star"
          className="absolute top-0 left-0 aspect-square h-full w-auto max-w-none fill-gold-500 stroke-[1.5] text-gold-500"
        />
      </span>
    </span>
  );
}

type StarRatingInputProps = Omit<ComponentProps<'div'>, 'children' | 'defaultValue'> & {
  /** The chosen stars, 1 to 5; 0 or null while none is chosen. */
  value: number | null;
  onValueChange: (stars: number) => void;
  size?: StarSize;
  disabled?: boolean;
  /** The radios' form field name; a generated one by default. */
  name?: string;
  required?: boolean;
};

/**
 * Choosing 1 to 5 stars: five of the browser's radios sharing one name, so Tab enters the group and the arrow
 * keys move and choose; hovering previews. Name it with aria-label ('Your rating') or aria-labelledby.
 */
function StarRatingInput({
  value,
  onValueChange,
  size = 'lg',
  disabled,
  name,
  required,
  className,
  ...props
}: StarRatingInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const groupRef = useChosenBeforeHydration<HTMLDivElement>(
    value === null || value === undefined ? undefined : String(value),
    (chosen) => onValueChange(Number(chosen)),
  );

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      data-slot="star-rating-input"
      aria-required={required}
      className={cn('inline-flex items-center', className)}
      onPointerLeave={() => setPreview(null)}
      {...props}
    >
      {STARS.map((star) => (
        <span
          key={star}
          data-slot="star-rating-option"
          onPointerEnter={() => !disabled && setPreview(star)}
          className={cn(
            'relative inline-flex size-touch items-center justify-center',
            'transition-transform duration-fast hover:scale-110 has-disabled:opacity-60',
          )}
        >
          <StarGlyph size={size} fill={star <= shown ? 1 : 0} />
          {/* The radio itself is invisible, laid over the star: it takes the clicks and draws the focus ring. */}
          <input
            type="radio"
            name={name ?? id}
            value={star}
            checked={value === star}
            onChange={() => onValueChange(star)}
            onKeyDown={keepEnterFromSubmitting}
            disabled={disabled}
            required={required}
            aria-label={star === 1 ? '1 star' : `${star} stars`}
            className="absolute inset-0 cursor-pointer appearance-none rounded-md disabled:cursor-not-allowed"
          />
        </span>
      ))}
    </div>
  );
}

export { StarRatingInput, type StarRatingInputProps };

import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { STARS, type StarSize } from './star-rating';

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
      <Star className="absolute inset-0 size-full text-ivory-400" strokeWidth={1.5} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
        <Star
          className="absolute top-0 left-0 aspect-square h-full max-w-none fill-gold-500 text-gold-500"
          strokeWidth={1.5}
        />
      </span>
    </span>
  );
}

type StarRatingInputProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation'
> & {
  /** The chosen stars, 1 to 5; 0 or null while none is chosen. */
  value: number | null;
  onValueChange: (stars: number) => void;
  size?: StarSize;
};

/**
 * Choosing 1 to 5 stars: a radio group, so Tab enters it and the arrow keys move and choose; hovering previews.
 * Name it with aria-label ('Your rating') or aria-labelledby.
 */
function StarRatingInput({
  value,
  onValueChange,
  size = 'lg',
  className,
  disabled,
  ...props
}: StarRatingInputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;

  return (
    <RadioGroupPrimitive.Root
      data-slot="star-rating-input"
      orientation="horizontal"
      value={value ? String(value) : null}
      onValueChange={(next) => onValueChange(Number(next))}
      disabled={disabled}
      className={cn('inline-flex items-center', className)}
      onPointerLeave={() => setPreview(null)}
      {...props}
    >
      {STARS.map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={star === 1 ? '1 star' : `${star} stars`}
          data-slot="star-rating-option"
          onPointerEnter={() => !disabled && setPreview(star)}
          className={cn(
            'inline-flex size-touch items-center justify-center rounded-md',
            'transition-transform duration-fast hover:scale-110 disabled:cursor-not-allowed disabled:opacity-60',
          )}
        >
          <StarGlyph size={size} fill={star <= shown ? 1 : 0} />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

export { StarRatingInput, type StarRatingInputProps };

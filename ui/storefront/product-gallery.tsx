import { useRef, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';

import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { ProductImage } from './product-image';

type ProductGalleryProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  images: readonly string[];
  /** The product's name, for the images' alt text. */
  name: string;
  /** The image shown (0-based), when the parent owns it. */
  index?: number;
  onIndexChange?: (index: number) => void;
};

/**
 * The product page's photos: a large image and a row of thumbnails. Each thumbnail is a link to its picture, so a
 * tap before the page's scripts run (or without them) opens the picture itself; with them, the tap shows it in the
 * large frame instead. The arrow keys, Home and End move along the row too.
 */
function ProductGallery({ images, name, index, onIndexChange, className, ...props }: ProductGalleryProps) {
  const [shownIndex, setShownIndex] = useControllableState({
    value: index,
    defaultValue: 0,
    onChange: onIndexChange,
  });
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(shownIndex, Math.max(0, count - 1));

  function show(next: number) {
    setShownIndex(next);
    thumbnails.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  }

  return (
    <div data-slot="product-gallery" className={cn('grid gap-3', className)} {...props}>
      <div className="aspect-4/5 overflow-hidden rounded-xl bg-surface shadow-card">
        <ProductImage
          src={images[current]}
          alt={count > 1 ? `${name}, image ${current + 1} of ${count}` : name}
          priority
        />
      </div>
      {count > 1 && (
        <ul aria-label="Product images" className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, position) => (
            <li key={`${image}-${position}`} className="shrink-0">
              <a
                ref={(element) => {
                  thumbnails.current[position] = element;
                }}
                href={image}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setShownIndex(position);
                }}
                onKeyDown={onKeyDown}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 border-transparent sm:size-20',
                  'transition-[border-color,opacity] duration-fast hover:opacity-100',
                  position === current ? 'border-primary' : 'opacity-70',
                )}
              >
                <ProductImage src={image} alt="" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { ProductGallery, type ProductGalleryProps };

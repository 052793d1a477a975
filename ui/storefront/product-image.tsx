import { useState, type ComponentProps } from 'react';

import { cn } from '../lib/cn';

/** Shown when a product has no image or its image fails to load (a deleted file, a bad URL from the catalogue). */
const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'loading' | 'alt'> & {
  /** The product's name, or '' when the image sits beside the name already (a card, a thumbnail). */
  alt: string;
  /** The image URL; the placeholder when absent. */
  src: string | undefined;
  /** Load it at once (the first cards on screen, the gallery's main image); otherwise lazily. */
  priority?: boolean;
};

/**
 * A picture uploaded in the admin (`/pictures/<hash>-480.webp`) has a twice-as-large one beside it for sharp
 * screens (server/services/pictures.ts); the pictures shipped with the shop have one size only.
 */
function sharpSrcSet(src: string): string | undefined {
  const match = /^\/pictures\/([0-9a-f]{16,64})-480\.webp$/.exec(src);
  return match ? `${src} 1x, /pictures/${match[1]}-960.webp 2x` : undefined;
}

/** A product photo that never shows a broken-image icon: it falls back to the placeholder on error. */
function ProductImage({ src, alt, priority = false, className, onError, ...props }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? PLACEHOLDER_IMAGE : src;

  return (
    <img
      data-slot="product-image"
      src={shown}
      srcSet={sharpSrcSet(shown)}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // a first card's picture is part of the first paint (it is often the page's largest); the rest can wait
      decoding={priority ? 'sync' : 'async'}
      className={cn('size-full bg-surface object-cover', className)}
      onError={(event) => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(shown);
        onError?.(event);
      }}
      {...props}
    />
  );
}

export { PLACEHOLDER_IMAGE, ProductImage, type ProductImageProps };

import { type ComponentProps } from 'react';

import { type Product } from '../../api';
import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { Badge } from '../primitives/badge';
import { Price } from '../primitives/price';
import { ProductImage } from './product-image';
import { currentlyUnavailable } from './words';

/** What a card needs of a product. It only reads the pictures, so the admin's draft (a readonly list) fits too. */
type ProductCardData = Pick<Product, 'name' | 'basePrice' | 'inStock' | 'bestseller'> & {
  image: readonly string[];
};

type ProductCardProps = ComponentProps<'article'> & {
  product: ProductCardData;
  /** The product page ('/product/abc123'). */
  href: string;
  /** Sizes, wrap, base or side options exist (the store asks api/'s `hasOptions`). */
  hasOptions?: boolean;
  /** Show the 'Bestseller' badge for a bestseller; off where every card is one (Customer Favorites). */
  showBestseller?: boolean;
  /** Load the image at once: the first cards on the screen. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * A perfume in the collection's grid. The whole card is one link: the name's link stretches over the card
 * (ui/theme.css's stretched-link), so there is a single tab stop and nothing interactive inside another.
 */
function ProductCard({
  product,
  href,
  hasOptions = false,
  showBestseller = true,
  priority = false,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: ProductCardProps) {
  const outOfStock = !product.inStock;
  const bestseller = showBestseller && product.bestseller;

  return (
    <article
      data-slot="product-card"
      data-out-of-stock={outOfStock || undefined}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg bg-card shadow-card',
        'transition-shadow duration-base ease-luxe hover:shadow-lift has-focus-visible:shadow-lift',
        className,
      )}
      {...props}
    >
      <div className="relative aspect-4/5 overflow-hidden bg-surface">
        <ProductImage
          src={product.image[0]}
          alt=""
          priority={priority}
          className={cn(
            'transition-transform duration-slow ease-luxe group-hover:scale-105',
            outOfStock && 'opacity-70 grayscale-[40%]',
          )}
        />
        {(outOfStock || bestseller) && (
          <div
            data-slot="product-card-badges"
            className="absolute top-2 left-2 flex flex-col items-start gap-1.5"
          >
            {outOfStock && <Badge tone="out-of-stock">OUT OF STOCK</Badge>}
            {bestseller && <Badge tone="bestseller">Bestseller</Badge>}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <Heading className="font-display text-lg leading-snug text-foreground sm:text-xl">
          <ShopLink href={href} className="stretched-link">
            {product.name}
          </ShopLink>
        </Heading>
        <Price amount={product.basePrice} unavailable={outOfStock} unavailableLabel="Was" />
        {outOfStock && <p className="text-sm text-muted-foreground">{currentlyUnavailable}</p>}
        {hasOptions && (
          <Badge tone="multiple-options" shape="note" className="mt-auto max-w-full">
            Multiple options available
          </Badge>
        )}
      </div>
    </article>
  );
}

export { ProductCard, type ProductCardData, type ProductCardProps };

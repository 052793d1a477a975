import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { Badge } from '../primitives/badge';
import { Price } from '../primitives/price';
import { ProductCard } from '../storefront/product-card';
import { ProductGallery } from '../storefront/product-gallery';
import { VariationSelectors } from '../storefront/variation-selectors';
import { type ProductPreviewData } from './product-draft';

type ProductPreviewProps = Omit<ComponentProps<'section'>, 'children'> & {
  product: ProductPreviewData;
  /** Where the card leads once saved (the product's page); '#' before the first save. */
  href?: string;
  headingLevel?: 'h2' | 'h3';
};

const nothing = () => undefined;

/**
 * What shoppers will see, before saving: the storefront's product card and the top of the product page (the
 * pictures, the badges, the name, the price, the choices and the description), drawn by the storefront's own parts.
 */
function ProductPreview({
  product,
  href = '#',
  headingLevel: Heading = 'h2',
  className,
  ...props
}: ProductPreviewProps) {
  const { sizes, wrap, base, side } = product.variations;
  const hasOptions = sizes.length > 0 || wrap.available || base.options.length > 0 || side.options.length > 0;
  return (
    <section
      data-slot="product-preview"
      aria-label="Preview"
      className={cn('grid gap-4', className)}
      {...props}
    >
      <Heading className="font-display text-xl text-foreground">Preview</Heading>
      <div className="grid gap-6 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">In the collection</p>
          <ProductCard
            product={product}
            href={href}
            hasOptions={hasOptions}
            headingLevel={Heading === 'h2' ? 'h3' : 'h2'}
            className="max-w-56"
          />
        </div>
        <div className="grid gap-3" data-slot="product-preview-page">
          <p className="text-sm text-muted-foreground">On its page</p>
          <ProductGallery images={product.image} name={product.name} className="max-w-72" />
          {(!product.inStock || product.bestseller) && (
            <div className="flex flex-wrap gap-2">
              {!product.inStock && <Badge tone="out-of-stock">OUT OF STOCK</Badge>}
              {product.bestseller && <Badge tone="bestseller">Bestseller</Badge>}
            </div>
          )}
          <p className="font-display text-display-sm text-foreground">{product.name}</p>
          <Price amount={product.basePrice} size="lg" unavailable={!product.inStock} />
          <VariationSelectors
            variations={product.variations}
            value={{}}
            onBaseChange={nothing}
            onSideChange={nothing}
            onSizeChange={nothing}
            onWrapChange={nothing}
            disabled
          />
          {product.description && (
            <p className="leading-relaxed whitespace-pre-line text-foreground">{product.description}</p>
          )}
        </div>
      </div>
    </section>
  );
}

export { ProductPreview, type ProductPreviewProps };

import { type ComponentProps } from 'react';

import { cn } from '../lib/cn';
import { ShopLink } from '../lib/link';
import { formatPrice } from '../lib/money';
import { Badge } from '../primitives/badge';
import { ProductImage } from '../storefront/product-image';

/** A perfume as the admin's list shows it. */
type AdminProductSummary = {
  productId: string;
  /** its form (/admin/products/<id>) */
  href: string;
  name: string;
  category: string;
  price: number;
  image: string | undefined;
  /** 'In stock: 12', 'Out of stock', 'In stock (no count)' */
  stockLabel: string;
  bestseller: boolean;
};

type AdminProductListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  products: readonly AdminProductSummary[];
};

/** The admin's perfumes, one row each: the picture, the name (a link to its form), the category, price and stock. */
function AdminProductList({ products, className, ...props }: AdminProductListProps) {
  return (
    <ul data-slot="admin-product-list" className={cn('grid gap-2', className)} {...props}>
      {products.map((product) => (
        <li
          key={product.productId}
          className="flex items-center gap-3 rounded-lg border border-border bg-card p-2 shadow-card sm:gap-4 sm:p-3"
        >
          <div className="aspect-4/5 w-12 shrink-0 overflow-hidden rounded-md sm:w-14">
            <ProductImage src={product.image} alt="" />
          </div>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <ShopLink
              href={product.href}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {product.name}
            </ShopLink>
            <p className="text-sm text-muted-foreground">
              {product.category} · {formatPrice(product.price)} · {product.stockLabel}
            </p>
          </div>
          {product.bestseller && <Badge tone="bestseller">Bestseller</Badge>}
        </li>
      ))}
    </ul>
  );
}

export { AdminProductList, type AdminProductListProps, type AdminProductSummary };

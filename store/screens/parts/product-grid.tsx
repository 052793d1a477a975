import { Link } from 'react-router-dom';
import { hasOptions, type Product } from '../../../api';
import { Badge, Price } from '../../../ui';

/*
 * The catalogue's cards until ui/ ships its ProductCard: first image, name, base price, a link to the
 * product page, 'OUT OF STOCK' with a struck-through price and 'Multiple options available'.
 */
function ProductTile({ product }: { product: Product }) {
  const image = product.image[0];
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-soft">
      <div className="relative aspect-square bg-surface">
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            width={400}
            height={400}
            className="size-full object-cover"
          />
        )}
        {!product.inStock && (
          <Badge tone="out-of-stock" className="absolute top-3 left-3">
            Out of stock
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-xl text-foreground">
          <Link to={`/product/${product._id}`} className="after:absolute after:inset-0 hover:underline">
            {product.name}
          </Link>
        </h3>
        <Price amount={product.basePrice} unavailable={!product.inStock} />
        {!product.inStock && <p className="text-sm text-muted-foreground">Currently unavailable</p>}
        {hasOptions(product) && (
          <Badge tone="multiple-options" className="mt-auto self-start">
            Multiple options available
          </Badge>
        )}
      </div>
    </li>
  );
}

export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <ProductTile key={product._id} product={product} />
      ))}
    </ul>
  );
}

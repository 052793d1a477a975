import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  missingSelections,
  ratingSummary,
  selectionMessage,
  unitPrice,
  type CartVariations,
  type Product,
} from '../../api';
import {
  Badge,
  Breadcrumbs,
  Button,
  Checkbox,
  Price,
  QuantityStepper,
  RadioGroup,
  Select,
  StarRating,
} from '../../ui';
import { apiFrom } from '../data/api';
import { orElse, orThrow } from '../data/load';
import { useCart } from '../providers';
import { productJsonLd } from '../seo/product-ld';
import type { MetaFunction } from '../seo/route-meta';
import { toast } from '../toasts';

/**
 * Product detail: name, price, images, description, options and add to cart, with its reviews.
 * The full screen (confirm dialog, review form, related products, delivery block) comes with its own change.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const id = params.productId ?? '';
  const [product, reviews] = await Promise.all([api.product({ id }), api.productReviews({ productId: id })]);
  return { product: orThrow(product).product, reviews: orElse(reviews, { reviews: [] }).reviews };
}

const DESCRIPTION_LENGTH = 160;
const shorten = (text: string) =>
  text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;

export const meta: MetaFunction<typeof loader> = ({ data, path, publicUrl }) => ({
  title: data.product.name,
  description: shorten(data.product.description),
  image: data.product.image[0],
  type: 'product',
  jsonLd: productJsonLd(data.product, data.reviews, { path, publicUrl }),
});

function Options({
  product,
  chosen,
  onChange,
}: {
  product: Product;
  chosen: CartVariations;
  onChange: (next: CartVariations) => void;
}) {
  const { sizes, wrap, base, side } = product.variations;
  const disabled = !product.inStock;
  const choice = (label: string, key: 'base' | 'side', options: readonly string[]) =>
    options.length > 0 && (
      <label className="grid gap-2 text-sm font-medium">
        {label}
        <Select
          placeholder={`Choose ${label.toLowerCase()}`}
          options={options.map((option) => ({ value: option, label: option }))}
          value={chosen[key] ?? ''}
          onValueChange={(value) => onChange({ ...chosen, [key]: value })}
          disabled={disabled}
        />
      </label>
    );
  return (
    <div className="grid gap-5">
      {choice(base.name || 'Base scent', 'base', base.options)}
      {choice(side.name || 'Side scent', 'side', side.options)}
      {sizes.length > 0 && (
        <RadioGroup
          label="Size"
          value={chosen.size ?? ''}
          disabled={disabled}
          // picking a size unchecks wrap (specification section 4)
          onValueChange={(size) => onChange({ ...chosen, size, wrap: undefined })}
          options={sizes.map((option) => ({
            value: option.size,
            label: (
              <span className="flex gap-3">
                {option.size} <Price amount={option.price} size="sm" />
              </span>
            ),
          }))}
        />
      )}
      {wrap.available && (
        <Checkbox
          label={
            <span className="flex gap-3">
              Wrap it yourself <Price amount={wrap.price} size="sm" />
            </span>
          }
          checked={chosen.wrap === true}
          disabled={disabled}
          // choosing wrap clears the size
          onCheckedChange={(checked) =>
            onChange({ ...chosen, wrap: checked === true || undefined, size: undefined })
          }
        />
      )}
    </div>
  );
}

export function Component() {
  const { product, reviews } = useLoaderData<typeof loader>();
  const cart = useCart();
  const [chosen, setChosen] = useState<CartVariations>({});
  const [quantity, setQuantity] = useState(1);
  const rating = ratingSummary(reviews.map((review) => review.rating));
  const image = product.image[0];

  const addToCart = () => {
    const problem = selectionMessage(missingSelections(product, chosen));
    if (problem) {
      toast.error(problem);
      return;
    }
    cart.add(product, quantity, chosen);
  };

  return (
    <div className="mx-auto w-full max-w-page px-gutter py-8 sm:px-6">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Perfumes', href: '/products' },
          { label: product.name },
        ]}
      />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="grid gap-3">
          {image && (
            <img
              src={image}
              alt={product.name}
              width={800}
              height={800}
              className="aspect-square w-full rounded-lg bg-surface object-cover"
            />
          )}
          {product.image.length > 1 && (
            <ul className="grid grid-cols-4 gap-3" aria-label="More pictures">
              {product.image.slice(1).map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${product.name}, view ${index + 2}`}
                    loading="lazy"
                    width={200}
                    height={200}
                    className="aspect-square w-full rounded-md bg-surface object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-5">
          <div className="flex flex-wrap gap-2">
            {!product.inStock && <Badge tone="out-of-stock">Out of stock</Badge>}
            {product.bestseller && <Badge tone="bestseller">Bestseller</Badge>}
          </div>
          <h1 className="font-display text-display-md text-foreground">{product.name}</h1>
          {rating.count > 0 && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <StarRating value={rating.average} showValue />
              <span>
                ({rating.count} {rating.count === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          )}
          <Price amount={unitPrice(product, chosen)} size="xl" unavailable={!product.inStock} />
          <Options product={product} chosen={chosen} onChange={setChosen} />
          <p className="leading-relaxed text-foreground">{product.description}</p>
          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper
              value={quantity}
              onValueChange={setQuantity}
              max={product.stock}
              disabled={!product.inStock}
              label="Quantity"
              size="lg"
            />
            <Button size="lg" onClick={addToCart} disabled={!product.inStock}>
              <ShoppingBag aria-hidden="true" />
              Add to cart
            </Button>
          </div>
        </div>
      </div>
      <section aria-labelledby="reviews" className="mt-14 max-w-prose">
        <h2 id="reviews" className="font-display text-display-sm">
          Reviews
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-3 text-muted-foreground">No reviews yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {reviews.map((review) => (
              <li key={review._id} className="rounded-lg border border-border bg-card p-4">
                <p className="flex items-center gap-3 text-sm font-medium">
                  {review.user.name} <StarRating value={review.rating} size="sm" />
                </p>
                <p className="mt-2 text-sm">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { EmptyState, type EmptyStateProps } from '../primitives/empty-state';
import { Icon } from '../primitives/icon';

type ShopEmptyProps = Omit<EmptyStateProps, 'title' | 'icon' | 'action' | 'children'> & {
  /** Where the button goes; the collection (/menu) by default. */
  browseHref?: string;
};

/** An empty list with its one way out: a button into the collection. */
function BrowseEmpty({
  browseHref = '/menu',
  button,
  children,
  ...props
}: ShopEmptyProps & Pick<EmptyStateProps, 'title' | 'icon' | 'children'> & { button: string }) {
  return (
    <EmptyState
      action={
        <Button asChild>
          <ShopLink href={browseHref}>{button}</ShopLink>
        </Button>
      }
      {...props}
    >
      {children}
    </EmptyState>
  );
}

/** The cart with nothing in it, in a perfume shop's words (docs/decisions/023-food-shop-leftovers-replaced.md). */
function CartEmpty(props: ShopEmptyProps) {
  return (
    <BrowseEmpty
      icon={<Icon name="shopping-bag" />}
      title="Your Cart is Empty"
      button="Browse Collection"
      {...props}
    >
      Add some beautiful scents to your cart!
    </BrowseEmpty>
  );
}

/** The orders page with no orders yet; its button says what the cart's says. */
function OrdersEmpty(props: ShopEmptyProps) {
  return (
    <BrowseEmpty
      icon={<Icon name="package-open" />}
      title="No Orders Found"
      button="Browse Collection"
      {...props}
    >
      You haven&apos;t placed any orders yet.
    </BrowseEmpty>
  );
}

export { CartEmpty, OrdersEmpty, type ShopEmptyProps };

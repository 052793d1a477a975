import { ShopLink } from '../lib/link';
import { Button } from '../primitives/button';
import { EmptyState, type EmptyStateProps } from '../primitives/empty-state';
import { Icon } from '../primitives/icon';

type ShopEmptyProps = Omit<EmptyStateProps, 'title' | 'icon' | 'action' | 'children'> & {
  /** Where the button goes; the collection (/menu, DESIGN.md decision 1) by default. */
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

/** The cart with nothing in it (DESIGN.md decision 2: the spec's meal wording replaced). */
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

/** The orders page with no orders yet; its button says what the cart's says (DESIGN.md decision 2). */
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

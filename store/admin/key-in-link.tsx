import { Button, Icon, ShopLink } from '../../ui';
import { adminPaths } from './view';

/** The way to key in an order from WhatsApp, a call or the counter, where the owner starts the day and the orders. */
export function KeyInOrderLink() {
  return (
    <Button asChild variant="outline" wrap className="justify-self-start print:hidden">
      <ShopLink href={adminPaths.newOrder}>
        <Icon name="plus" />
        Key in an order
      </ShopLink>
    </Button>
  );
}

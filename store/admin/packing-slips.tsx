import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Button, EmptyState, ShopLink } from '../../ui';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer, type AdminDenied } from './access';
import { PackingSlipSheet, PrintBar } from './packing-slip';
import { adminPaths } from './view';

/**
 * /admin/orders/slips?order=<id>&order=<id>: the packing slips of the orders chosen on the to-ship list, one A4
 * sheet each, printed in one go. The address holds order ids only, never a shopper's details.
 */

/** A day's packing is a page of the to-ship list at most. */
const MOST_SLIPS = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const chosen = [...new Set(new URL(request.url).searchParams.getAll('order'))].slice(0, MOST_SLIPS);
  const api = apiFrom(context);
  const orders = [];
  for (const orderId of chosen) {
    const answer = adminAnswer(await api.adminOrder({ orderId }));
    if (!answer.ok) return { denied: answer.denied satisfies AdminDenied };
    orders.push(answer.data.order);
  }
  return { orders };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data?.orders ? `Packing slips (${data.orders.length})` : 'Packing slips',
  noindex: true,
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if ('denied' in loaded) return null;
  const { orders } = loaded;
  const back = { href: adminPaths.toShip, label: 'Back to the orders to ship' };
  if (orders.length === 0)
    return (
      <>
        <h1 className="font-display text-display-sm">Packing slips</h1>
        <EmptyState
          title="No order chosen"
          action={
            <Button asChild variant="outline" wrap>
              <ShopLink href={back.href}>{back.label}</ShopLink>
            </Button>
          }
        >
          Tick the orders to pack on the list of orders to ship, then print their packing slips.
        </EmptyState>
      </>
    );
  return (
    <div className="grid max-w-3xl gap-10 print:max-w-none print:gap-0">
      <h1 className="font-display text-display-sm print:sr-only">
        Packing slips: {orders.length === 1 ? '1 order' : `${orders.length} orders`}
      </h1>
      <PrintBar back={back} />
      {orders.map((order) => (
        <PackingSlipSheet key={order._id} order={order} titleId={`slip-${order._id}`} titleAs="h2" />
      ))}
    </div>
  );
}

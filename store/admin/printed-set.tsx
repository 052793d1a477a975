import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminOrder } from '../../api';
import { Button, EmptyState, ShopLink } from '../../ui';
import { apiFrom } from '../data/api';
import { orElse } from '../data/load';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer, type AdminDenied } from './access';
import { PrintBar, type SheetProps } from './printed-sheet';
import { adminPaths } from './view';

/*
 * A set of printed sheets (packing slips, invoices) for the orders chosen on the to-ship list:
 * `?order=<id>&order=<id>`, one A4 sheet each, printed in one go. The address holds order ids only, never a
 * shopper's details (docs/decisions/055-packing-day.md).
 */

/** A day's packing is a page of the to-ship list at most. */
const MOST_SHEETS = 50;

/** The chosen orders, each once, in the order chosen; or why this visitor may not see them. */
export async function loadChosenOrders({ request, context }: LoaderFunctionArgs) {
  const chosen = [...new Set(new URL(request.url).searchParams.getAll('order'))].slice(0, MOST_SHEETS);
  const api = apiFrom(context);
  const orders: AdminOrder[] = [];
  for (const orderId of chosen) {
    const answer = adminAnswer(await api.adminOrder({ orderId }));
    if (!answer.ok) return { denied: answer.denied satisfies AdminDenied };
    orders.push(answer.data.order);
  }
  return { orders, config: orElse(await api.config(), null)?.config ?? null };
}

type ChosenOrders = Awaited<ReturnType<typeof loadChosenOrders>>;

/** 'Packing slips (3)' */
export const setMeta =
  (what: string): MetaFunction<typeof loadChosenOrders> =>
  ({ data }) => ({
    title: data?.orders ? `${what} (${data.orders.length})` : what,
    noindex: true,
  });

type Sheet = ComponentType<SheetProps>;

/** The page: its heading (off the paper), Print and the way back, then a sheet per order. */
export function PrintedSet({ what, sheet: Sheet }: { what: string; sheet: Sheet }) {
  const loaded = useLoaderData<ChosenOrders>();
  if ('denied' in loaded) return null;
  const { orders, config } = loaded;
  const back = { href: adminPaths.toShip, label: 'Back to the orders to ship' };
  if (orders.length === 0)
    return (
      <>
        <h1 className="font-display text-display-sm">{what}</h1>
        <EmptyState
          title="No order chosen"
          action={
            <Button asChild variant="outline" wrap>
              <ShopLink href={back.href}>{back.label}</ShopLink>
            </Button>
          }
        >
          Tick the orders on the list of orders to ship, then print their {what.toLowerCase()}.
        </EmptyState>
      </>
    );
  return (
    <div className="grid max-w-3xl gap-10 print:max-w-none print:gap-0">
      <h1 className="font-display text-display-sm print:sr-only">
        {`${what}: ${orders.length === 1 ? '1 order' : `${orders.length} orders`}`}
      </h1>
      <PrintBar back={back} />
      {orders.map((order) => (
        <Sheet key={order._id} order={order} titleId={`sheet-${order._id}`} titleAs="h2" config={config} />
      ))}
    </div>
  );
}

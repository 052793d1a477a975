import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { accountantExportPaths, exportDaysOf, formatIsoDay } from '../../api';
import {
  AccountantExportForm,
  AdminOrderList,
  EmptyState,
  FormMessage,
  OlderPageForm,
  OrdersFilterForm,
} from '../../ui';
import type { OrdersFilter, OrdersFilterAnswer, ShipAnswer } from '../actions/admin';
import { apiFrom } from '../data/api';
import type { MetaFunction } from '../seo/route-meta';
import { adminAnswer } from './access';
import { KeyInOrderLink } from './key-in-link';
import { ToShipForm } from './to-ship';
import { adminPaths, anyStatusOptions, orderSummaryOf } from './view';

/**
 * /admin/orders: newest first, filtered. Today's links filter by status and payment in the address (nothing of
 * a shopper's there); the form posts, as its search may hold an email or a phone, and its answer is the list found.
 * Fifty at a time: 'Older orders' posts the same filter with where the next page starts. Under the list, the
 * accountant's two CSV files for a range of days (docs/decisions/052-accountant-exports.md). Filtered to the
 * orders to ship, the list is packing day's (store/admin/to-ship.tsx).
 */
export const meta: MetaFunction = () => ({ title: 'Orders', noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const filter: OrdersFilter = { status: query.get('status') ?? '', payment: query.get('payment') ?? '' };
  const answer = adminAnswer(await apiFrom(context).adminOrders(filter));
  // this month so far in Lagos, the range an accountant asks for most; the loader's, so the page hydrates the same
  // days. The days of a refused export come back in the address (server/routes/admin-exports.ts), kept as typed.
  const today = formatIsoDay(Date.now());
  const typed = query.has('from') || query.has('to');
  const exportDays = typed
    ? { from: query.get('from') ?? '', to: query.get('to') ?? '' }
    : { from: `${today.slice(0, 8)}01`, to: today };
  const asked = typed ? exportDaysOf(exportDays) : undefined;
  const exportRefused = asked && 'problem' in asked ? asked : undefined;
  return answer.ok
    ? { filter, orders: answer.data.orders, older: answer.data.older, exportDays, exportRefused }
    : null;
}

export function Component() {
  const listed = useLoaderData<typeof loader>();
  const posted = useActionData<OrdersFilterAnswer | ShipAnswer>();
  const navigation = useNavigation();
  if (!listed) return null;
  const sending = navigation.state === 'submitting' && navigation.formAction === adminPaths.orders;
  const olderAsked = sending && navigation.formData?.has('older');
  const filter = posted && 'filter' in posted ? posted.filter : listed.filter;
  const shipped = posted && 'done' in posted ? posted.done : undefined;
  const errors = posted && 'errors' in posted ? posted.errors : undefined;
  const found = posted && 'orders' in posted ? posted : { ...listed, olderPage: false };
  const { orders, older } = found;
  // a refused filter found nothing: the list below is every order, and its heading says so
  const filtered = !errors && Object.values(filter).some(Boolean);
  // the paid orders waiting to go out, Today's 'To ship': listed for packing, with what each parcel holds
  const toShip = !errors && filter.status === 'processing';
  return (
    <>
      <h1 className="font-display text-display-sm">Orders</h1>
      <KeyInOrderLink />
      <OrdersFilterForm
        action={adminPaths.orders}
        formAs={Form}
        statusOptions={anyStatusOptions}
        values={filter}
        errors={errors}
        busy={sending && !olderAsked}
      />
      <section aria-labelledby="orders-found" className="grid gap-3">
        <h2 id="orders-found" className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {orders.length === 1 ? '1 order' : `${orders.length} orders`}
          {found.olderPage ? ', older' : toShip ? ' to ship' : filtered ? ' found' : ', newest first'}
          {older ? ', and older ones' : ''}
        </h2>
        {/* the router hands over the answer before the list is read again: the sentence waits for the list */}
        {shipped && navigation.state === 'idle' && <FormMessage tone="success">{shipped}</FormMessage>}
        {orders.length > 0 && toShip ? (
          <ToShipForm orders={orders} />
        ) : orders.length > 0 ? (
          <AdminOrderList orders={orders.map(orderSummaryOf)} />
        ) : toShip ? (
          <EmptyState title="Nothing to ship" titleAs="h3">
            Every paid order has gone out. Orders show here once they are paid.
          </EmptyState>
        ) : (
          <EmptyState title="No orders found" titleAs="h3">
            {filtered ? 'No order matches these filters. Clear them to see every order.' : 'No orders yet.'}
          </EmptyState>
        )}
        {older && (
          <OlderPageForm
            action={adminPaths.orders}
            formAs={Form}
            values={filter}
            older={older}
            busy={olderAsked}
          >
            Older orders
          </OlderPageForm>
        )}
      </section>
      <AccountantExportForm
        id="accountant-export"
        ordersAction={accountantExportPaths.orders}
        paymentsAction={accountantExportPaths.payments}
        values={listed.exportDays}
        refused={listed.exportRefused}
      />
    </>
  );
}

import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  useActionData,
  useLoaderData,
  useLocation,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { awaitsCardPayment, isFailure, orderReferenceCode, type Order } from '../../api';
import { isRecord } from '../../api/guards';
import { Button, FormMessage, OrderCard, OrdersEmpty, ShopLink, Spinner } from '../../ui';
import { whatsAppLinks } from '../content/whatsapp';
import { apiFrom, onServer, visitorFrom } from '../data/api';
import type { PlacedOrderState } from '../features/checkout';
import { useOrdersActor } from '../features/orders';
import { useHydrated, useSession } from '../features';
import { orderCardOf } from '../features/order-view';
import type { MetaFunction } from '../seo/route-meta';
import { useShopConfig } from '../shell/root-data';
import { Page } from './parts/page';
import { awaitsTransfer, BankTransferFor } from './orders/bank-transfer';
import { PayNow, usePayNowRefusal } from './orders/pay-now';
import { TrackOrder } from './orders/track-order';

/**
 * MY ORDERS, newest first. A shopper sees the orders of their account; a guest those placed from this device and
 * a form to track another (docs/decisions/028-guest-orders-and-order-mails.md). The server renders the orders its
 * cookies name (the session's, or those placed with this browser's guest cookie), so the page works without the
 * scripts; once they run, the list is this device's (a guest's orders are also remembered in its storage).
 */
export const meta: MetaFunction = () => ({
  title: 'My orders',
  description: 'Your orders and their status.',
  noindex: true,
});

export async function loader({ context }: LoaderFunctionArgs) {
  if (!onServer(context)) return null;
  const answer = await apiFrom(context).userOrders({});
  return {
    loggedIn: visitorFrom(context).loggedIn,
    orders: isFailure(answer) ? null : answer.orders,
    message: isFailure(answer) ? answer.message : null,
  };
}

type OrdersActor = ReturnType<typeof useOrdersActor>;

/** An unpaid card order's Pay now, posting to this page's action until the scripts run. */
const payNowFor = (order: Order) =>
  awaitsCardPayment(order) ? <PayNow orderId={order._id} action="/orders" /> : undefined;

const Loading = () => (
  <div className="flex justify-center py-16">
    <Spinner label="Loading your orders" size="lg" />
  </div>
);

/**
 * The order the checkout has just placed, when it still waits for a bank transfer: named by the checkout in
 * the page's state, or, after a post without JavaScript, in the address (?placed=<order id>). The state is
 * the history entry's, which a reload keeps and the server never sees: it is read once the page has
 * hydrated, so the first render is the server's HTML.
 */
function usePlacedOrder(orders: readonly Order[]): Order | undefined {
  const [search] = useSearchParams();
  const state: unknown = useLocation().state;
  const key: keyof PlacedOrderState = 'placedOrderId';
  const fromState = isRecord(state) && typeof state[key] === 'string' ? state[key] : undefined;
  const placed = (useHydrated() ? fromState : undefined) ?? search.get('placed');
  const order = orders.find((candidate) => candidate._id === placed);
  return order && awaitsTransfer(order) ? order : undefined;
}

/**
 * One order of the list. An order still waiting for its bank transfer shows where to send it under its card,
 * on every visit (the one just placed has it at the top of the page already).
 */
function OrderItem({ order, placed, children }: { order: Order; placed?: Order; children: ReactNode }) {
  return (
    <li className="grid gap-4">
      {children}
      {awaitsTransfer(order) && order._id !== placed?._id && <BankTransferFor order={order} />}
    </li>
  );
}

/** A WhatsApp chat with the shop about an order, its reference typed in; none without the shop's settings. */
function useOrderChat() {
  const config = useShopConfig();
  return (orderId: string) =>
    config ? whatsAppLinks(config.businessPhone).order(orderReferenceCode(orderId)) : undefined;
}

/**
 * The list of orders: the server's (`fromServer`) until the page's scripts run (`live`) and this device's
 * list has come, so the shopper never sees what they read swapped for a spinner; then the orders machine's.
 */
function OrdersList({ actor, live, fromServer }: ListProps & { actor: OrdersActor }) {
  const snapshot = useSelector(actor, (state) => state);
  const { orders, message, refreshing } = snapshot.context;
  const placed = usePlacedOrder(orders);
  const chatAbout = useOrderChat();

  if (!live || snapshot.matches('loading')) return fromServer ?? <Loading />;
  if (snapshot.matches('failed')) {
    return (
      <div className="mt-8 grid max-w-md gap-4">
        <FormMessage>{message}</FormMessage>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => actor.send({ type: 'orders.reload' })}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (snapshot.matches('empty')) return <OrdersEmpty className="mt-8" />;
  return (
    <div className="mt-8 grid gap-6">
      {placed && <BankTransferFor order={placed} />}
      <ul aria-label="Your orders" className="grid gap-6">
        {orders.map((order) => (
          <OrderItem key={order._id} order={order} placed={placed}>
            <OrderCard
              {...orderCardOf(order)}
              refreshing={refreshing === order._id}
              refreshAction="/orders"
              onRefresh={() => actor.send({ type: 'orders.refreshStatus', orderId: order._id })}
              whatsappHref={chatAbout(order._id)}
              payNow={payNowFor(order)}
            />
          </OrderItem>
        ))}
      </ul>
    </div>
  );
}

/** A guest's page: the orders of this device beside the form to track another. */
function GuestLayout({ list, onFound }: { list: ReactNode; onFound: () => void }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_24rem] lg:items-start">
      <section aria-labelledby="device-orders">
        <h2 id="device-orders" className="mt-8 text-label text-muted-foreground">
          Placed from this device
        </h2>
        {list}
      </section>
      <TrackOrder className="mt-8" onFound={onFound} />
    </div>
  );
}

type ServerOrdersData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>>;

/**
 * The orders as the server found them, before (or without) the page's scripts, and while this device's list
 * loads. Without the scripts a shopper logs out here: the header's menu needs them.
 */
function ServerOrders({ orders, message, loggedIn, hydrated }: ServerOrdersData & { hydrated: boolean }) {
  const placed = usePlacedOrder(orders ?? []);
  const tracked = useActionData<{ tracked?: Order }>()?.tracked;
  const chatAbout = useOrderChat();
  const shown = tracked ? [tracked, ...(orders ?? []).filter((order) => order._id !== tracked._id)] : orders;
  // a Pay now refused for an order that shows none now (paid meanwhile, a stale page): said at the top
  const refusal = usePayNowRefusal();
  const refusedElsewhere =
    refusal && !shown?.some((order) => order._id === refusal.orderId && awaitsCardPayment(order));
  return (
    <div className="mt-8 grid gap-6">
      {loggedIn && !hydrated && (
        <form method="post" action="/login" className="justify-self-end">
          <input type="hidden" name="intent" value="logout" />
          <Button type="submit" variant="outline">
            Logout
          </Button>
        </form>
      )}
      {refusedElsewhere && <FormMessage>{refusal.message}</FormMessage>}
      {message !== null ? (
        <FormMessage>{message}</FormMessage>
      ) : shown && shown.length > 0 ? (
        <>
          {placed && <BankTransferFor order={placed} />}
          <ul aria-label="Your orders" className="grid gap-6">
            {shown.map((order) => (
              <OrderItem key={order._id} order={order} placed={placed}>
                <OrderCard
                  {...orderCardOf(order)}
                  refreshAction="/orders"
                  whatsappHref={chatAbout(order._id)}
                  payNow={payNowFor(order)}
                />
              </OrderItem>
            ))}
          </ul>
        </>
      ) : (
        <OrdersEmpty />
      )}
    </div>
  );
}

/**
 * A shopper's orders, or a guest's beside the tracking form; the same parts before and after the page's
 * scripts run, so nothing the shopper has typed or focused is remounted.
 */
function Orders({ server }: { server: ServerOrdersData | null }) {
  const hydrated = useHydrated();
  const { loggedIn } = useSession();
  const shopper = hydrated ? loggedIn : (server?.loggedIn ?? false);
  const fromServer =
    server && server.loggedIn === shopper ? <ServerOrders {...server} hydrated={hydrated} /> : null;
  return shopper ? (
    <>
      <AccountLink />
      <ShopperOrders live={hydrated} fromServer={fromServer} />
    </>
  ) : (
    <GuestOrders live={hydrated} fromServer={fromServer} />
  );
}

type ListProps = { live: boolean; fromServer: ReactNode };

/** Where a shopper changes their password or logs out everywhere, also before the page's scripts run. */
function AccountLink() {
  return (
    <p className="mt-3 text-muted-foreground">
      Change your password or log out on every device in{' '}
      <Button asChild variant="link">
        <ShopLink href="/account">My Account</ShopLink>
      </Button>
      .
    </p>
  );
}

function ShopperOrders(props: ListProps) {
  return <OrdersList actor={useOrdersActor('shopper')} {...props} />;
}

function GuestOrders({ live, fromServer }: ListProps) {
  const actor = useOrdersActor('guest');
  return (
    <GuestLayout
      list={<OrdersList actor={actor} live={live} fromServer={fromServer} />}
      onFound={() => actor.send({ type: 'orders.reload' })}
    />
  );
}

export function Component() {
  return (
    <Page title={<span className="uppercase">My Orders</span>}>
      <Orders server={useLoaderData<typeof loader>()} />
    </Page>
  );
}

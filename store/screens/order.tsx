import { useEffect } from 'react';
import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { awaitsCardPayment, isFailure, orderReferenceCode, type Order } from '../../api';
import { Button, FormMessage, OrderCard, ShopLink } from '../../ui';
import { whatsAppLinks } from '../content/whatsapp';
import { apiFrom } from '../data/api';
import { orThrow } from '../data/load';
import { rememberGuestOrder } from '../features/guest-orders';
import { orderCardOf } from '../features/order-view';
import type { MetaFunction } from '../seo/route-meta';
import { useShopConfig } from '../shell/root-data';
import { Page } from './parts/page';
import { awaitsTransfer, BankTransferFor } from './orders/bank-transfer';
import { PayNow } from './orders/pay-now';

/**
 * One order opened by the signed link its mails carry (/order/:orderId/:key), without logging in: its card, where
 * to send the money while it waits for a transfer, Pay now while a card payment is due, a chat with the shop. The address is a key to the
 * order, so no request from the page names it (no-referrer) and search engines keep out. The server renders it
 * from its loader, so it reads the same without the page's scripts.
 */
export const meta: MetaFunction = () => ({
  title: 'Your order',
  description: 'Your order and its status.',
  noindex: true,
  noreferrer: true,
  // the page's own address holds the key: its canonical and Open Graph address name MY ORDERS instead
  canonicalPath: '/orders',
});

export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = await apiFrom(context).openOrder({ orderId: params.orderId ?? '', key: params.key ?? '' });
  if (!isFailure(answer)) return { order: answer.order, message: null };
  // a link that opens nothing is a page that says what to do next, answered 404; a limit or an outage
  // (429, 503) is the error screen's
  if (answer.status !== 400 && answer.status !== 404) orThrow(answer);
  return data({ order: null, message: answer.message }, { status: 404 });
}

/** The order's chat with the shop, its reference typed in; none without the shop's settings. */
function useOrderChat(order: Order): string | undefined {
  const config = useShopConfig();
  return config ? whatsAppLinks(config.businessPhone).order(orderReferenceCode(order._id)) : undefined;
}

/** Once the page's scripts run, the order joins this device's list on MY ORDERS, as a tracked one does. */
function useRememberedOnThisDevice({ _id, address }: Order) {
  useEffect(() => {
    rememberGuestOrder({ orderId: _id, email: address.email });
  }, [_id, address.email]);
}

function OpenedOrder({ order }: { order: Order }) {
  useRememberedOnThisDevice(order);
  // the link's key lets whoever holds the link pay the order, as it lets them see it
  const { key = '' } = useParams();
  const payNow = awaitsCardPayment(order) ? (
    <PayNow orderId={order._id} action={`/order/${order._id}/${key}`} linkKey={key} />
  ) : undefined;
  return (
    <div className="mt-8 grid max-w-3xl gap-6">
      <OrderCard {...orderCardOf(order)} whatsappHref={useOrderChat(order)} payNow={payNow} />
      {awaitsTransfer(order) && <BankTransferFor order={order} />}
      <p className="text-muted-foreground">
        Every order placed from this device is in{' '}
        <Button asChild variant="link">
          <ShopLink href="/orders">My Orders</ShopLink>
        </Button>
        .
      </p>
    </div>
  );
}

/** A link cut short in the mail, or mistyped: the tracking form on MY ORDERS finds the order too. */
function WrongLink({ message }: { message: string }) {
  return (
    <div className="mt-8 grid max-w-prose gap-4">
      <FormMessage>{message}</FormMessage>
      <p className="text-muted-foreground">
        Please open the whole link from your order&apos;s mail, or{' '}
        <Button asChild variant="link">
          <ShopLink href="/orders">track your order</ShopLink>
        </Button>{' '}
        with its reference and your email.
      </p>
    </div>
  );
}

export function Component() {
  const { order, message } = useLoaderData<typeof loader>();
  return (
    <Page title={<span className="uppercase">Your Order</span>}>
      {order ? <OpenedOrder order={order} /> : <WrongLink message={message} />}
    </Page>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  deliveryLines,
  describeVariations,
  shortOrderId,
  type AdminOrder,
  type PublicShopConfig,
} from '../../api';
import { formatOrderDate, formatPrice } from '../../ui';
import { DetailRow } from '../../ui/checkout/detail-row';
import { apiFrom } from '../data/api';
import { paymentLabelOf } from '../features/order-view';
import type { MetaFunction } from '../seo/route-meta';
import { shop } from '../content/shop';
import { orElse } from '../data/load';
import { adminAnswer } from './access';
import { PrintBar, PrintedSheet, type SheetProps } from './printed-sheet';
import { adminPaths, shopperName } from './view';

/**
 * /admin/orders/:orderId/invoice: the order's invoice on A4, for the shopper's records or a business that
 * buys: the shop, who it is billed to, each line with its unit price, the totals, and whether it is paid or
 * where to pay. The order's reference is its number.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const answer = adminAnswer(await api.adminOrder({ orderId: params.orderId ?? '' }));
  // the shop's address and bank, as its pages show them (the admin's pages are not under the storefront's root)
  const config = orElse(await api.config(), null)?.config ?? null;
  return answer.ok ? { order: answer.data.order, config } : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data ? `Invoice ${shortOrderId(data.order._id)}` : 'Invoice',
  noindex: true,
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { order, config } = loaded;
  return (
    <div className="grid max-w-3xl gap-6 print:max-w-none">
      <PrintBar back={{ href: adminPaths.order(order._id), label: 'Back to the order' }} />
      <InvoiceSheet order={order} titleId="invoice-title" config={config} />
    </div>
  );
}

/** Paid, and how and when; or what is still owed and where to send it. */
function PaymentPart({ order, bank }: { order: AdminOrder; bank?: PublicShopConfig['bankTransfer'] }) {
  const method = paymentLabelOf(order);
  if (order.payment)
    return (
      <p className="font-semibold">
        Paid by {method}
        {order.paidAt !== undefined && ` on ${formatOrderDate(order.paidAt)}`}.
      </p>
    );
  return (
    <div className="grid gap-1">
      <p className="font-semibold">To pay: {formatPrice(order.amount)}</p>
      {order.paymentMethod === 'cod' && bank && !bank.demo && (
        <p>
          By bank transfer to {bank.accountName}, {bank.bankName}, account {bank.accountNumber}, with{' '}
          {shortOrderId(order._id)} as the reference.
        </p>
      )}
    </div>
  );
}

/** One order's invoice, a page of its own on paper. */
export function InvoiceSheet({ order, titleId, titleAs, config }: SheetProps) {
  const contact = config?.contact;
  const from = contact && (
    <>
      <span>{contact.address}</span>
      <span>
        {contact.phone} · {contact.email}
      </span>
    </>
  );
  return (
    <PrintedSheet title="Invoice" order={order} titleId={titleId} titleAs={titleAs} from={from}>
      {(named) => (
        <>
          <section {...named('Billed to')} className="grid gap-1">
            <h2 className="label-caps text-xs text-muted-foreground print:text-black">Billed to</h2>
            <address className="grid gap-0.5 not-italic wrap-anywhere">
              <span className="font-semibold">{shopperName(order)}</span>
              {deliveryLines(order.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {order.address.phone} · {order.email}
              </span>
            </address>
          </section>
          <section {...named('Items')}>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 font-medium">
                    Perfume
                  </th>
                  <th scope="col" className="w-12 py-2 text-right font-medium">
                    Qty
                  </th>
                  <th
                    scope="col"
                    className="hidden py-2 pl-4 text-right font-medium sm:table-cell print:table-cell"
                  >
                    Unit price
                  </th>
                  <th scope="col" className="py-2 pl-4 text-right font-medium">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, index) => (
                  <tr key={`${item.productId}-${index}`} className="border-b border-border align-top">
                    <td className="py-3">
                      <span className="block">{item.name}</span>
                      {describeVariations(item.variations) && (
                        <span className="block text-sm text-muted-foreground print:text-black">
                          {describeVariations(item.variations)}
                        </span>
                      )}
                    </td>
                    <td className="py-3 text-right tabular-nums">{item.quantity}</td>
                    <td className="hidden py-3 pl-4 text-right tabular-nums sm:table-cell print:table-cell">
                      {formatPrice(item.price)}
                    </td>
                    <td className="py-3 pl-4 text-right tabular-nums">
                      {formatPrice(item.price * item.quantity)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="ml-auto max-w-xs">
              <DetailRow term="Subtotal">{formatPrice(order.subtotal)}</DetailRow>
              {order.discount > 0 && (
                <DetailRow term="Online discount">-{formatPrice(order.discount)}</DetailRow>
              )}
              <DetailRow term="Delivery">{formatPrice(order.deliveryFee)}</DetailRow>
              <DetailRow term="Total" className="border-t border-border font-semibold">
                {formatPrice(order.amount)}
              </DetailRow>
            </dl>
          </section>
          <footer className="grid gap-1 border-t border-border pt-4">
            <PaymentPart order={order} bank={config?.bankTransfer} />
            <p className="text-sm text-muted-foreground print:text-black">
              Thank you for shopping with {shop.name}.
            </p>
          </footer>
        </>
      )}
    </PrintedSheet>
  );
}

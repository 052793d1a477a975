import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { deliveryLines, describeVariations, shortOrderId, type AdminOrder } from '../../api';
import { formatPrice } from '../../ui';
import { apiFrom } from '../data/api';
import { paymentLabelOf } from '../features/order-view';
import type { MetaFunction } from '../seo/route-meta';
import { shop } from '../content/shop';
import { adminAnswer } from './access';
import { PrintBar, PrintedSheet, type SheetProps } from './printed-sheet';
import { adminPaths, shopperName } from './view';

/**
 * /admin/orders/:orderId/slip: the sheet that goes into the parcel, printed on A4 (the admin's frame and the
 * buttons are left off the paper): who it goes to, what to pack with its options, a box to tick per line, and
 * whether the order is paid. No prices: the parcel passes through a rider's hands.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const answer = adminAnswer(await apiFrom(context).adminOrder({ orderId: params.orderId ?? '' }));
  return answer.ok ? { order: answer.data.order } : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => ({
  title: data ? `Packing slip ${shortOrderId(data.order._id)}` : 'Packing slip',
  noindex: true,
});

function PaymentLine({ order }: { order: AdminOrder }) {
  const method = paymentLabelOf(order);
  if (order.payment) return <p>Paid ({method})</p>;
  return (
    <p className="font-semibold">
      Not paid yet: {formatPrice(order.amount)} by {method}
    </p>
  );
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded) return null;
  const { order } = loaded;
  return (
    <div className="grid max-w-3xl gap-6 print:max-w-none">
      <PrintBar back={{ href: adminPaths.order(order._id), label: 'Back to the order' }} />
      <PackingSlipSheet order={order} titleId="slip-title" config={null} />
    </div>
  );
}

/** One order's packing slip, a page of its own on paper. */
export function PackingSlipSheet({ order, titleId, titleAs }: SheetProps) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <PrintedSheet title="Packing slip" order={order} titleId={titleId} titleAs={titleAs}>
      {(named) => (
        <>
          <section {...named('Deliver to')} className="grid gap-1">
            <h2 className="label-caps text-xs text-muted-foreground print:text-black">Deliver to</h2>
            <address className="grid gap-0.5 text-lg not-italic wrap-anywhere">
              <span className="font-semibold">{shopperName(order)}</span>
              {deliveryLines(order.address).map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>{order.address.phone}</span>
            </address>
          </section>
          <section {...named('To pack')}>
            <h2 className="label-caps mb-2 text-xs text-muted-foreground print:text-black">
              To pack: {units} {units === 1 ? 'item' : 'items'}
            </h2>
            <table className="w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="w-12 py-2 font-medium">
                    Qty
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Perfume
                  </th>
                  <th scope="col" className="w-16 py-2 text-center font-medium">
                    Packed
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item, index) => (
                  <tr key={`${item.productId}-${index}`} className="border-b border-border align-top">
                    <td className="py-3 text-lg font-semibold tabular-nums">{item.quantity}</td>
                    <td className="py-3">
                      <span className="block">{item.name}</span>
                      {describeVariations(item.variations) && (
                        <span className="block text-sm text-muted-foreground print:text-black">
                          {describeVariations(item.variations)}
                        </span>
                      )}
                    </td>
                    <td className="py-3 text-center">
                      <span
                        aria-hidden="true"
                        className="inline-block size-5 rounded-sm border-2 border-foreground"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <footer className="grid gap-1 border-t border-border pt-4">
            <PaymentLine order={order} />
            <p className="text-sm text-muted-foreground print:text-black">
              Thank you for shopping with {shop.name}.
            </p>
          </footer>
        </>
      )}
    </PrintedSheet>
  );
}

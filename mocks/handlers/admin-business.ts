import {
  bestSellersOf,
  formatIsoDay,
  fromKobo,
  paymentMethods,
  takingsBarStarts,
  takingsPeriodOf,
  toKobo,
  type BestSeller,
} from '../../api';
import { answer, handleForStaff } from '../handle';
import type { MockOrder } from '../state';
import { shop } from '../state';
import { lowStockList } from './admin';

/**
 * The Takings page as the mock sums it, by the server's rules (server/services/takings.ts): payments confirmed
 * by the Lagos day they were confirmed on, the sandbox's test payments left out, the orders placed and not
 * cancelled for what sold.
 */

const realMoney = (order: MockOrder) => !(order.payment && order.paidInSandbox === true);

/** The bar a Lagos day falls in: the last that starts on or before it; none before the first. */
const barOf = (starts: string[], day: string) => starts.findLast((start) => start <= day);

export const adminBusinessHandlers = [
  handleForStaff('adminBusiness', ({ params }) => {
    const by = takingsPeriodOf(params.by);
    const starts = takingsBarStarts(by, Date.now());
    const today = formatIsoDay(Date.now());
    const inPeriod = (at: number) => {
      const day = formatIsoDay(at);
      return day >= starts[0]! && day <= today;
    };
    const paid = shop.orders.filter(
      (order) => order.payment && realMoney(order) && inPeriod(order.paidAt ?? order.date),
    );
    const bars = starts.map((start) => {
      const inBar = paid.filter((order) => barOf(starts, formatIsoDay(order.paidAt ?? order.date)) === start);
      return {
        start,
        kobo: inBar.reduce((sum, order) => sum + toKobo(order.amount), 0),
        payments: inBar.length,
      };
    });
    const takingsKobo = bars.reduce((sum, bar) => sum + bar.kobo, 0);
    const refundsKobo = shop.orders
      .filter(realMoney)
      .flatMap((order) => order.refunds ?? [])
      .filter((refund) => inPeriod(refund.at))
      .reduce((sum, refund) => sum + toKobo(refund.amount), 0);
    const placed = shop.orders.filter(
      (order) => order.status !== 'cancelled' && realMoney(order) && inPeriod(order.date),
    );
    const sales = new Map<string, BestSeller & { kobo: number }>();
    for (const item of placed.flatMap((order) => order.items)) {
      const sale = sales.get(item.productId) ?? {
        productId: item.productId,
        name: item.name,
        units: 0,
        amount: 0,
        kobo: 0,
      };
      sale.units += item.quantity;
      sale.kobo += item.quantity * toKobo(item.price);
      sale.amount = fromKobo(sale.kobo);
      sales.set(item.productId, sale);
    }
    const sold = [...sales.values()].map(({ kobo: _kobo, ...sale }) => sale);
    const placedKobo = placed.reduce((sum, order) => sum + toKobo(order.amount), 0);
    return answer('adminBusiness', {
      success: true,
      by,
      bars: bars.map(({ start, kobo, payments }) => ({ start, takings: fromKobo(kobo), payments })),
      takings: fromKobo(takingsKobo),
      refunds: fromKobo(refundsKobo),
      net: fromKobo(takingsKobo - refundsKobo),
      ordersPlaced: placed.length,
      averageOrder: placed.length === 0 ? 0 : fromKobo(Math.round(placedKobo / placed.length)),
      bestSellers: bestSellersOf(sold),
      methods: paymentMethods.map((method) => {
        const byMethod = paid.filter((order) => order.paymentMethod === method);
        return {
          method,
          payments: byMethod.length,
          amount: fromKobo(byMethod.reduce((sum, order) => sum + toKobo(order.amount), 0)),
        };
      }),
      lowStock: lowStockList(),
    });
  }),
];

import {
  TAKINGS_BARS,
  takingsPeriodOf,
  takingsPeriods,
  type AdminBusinessAnswer,
  type PaymentMethod,
  type TakingsPeriod,
} from '../../api';
import { formatPrice, type FilterTab, type TakingsBar } from '../../ui';
import { orderPaymentLabels } from '../features/order-view';
import { adminPaths } from './view';

/** How the Takings page names its periods, its bars and its figures. */

/** The period the page's address asks for (`?by=week`); days when it names none or another. */
export const takingsPeriodOfUrl = (url: string): TakingsPeriod =>
  takingsPeriodOf(new URL(url).searchParams.get('by'));

const periodWords = {
  day: { tab: 'By day', column: 'Day', span: `the last ${TAKINGS_BARS.day} days` },
  week: { tab: 'By week', column: 'Week', span: `the last ${TAKINGS_BARS.week} weeks` },
  month: { tab: 'By month', column: 'Month', span: `the last ${TAKINGS_BARS.month} months` },
} as const satisfies Record<TakingsPeriod, { tab: string; column: string; span: string }>;

export const takingsWords = (by: TakingsPeriod) => periodWords[by];

export const takingsTabs = (current: TakingsPeriod): FilterTab[] =>
  takingsPeriods.map((by) => ({
    href: adminPaths.takingsBy(by),
    label: periodWords[by].tab,
    current: by === current,
  }));

// the bars' days are Lagos days already ('2026-11-16'): read as UTC, they print as written
const dayOfMonth = new Intl.DateTimeFormat('en-NG', { day: 'numeric', timeZone: 'UTC' });
const dayAndMonth = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayAndDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat('en-NG', { month: 'short', timeZone: 'UTC' });
const monthAndYear = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function barWords(by: TakingsPeriod, start: string): Pick<TakingsBar, 'short' | 'long'> {
  const day = new Date(`${start}T00:00:00Z`);
  if (by === 'day') return { short: dayOfMonth.format(day), long: weekdayAndDay.format(day) };
  if (by === 'week')
    return {
      short: `${day.getUTCDate()}/${day.getUTCMonth() + 1}`,
      long: `Week of ${dayAndMonth.format(day)}`,
    };
  return { short: shortMonth.format(day), long: monthAndYear.format(day) };
}

export const takingsBarsOf = (business: AdminBusinessAnswer): TakingsBar[] =>
  business.bars.map((bar) => ({
    start: bar.start,
    ...barWords(business.by, bar.start),
    amount: bar.takings,
    payments: bar.payments,
  }));

const paymentsWord = (count: number) => (count === 1 ? '1 payment' : `${count} payments`);

/** The headline figures: what came in, what went back, and what the orders were worth. */
export const takingsFigures = (business: AdminBusinessAnswer) => [
  {
    label: 'Takings',
    value: formatPrice(business.takings),
    note: paymentsWord(business.bars.reduce((sum, bar) => sum + bar.payments, 0)),
  },
  { label: 'Refunds', value: formatPrice(business.refunds) },
  { label: 'Net takings', value: formatPrice(business.net), note: 'after refunds', warn: business.net < 0 },
  { label: 'Orders placed', value: String(business.ordersPlaced), note: 'not cancelled' },
  { label: 'Average order', value: formatPrice(business.averageOrder) },
];

/** Each way of paying, with what came in by it (the shop's short names for methods). */
export const paymentMethodFigures = (business: AdminBusinessAnswer) =>
  business.methods.map(({ method, payments, amount }) => ({
    label: orderPaymentLabels[method satisfies PaymentMethod],
    value: formatPrice(amount),
    note: paymentsWord(payments),
  }));

const unitsWord = (units: number) => (units === 1 ? '1 unit' : `${units} units`);

export const bestSellerLists = (business: AdminBusinessAnswer) => ({
  byUnits: business.bestSellers.byUnits.map((sale) => ({
    id: sale.productId,
    name: sale.name,
    figure: unitsWord(sale.units),
  })),
  byAmount: business.bestSellers.byAmount.map((sale) => ({
    id: sale.productId,
    name: sale.name,
    figure: formatPrice(sale.amount),
  })),
});

import * as z from 'zod';
import { paymentMethods } from './constants';
import { isoDaySchema } from './admin';
import { takingsPeriods } from './rules/takings-periods';

/*
 * GET /api/admin/business/:by, the Takings page: the money confirmed as received over the last days, weeks or
 * months (api/rules/takings-periods.ts), what sold and how shoppers paid. Amounts are naira, as everywhere in
 * the API; payments made on the built-in payment sandbox are left out of every figure: no money moved.
 */

const naira = z.number().nonnegative();
const count = z.number().int().nonnegative();

/** A product's sales over the period: units and naira, from the orders placed and not cancelled. */
export const bestSellerSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: count,
  amount: naira,
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const adminBusinessAnswer = z.object({
  success: z.literal(true),
  by: z.enum(takingsPeriods),
  /** one bar each, oldest first: the Lagos day it starts on, and the payments received in it */
  bars: z.array(z.object({ start: isoDaySchema, takings: naira, payments: count })),
  /** the bars' sum: payments received (by the day they were confirmed) */
  takings: naira,
  /** refunds given in the period, whatever day their order was paid */
  refunds: naira,
  /** takings less refunds; below zero when more was given back than came in */
  net: z.number(),
  /** orders placed in the period and not cancelled, their average total */
  ordersPlaced: count,
  averageOrder: naira,
  /** the top few of the orders placed, by units and by naira */
  bestSellers: z.object({ byUnits: z.array(bestSellerSchema), byAmount: z.array(bestSellerSchema) }),
  /** the payments received in the period, by how they were paid: every method, none left out */
  methods: z.array(z.object({ method: z.enum(paymentMethods), payments: count, amount: naira })),
  /** as Today's: products at or below the low-stock mark, fewest first */
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number().int() })),
});
export type AdminBusinessAnswer = z.infer<typeof adminBusinessAnswer>;

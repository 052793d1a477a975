import { eq } from 'drizzle-orm';
import { hasOptions, type CartVariations, type Product } from '../api';
import { openShopDatabase } from '../server/db/open';
import { orders, products } from '../server/db/schema';
import { seedCatalogueProducts } from '../server/db/seed/catalogue';
import type { OrderLine } from './api';
import type { Figure } from './report';
import { atLeast, atMost } from './report';
import { shopCommand } from './shop';

/** The stock the ordered product starts the run with: far more than a run can sell. */
export const STOCK_BEFORE = 1_000_000;
const QUANTITY = 2;

/** The choices a product requires (its first base, side and size), so that an order of it is valid. */
function requiredChoices(product: Product): CartVariations {
  const { sizes, base, side } = product.variations;
  return {
    ...(base.options[0] ? { base: base.options[0] } : {}),
    ...(side.options[0] ? { side: side.options[0] } : {}),
    ...(sizes[0] ? { size: sizes[0].size } : {}),
  };
}

/**
 * Picks a seeded product (one without options when there is one), and gives it STOCK_BEFORE units with
 * the shop owner's CLI before the server starts (PGlite serves one process at a time).
 */
export async function stockOrderProduct(dataDir: string): Promise<OrderLine> {
  const seeded = seedCatalogueProducts().filter((product) => product.inStock);
  const product = seeded.find((candidate) => !hasOptions(candidate)) ?? seeded[0];
  if (!product) throw new Error('the seed catalogue has no product in stock to order');
  await shopCommand(dataDir, ['stock', product._id, String(STOCK_BEFORE)]);
  return { productId: product._id, quantity: QUANTITY, variations: requiredChoices(product) };
}

const inFlightNote = (stored: number, answered: number) =>
  `${answered} answered success` +
  (stored > answered ? `; ${stored - answered} more were in flight when the load stopped` : '');

/**
 * After the server has stopped: every order answered with success is stored, and the product's stock
 * went down by exactly the units the stored orders hold (nothing oversold, nothing lost).
 */
export async function checkStock(
  dataDir: string,
  line: OrderLine,
  answeredSuccess: number,
): Promise<Figure[]> {
  const opened = await openShopDatabase({ dataDir, databaseUrl: null, databaseSchema: null });
  try {
    const { db } = opened.database;
    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId));
    const stored = await db.select({ items: orders.items, status: orders.status }).from(orders);
    const holding = stored.filter((order) => order.status !== 'cancelled');
    const units = holding.flatMap((order) => order.items).filter((item) => item.productId === line.productId);
    const unitsOrdered = units.reduce((sum, item) => sum + item.quantity, 0);
    const stockLeft = row?.stock ?? null;
    const decrease = stockLeft === null ? null : STOCK_BEFORE - stockLeft;
    const subject = 'POST /api/order/place';
    return [
      {
        suite: 'api',
        subject,
        measure: 'orders stored',
        value: holding.length,
        unit: 'count',
        target: null,
        note: inFlightNote(holding.length, answeredSuccess),
      },
      {
        suite: 'api',
        subject,
        measure: 'success answers not stored',
        value: Math.max(0, answeredSuccess - holding.length),
        unit: 'count',
        target: atMost(0),
      },
      {
        suite: 'api',
        subject,
        measure: 'units ordered − stock decrease',
        value: decrease === null ? null : Math.abs(unitsOrdered - decrease),
        unit: 'count',
        target: atMost(0),
        note: `${unitsOrdered} units in orders, stock ${STOCK_BEFORE} → ${stockLeft ?? 'no count'}`,
      },
      { suite: 'api', subject, measure: 'stock left', value: stockLeft, unit: 'count', target: atLeast(0) },
    ];
  } finally {
    await opened.close();
  }
}

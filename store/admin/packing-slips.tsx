import { PackingSlipSheet } from './packing-slip';
import { loadChosenOrders, PrintedSet, setMeta } from './printed-set';

/** /admin/orders/slips?order=<id>&order=<id>: the packing slips of the orders chosen on the to-ship list. */
export const loader = loadChosenOrders;

export const meta = setMeta('Packing slips');

export function Component() {
  return <PrintedSet what="Packing slips" sheet={PackingSlipSheet} />;
}

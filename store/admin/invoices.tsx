import { InvoiceSheet } from './invoice';
import { loadChosenOrders, PrintedSet, setMeta } from './printed-set';

/** /admin/orders/invoices?order=<id>&order=<id>: the invoices of the orders chosen on the to-ship list. */
export const loader = loadChosenOrders;

export const meta = setMeta('Invoices');

export function Component() {
  return <PrintedSet what="Invoices" sheet={InvoiceSheet} />;
}

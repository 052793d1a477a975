import type { AwaitingOrder, ConfirmedPayment, StatementRecord, StatementRow } from '../../api';
import { keptPaymentReference, matchStatement, noCreditColumn, statementRows, toKobo } from '../../api';
import { isRecord } from '../../api/guards';
import { answer, handleForStaff, refuse } from '../handle';
import { shop } from '../state';
import { moneyOf, receiveMoney } from './admin';

/**
 * Bank transfers from a statement as the mock answers them: the same reading of the cells and the
 * same matcher as the server (api/rules/statement-*.ts), over the mock shop's orders. Only the splitting into
 * cells is simpler than the server's csv-parse: quoted cells, but no line break inside one.
 */

/** One line's cells: quoted cells may hold the separator and doubled quotes. */
function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted && char === '"' && line[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function rowsOf(csv: string) {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const delimiter of [',', ';', '\t']) {
    const records: StatementRecord[] = lines
      .map((line, at) => ({ cells: cellsOf(line, delimiter), line: at + 1 }))
      .filter(({ cells }) => cells.some((cell) => cell !== ''));
    const rows = statementRows(records);
    if (rows) return rows;
  }
  return null;
}

/** The mock shop's orders awaiting a transfer: pay before delivery, pending, unpaid. */
const awaiting = (): AwaitingOrder[] =>
  shop.orders
    .filter((order) => order.paymentMethod === 'cod' && order.status === 'pending' && !order.payment)
    .map((order) => ({
      id: order._id,
      totalKobo: toKobo(order.amount),
      owedKobo: toKobo(moneyOf(order).owed),
      name: `${order.address.firstName} ${order.address.lastName}`.trim() || order.address.email,
    }));

/** The credits confirmed before, by the narration each confirmation keeps in the audit log, as the server reads it. */
function confirmedAs(rows: readonly StatementRow[]): ConfirmedPayment[] {
  const narrations = new Set(rows.map((row) => keptPaymentReference(row.description)));
  return shop.audit.flatMap((entry) => {
    const reference = isRecord(entry.after) ? entry.after.reference : undefined;
    const payment = entry.action === 'order.paid' || entry.action === 'order.payment';
    return payment && typeof reference === 'string' && narrations.has(reference)
      ? [{ id: entry.target.replace(/^order:/, ''), reference }]
      : [];
  });
}

export const adminStatementsHandlers = [
  handleForStaff('adminStatementMatch', ({ body }) => {
    const rows = rowsOf(body.csv);
    if (!rows) return refuse('adminStatementMatch', 400, noCreditColumn);
    return answer('adminStatementMatch', matchStatement(rows, awaiting(), confirmedAs(rows)));
  }),

  handleForStaff('adminStatementConfirm', ({ body, staff }) => {
    const paid: string[] = [];
    const refused: { orderId: string; message: string }[] = [];
    const partPaid: string[] = [];
    const parts: string[] = [];
    for (const { orderId, reference, amount } of body.payments) {
      const order = shop.orders.find((o) => o._id === orderId);
      // the server's sentences (services/order-changes.ts, admin-orders.ts paidSentence)
      if (!order) {
        refused.push({ orderId, message: `There is no order with id ${orderId}.` });
        continue;
      }
      const amountKobo = amount === undefined ? undefined : toKobo(amount);
      const received = receiveMoney(order, staff, { amountKobo, method: 'transfer', reference });
      if ('status' in received || received.outcome === 'already')
        refused.push({ orderId, message: received.message });
      else if (received.outcome === 'part') {
        partPaid.push(orderId);
        parts.push(received.message);
      } else paid.push(orderId);
    }
    const count = (n: number) => `${n} order${n === 1 ? '' : 's'}`;
    const message = [
      paid.length === 0 ? 'No order marked paid.' : `${count(paid.length)} marked paid.`,
      ...parts,
      ...(refused.length > 0 ? [`${count(refused.length)} refused.`] : []),
    ].join(' ');
    return answer('adminStatementConfirm', { success: true, message, paid, partPaid, refused });
  }),
];

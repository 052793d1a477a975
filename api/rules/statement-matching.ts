import {
  keptPaymentReference,
  type AdminStatementMatchAnswer,
  type StatementMatch,
  type StatementUnmatched,
} from '../admin-statements';
import type { StatementUnmatchedKind } from '../admin-statements-rules';
import { formatNaira, fromKobo } from './money';
import { shortOrderId } from './order-reference';

/*
 * Matching a bank statement's credits to the orders awaiting a transfer. Pure, so the server (rows
 * from statement-reading.ts, orders from its database) and the mocks (their own) match alike.
 */

/** A row of the statement after the header: a credit, or a row whose amount could not be read. */
export interface StatementRow {
  /** the row's first line in the file, 1-based */
  line: number;
  date: string;
  description: string;
  /** null: the amount is not a number (`problem` says why) */
  amountKobo: number | null;
  problem?: string;
}

/** An order awaiting its transfer: pay before delivery, pending, unpaid. */
export interface AwaitingOrder {
  id: string;
  totalKobo: number;
  /** what is still to pay: the total less the part payments recorded (api/order-money-rules.ts) */
  owedKobo: number;
  /** the shopper's name, as the address gives it */
  name: string;
}

/** A credit confirmed before, from this statement or an earlier one: the order it paid, and its kept reference. */
export interface ConfirmedPayment {
  id: string;
  /** the transfer's reference kept in the order's history: the credit's narration (keptPaymentReference) */
  reference: string;
}

export const nothingMatches = 'no order awaiting payment names this reference or comes to this amount';
export const alreadyConfirmed = (reference: string) => `already confirmed as the payment of ${reference}`;
export const matchedAlready = (reference: string, line: number) =>
  `${reference} is matched by line ${line} already`;

const naira = (kobo: number) => formatNaira(fromKobo(kobo));

/**
 * The order references a narration holds, lower-cased: 8 hex characters standing apart ('#2A535483',
 * 'order 2a535483.'), or a whole 24-character order id, whose reference is its last 8.
 */
export function referencesIn(description: string): string[] {
  const found: string[] = [];
  for (const [, token = ''] of description.matchAll(
    /(?<![0-9a-z])#?([0-9a-f]{24}|[0-9a-f]{8})(?![0-9a-z])/gi,
  ))
    found.push(token.slice(-8).toLowerCase());
  return found;
}

type Credit = StatementRow & { amountKobo: number };

/** Why a credit naming an order is matched to it: it pays what is owed (with others on the statement), or part. */
function whyMatched(
  order: AwaitingOrder,
  credit: Credit,
  others: readonly Credit[],
  paysAll: boolean,
): string {
  const reference = shortOrderId(order.id);
  const owed = order.owedKobo === order.totalKobo ? 'its total' : `the ${naira(order.owedKobo)} still owed`;
  if (!paysAll)
    return order.owedKobo === order.totalKobo
      ? `paid ${naira(credit.amountKobo)} of ${naira(order.totalKobo)}`
      : `paid ${naira(credit.amountKobo)} of the ${naira(order.owedKobo)} still owed`;
  if (others.length === 0) return `names ${reference} and pays ${owed}`;
  const lines = others.map((other) => other.line).join(' and ');
  return `with line${others.length === 1 ? '' : 's'} ${lines}, names ${reference} and pays ${owed}`;
}

/**
 * Each credit tied to at most one order; an order may take several credits naming it when together they come to
 * no more than it owes (two transfers for one order). First the credits naming an order, in the file's order, so
 * the first of two that would pay more than is owed wins; when those an order takes pay all it owes, each is a
 * 'reference-and-amount' match, else a 'reference-only' part payment. Then the credits naming none, by amount
 * alone when exactly one order awaiting payment owes it. A credit already confirmed (a statement uploaded again)
 * is said to be, with its order, and offered for no other.
 */
export function matchStatement(
  rows: readonly StatementRow[],
  awaiting: readonly AwaitingOrder[],
  confirmed: readonly ConfirmedPayment[] = [],
): AdminStatementMatchAnswer {
  const credits = rows.filter((row): row is Credit => row.amountKobo !== null);
  const confirmedBy = new Map(confirmed.map((payment) => [payment.reference, payment.id]));
  const matches: StatementMatch[] = [];
  const unmatched: StatementUnmatched[] = [];
  /** order id -> the first line that took it */
  const takenBy = new Map<string, number>();

  const match = (credit: Credit, order: AwaitingOrder, how: StatementMatch['how'], why: string) => {
    if (!takenBy.has(order.id)) takenBy.set(order.id, credit.line);
    matches.push({
      line: credit.line,
      date: credit.date,
      description: credit.description,
      orderId: order.id,
      reference: shortOrderId(order.id),
      amount: fromKobo(credit.amountKobo),
      total: fromKobo(order.totalKobo),
      name: order.name,
      how,
      why,
    });
  };
  const leave = (row: StatementRow, kind: StatementUnmatchedKind, why: string) =>
    unmatched.push({
      line: row.line,
      date: row.date,
      description: row.description,
      amount: row.amountKobo === null ? null : fromKobo(row.amountKobo),
      kind,
      why,
    });

  for (const row of rows)
    if (row.amountKobo === null) leave(row, 'unreadable', row.problem ?? 'the amount is not a number');

  const unnamed: Credit[] = [];
  /** order id -> the order and the credits naming it that it takes, in the file's order */
  const named = new Map<string, { order: AwaitingOrder; taken: Credit[]; runningKobo: number }>();
  for (const credit of credits) {
    const paid = confirmedBy.get(keptPaymentReference(credit.description));
    if (paid !== undefined) {
      leave(credit, 'already-confirmed', alreadyConfirmed(shortOrderId(paid)));
      continue;
    }
    const references = referencesIn(credit.description);
    const naming = awaiting.filter((order) => references.includes(order.id.slice(-8)));
    if (naming.length === 0) {
      unnamed.push(credit);
      continue;
    }
    // two orders sharing a reference is all but impossible; the one whose debt was paid is the likelier
    const order = naming.find((o) => o.owedKobo === credit.amountKobo) ?? naming[0]!;
    const group = named.get(order.id) ?? { order, taken: [], runningKobo: 0 };
    named.set(order.id, group);
    const first = group.taken[0];
    if (first && group.runningKobo + credit.amountKobo > order.owedKobo)
      leave(credit, 'matched-nothing', matchedAlready(shortOrderId(order.id), first.line));
    else {
      group.taken.push(credit);
      group.runningKobo += credit.amountKobo;
    }
  }
  for (const { order, taken, runningKobo } of named.values()) {
    const paysAll = runningKobo === order.owedKobo;
    for (const credit of taken)
      match(
        credit,
        order,
        paysAll ? 'reference-and-amount' : 'reference-only',
        whyMatched(
          order,
          credit,
          taken.filter((other) => other !== credit),
          paysAll,
        ),
      );
  }

  for (const credit of unnamed) {
    const sameTotal = awaiting.filter((order) => order.owedKobo === credit.amountKobo);
    const [only] = sameTotal;
    if (sameTotal.length > 1) {
      leave(
        credit,
        'matched-nothing',
        `${sameTotal.length} orders awaiting payment come to ${naira(credit.amountKobo)}; none is named`,
      );
    } else if (!only) {
      leave(credit, 'matched-nothing', nothingMatches);
    } else {
      const taken = takenBy.get(only.id);
      if (taken !== undefined) leave(credit, 'matched-nothing', matchedAlready(shortOrderId(only.id), taken));
      else
        match(
          credit,
          only,
          'amount-only',
          `names no order; ${shortOrderId(only.id)} is the only order awaiting ${naira(only.owedKobo)}`,
        );
    }
  }

  const byLine = <T extends { line: number }>(list: T[]) => list.sort((a, b) => a.line - b.line);
  return {
    success: true,
    credits: credits.map((credit) => ({
      line: credit.line,
      date: credit.date,
      description: credit.description,
      amount: fromKobo(credit.amountKobo),
    })),
    matches: byLine(matches),
    unmatched: byLine(unmatched),
  };
}

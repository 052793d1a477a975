import { desc, eq } from 'drizzle-orm';
import { readFile as readLocalFile } from 'node:fs/promises';
import * as z from 'zod';
import {
  adminStatementMatchRequest,
  describeProblem,
  formatDateTime,
  formatNaira,
  fromKobo,
  keptPaymentReference,
  orderStatuses,
  productSchema,
  statementUnmatchedHeadings,
  type AdminStatementMatchAnswer,
  type OrderStatus,
  type ShopSettings,
} from '../../api';
import type { ShopDb } from '../db/database';
import { orders, products } from '../db/schema';
import { ShopError } from '../http/errors';
import { paidInSandbox } from '../payments/references';
import { soldOutSentence } from '../services/admin-orders';
import { cliActor } from '../services/audit-log';
import { saveProducts } from '../services/catalogue';
import { changeOrderStatus, markOrderPaid, type Notify, type OrderChanger } from '../services/order-changes';
import type { StoredOrder } from '../services/orders';
import { INVITATION_LIFETIME_DAYS } from '../services/invitations';
import { makeOwner, type OwnerShop } from '../services/owners';
import { resetSecondFactor } from '../services/second-factor';
import { changePopup } from '../services/popup-changes';
import { confirmStatementPayments, matchBankStatement } from '../services/statement-payments';
import { systemClock, type Shop } from '../shop';
import { printable } from '../text/printable';
import { settingsCommand, settingsHelp } from './settings-command';

export const helpText = `The shop owner's commands.

Usage: npm run shop -- <command> [arguments]

  import <file.json>               add or update products from a JSON file: one product or a list,
                                   shaped as GET /api/product/list shows them (prices in naira)
  stock <productId> <count|none>   set a product's stock; 0 puts it out of stock, 'none' keeps no count
  popup set "<text>"               show an announcement popup to every visitor
  popup clear                      remove the announcement
  orders [--status <s>] [--limit <n>]
                                   list orders, newest first (default: the last 20)
                                   (TEST: paid in the payment sandbox, no money received)
  paid <orderId> [reference]       mark an order paid (a pending order moves to processing); the bank
                                   transfer's reference, if given, is kept in the order's history
  status <orderId> <status>        set an order's status: ${orderStatuses.join(', ')}
                                   (cancelling returns the order's stock)
  owner add <email>                invite that email to be the shop's owner, who works in /admin: a link is
                                   mailed to it, and whoever follows it (within ${INVITATION_LIFETIME_DAYS} days) chooses the account's
                                   password and becomes the owner; run it again for a new link
  owner reset-2fa <email>          turn off two-step login for someone in the admin who lost their phone:
                                   they log in with their password alone, logged out everywhere first;
                                   their recovery codes stop working, and they are mailed that it was done
  statement <file.csv> [--confirm] match a bank statement's credits (the bank's CSV export) to the orders
                                   awaiting a transfer, by reference and amount, and list what matched
                                   nothing; nothing changes until --confirm marks the matches by reference
                                   and amount paid (the others are for you to judge in /admin or with paid)
${settingsHelp}
  --help                           show this help

paid, status and statement --confirm mail the shopper the order's new status, as the server mails (SMTP_URL,
else DATA_DIR/outbox), and are written to the audit log (as done by 'cli') that the admin shows in each order's
history.
While the shop runs, the command runs inside the server (through its control socket, DATA_DIR/shop.sock),
with its database, mail and settings, so shoppers see a change at once; on PGlite too, no need to stop it.
When no server answers, the command opens the server's database itself: DATABASE_URL when set, else the
PGlite database in DATA_DIR (./data). Files are read here, relative to this command's working directory.
`;

/** The terminal's side of a command: what it prints, and the files it names. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /**
   * A file a command names, as the CLI read it where it runs (cli/files.ts): a command run in the server never
   * opens a path the terminal names. Without it, the file is read from this process's disk.
   */
  readFile?(name: string): Promise<string>;
}

class UsageError extends Error {}
/** A refusal the command has already said on the terminal: exit 1 with nothing more. */
class SaidError extends Error {}

const productFile = z.union([z.array(productSchema), productSchema.transform((product) => [product])]);

/** The file's text, read as the terminal says (CliIo.readFile). */
const readFile = (io: CliIo, file: string) => (io.readFile ? io.readFile(file) : readLocalFile(file, 'utf8'));

async function importProducts(db: ShopDb, file: string | undefined, io: CliIo) {
  if (!file) throw new UsageError('import needs a JSON file: npm run shop -- import products.json');
  let json: unknown;
  try {
    json = JSON.parse(await readFile(io, file));
  } catch (error) {
    throw new UsageError(
      `Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = productFile.safeParse(json);
  if (!parsed.success)
    throw new UsageError(`${file} is not a valid product list: ${describeProblem(parsed.error)}`);
  await saveProducts(db, parsed.data);
  io.out(`Imported ${parsed.data.length} product${parsed.data.length === 1 ? '' : 's'} from ${file}.`);
}

async function setStock(db: ShopDb, id: string | undefined, count: string | undefined, io: CliIo) {
  if (!id || !count)
    throw new UsageError('stock needs a product id and a count: npm run shop -- stock <id> 12');
  const stock = count === 'none' ? null : Number(count);
  if (stock !== null && (!Number.isInteger(stock) || stock < 0))
    throw new UsageError(`The stock must be a whole number of at least 0, or 'none' (got '${count}').`);
  const [updated] = await db
    .update(products)
    .set({ stock, inStock: stock === null || stock > 0 })
    .where(eq(products.id, id))
    .returning({ name: products.name });
  if (!updated) throw new UsageError(`There is no product with id ${id}.`);
  io.out(`${updated.name}: ${stock === null ? 'no stock count kept (in stock)' : `stock ${stock}`}.`);
}

async function popup(
  db: ShopDb,
  action: string | undefined,
  text: string | undefined,
  io: CliIo,
  shop?: CliShop,
) {
  const now = (shop?.clock ?? systemClock).now();
  // audited as the admin's changes are, the terminal being the owner's
  if (action === 'clear') {
    await changePopup(db, cliActor, '', now);
    io.out('The announcement popup is cleared.');
    return;
  }
  if (action !== 'set' || !text?.trim()) throw new UsageError('Use: popup set "<text>" or popup clear');
  const shown = await changePopup(db, cliActor, text, now);
  io.out(`The announcement popup now reads: ${shown}`);
}

const describeOrder = (order: StoredOrder, paidInSandbox: boolean) =>
  [
    order.id,
    formatDateTime(order.createdAt).padEnd(18),
    order.status.padEnd(10),
    (paidInSandbox ? 'TEST' : order.payment ? 'paid' : 'unpaid').padEnd(6),
    order.paymentMethod.padEnd(11),
    formatNaira(fromKobo(order.totalKobo)).padStart(14),
    order.email,
    `${order.items.reduce((n, item) => n + item.quantity, 0)} item(s)`,
    // a test payment moved no money: the owner must not ship on it
    ...(paidInSandbox ? ['(paid in the payment sandbox: no money received)'] : []),
  ].join('  ');

/** Each order's line, those paid in the payment sandbox marked so. */
async function printOrders(db: ShopDb, rows: readonly StoredOrder[], io: CliIo) {
  const sandbox = await paidInSandbox(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) io.out(describeOrder(row, sandbox.has(row.id)));
}

async function listOrders(db: ShopDb, options: { status?: string; limit?: string }, io: CliIo) {
  const status = options.status ? readStatus(options.status) : undefined;
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError(`--limit must be a whole number (got '${options.limit}').`);
  const rows = await db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) io.out('No orders.');
  await printOrders(db, rows, io);
}

function readStatus(value: string): OrderStatus {
  const status = orderStatuses.find((s) => s === value);
  if (!status) throw new UsageError(`Unknown status '${value}'. Choose one of: ${orderStatuses.join(', ')}.`);
  return status;
}

/**
 * What the commands need to mail a shopper whose order they move on, and to make an owner; without it nobody
 * is mailed. In the server (control/server.ts) it is the server's own Shop, its clock too.
 */
export type CliShop = Notify &
  OwnerShop & {
    /** the environment's settings, under the saved ones (the server's own, or read as a server would) */
    settings: { defaults: ShopSettings };
  };

/** The CLI's changes go through the admin's own service (services/order-changes.ts), audited as the CLI's. */
const changer = (db: ShopDb, shop: CliShop | undefined): OrderChanger => ({
  db,
  actor: cliActor,
  now: (shop?.clock ?? systemClock).now(),
  notify: shop,
});

const saidMailed = (order: StoredOrder, mailed: boolean, io: CliIo) => {
  if (mailed) io.out(`${order.email} is mailed that the order is ${order.status}.`);
};

async function markPaid(
  db: ShopDb,
  id: string | undefined,
  reference: string | undefined,
  io: CliIo,
  shop?: CliShop,
) {
  if (!id) throw new UsageError('paid needs an order id: npm run shop -- paid <orderId>');
  // as a card payment would: an order its hold ended for takes its stock again, when there is enough
  const paid = await markOrderPaid(changer(db, shop), id, reference?.trim() || null);
  await printOrders(db, [paid.order], io);
  saidMailed(paid.order, paid.mailed, io);
  if (paid.soldOut) io.out(soldOutSentence);
}

async function changeStatus(
  db: ShopDb,
  id: string | undefined,
  value: string | undefined,
  io: CliIo,
  shop?: CliShop,
) {
  if (!id || !value)
    throw new UsageError('status needs an order id and a status: npm run shop -- status <id> shipped');
  const status = readStatus(value);
  // a status set again is news to no one: nothing is mailed or written
  const moved = await changeOrderStatus(changer(db, shop), id, status);
  await printOrders(db, [moved.order], io);
  saidMailed(moved.order, moved.mailed, io);
}

async function owner(
  db: ShopDb,
  action: string | undefined,
  email: string | undefined,
  io: CliIo,
  shop?: CliShop,
) {
  if (action === 'reset-2fa' && email) return resetTwoStepLogin(db, email, io, shop);
  if (action !== 'add' || !email) throw new UsageError('Use: owner add <email> or owner reset-2fa <email>');
  if (!shop) throw new UsageError("owner add needs the shop's mail settings.");
  const invited = await makeOwner(shop, email, cliActor);
  const address = email.trim().toLowerCase();
  io.out(
    invited === 'already'
      ? `${address} is the shop's owner already.`
      : `${address} is invited to be the shop's owner: a link is mailed to it (valid for ${INVITATION_LIFETIME_DAYS} days). Whoever follows it chooses the account's password and becomes the owner; until then nothing changes.`,
  );
}

async function resetTwoStepLogin(db: ShopDb, email: string, io: CliIo, shop?: CliShop) {
  const address = email.trim().toLowerCase();
  const done = await resetSecondFactor(db, address, cliActor, (shop?.clock ?? systemClock).now(), shop);
  if (done === 'no account') throw new UsageError(`No account has the email ${address}.`);
  io.out(
    done === 'off already'
      ? `${address} has no two-step login: nothing changed.`
      : `Two-step login is off for ${address}, and every device logged in to the account is logged out. They log in with their password alone, and can turn two-step login on again with their new phone at /admin/security.`,
  );
}

const howSaid = {
  'reference-and-amount': 'reference and amount',
  'reference-only': 'reference only: check the amount',
  'amount-only': 'amount only: check the shopper',
} as const;

function printStatement({ matches, unmatched, credits }: AdminStatementMatchAnswer, io: CliIo) {
  // every row starts with where it is in the file, its date and its amount, in columns
  const row = (
    { line, date, amount }: { line: number; date: string; amount: number | null },
    ...rest: string[]
  ) =>
    io.out(
      [
        `line ${line}`.padEnd(9),
        date.padEnd(12),
        (amount === null ? '?' : formatNaira(amount)).padStart(14),
        ...rest,
      ].join('  '),
    );
  io.out(`${credits.length} credit${credits.length === 1 ? '' : 's'} read; ${matches.length} matched.`);
  for (const match of matches)
    row(match, match.reference, match.orderId, match.name, `(${howSaid[match.how]}; ${match.why})`);
  // each kind under its own heading, as the admin's page lists them: a credit confirmed before is no alarm
  for (const [kind, heading] of Object.entries(statementUnmatchedHeadings)) {
    const rows = unmatched.filter((unmatchedRow) => unmatchedRow.kind === kind);
    if (rows.length > 0) io.out(`${heading}:`);
    for (const unmatchedRow of rows) row(unmatchedRow, unmatchedRow.description, `(${unmatchedRow.why})`);
  }
}

async function statement(db: ShopDb, file: string | undefined, confirm: boolean, io: CliIo, shop?: CliShop) {
  if (!file) throw new UsageError('statement needs the bank statement: npm run shop -- statement april.csv');
  let csv: string;
  try {
    csv = await readFile(io, file);
  } catch (error) {
    throw new UsageError(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // the admin's own limits and sentences: an empty file, one too large
  const request = adminStatementMatchRequest.safeParse({ csv });
  if (!request.success) throw new UsageError(`${file}: ${describeProblem(request.error)}`);
  const answer = await matchBankStatement(db, request.data.csv);
  printStatement(answer, io);
  const sure = answer.matches.filter((match) => match.how === 'reference-and-amount');
  if (!confirm) {
    const which = sure.length === 1 ? 'the order' : `the ${sure.length} orders`;
    if (sure.length > 0)
      io.out(`Run again with --confirm to mark paid ${which} matched by reference and amount.`);
    return;
  }
  const done = await confirmStatementPayments(
    changer(db, shop),
    sure.map((match) => ({
      orderId: match.orderId,
      // as the admin keeps it: the credit's narration, or its line when it has none
      reference: keptPaymentReference(match.description) || `statement line ${match.line}`,
      // two transfers for one order are each kept with their own amount
      amount: match.amount,
    })),
  );
  io.out(done.message);
  for (const refused of done.refused) io.out(`${refused.orderId}: ${refused.message}`);
}

/** Arguments that are switches, taking no value. */
const switches = new Set(['--confirm']);

interface CommandArgs {
  positional: string[];
  named: Record<string, string>;
}

/** Reads `--name value` options (and switches, as 'true') out of the arguments. */
function options(args: readonly string[]): CommandArgs {
  const positional: string[] = [];
  const named: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (switches.has(arg)) named[arg.slice(2)] = 'true';
    else if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value.`);
      named[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  return { positional, named };
}

type Command = (db: ShopDb, args: CommandArgs, io: CliIo, shop?: CliShop) => Promise<void>;

const commands: Record<string, Command> = {
  import: (db, { positional: [file] }, io) => importProducts(db, file, io),
  stock: (db, { positional: [id, count] }, io) => setStock(db, id, count, io),
  popup: (db, { positional: [action, text] }, io, shop) => popup(db, action, text, io, shop),
  orders: (db, { named }, io) => listOrders(db, named, io),
  paid: (db, { positional: [id, reference] }, io, shop) => markPaid(db, id, reference, io, shop),
  status: (db, { positional: [id, status] }, io, shop) => changeStatus(db, id, status, io, shop),
  owner: (db, { positional: [action, email] }, io, shop) => owner(db, action, email, io, shop),
  statement: (db, { positional: [file], named }, io, shop) =>
    statement(db, file, named.confirm === 'true', io, shop),
  settings: async (db, { positional }, io, shop) => {
    if (!shop) throw new UsageError('settings needs the shop: run it with npm run shop');
    const code = await settingsCommand(db, positional, io, shop.settings.defaults, {
      at: shop.clock.now(),
      owners: shop,
    });
    if (code !== 0) throw new SaidError();
  },
};

/**
 * The files a command reads (through CliIo.readFile): the CLI reads them where it runs, before the command
 * runs here or in the server (cli/files.ts). A command that reads a file names it here too.
 */
const filesRead: Record<string, (args: CommandArgs) => (string | undefined)[]> = {
  import: ({ positional: [file] }) => [file],
  statement: ({ positional: [file] }) => [file],
};

/** The files the command `argv` will read; none when its arguments are wrong (it then says so itself). */
export function filesNamed(argv: readonly string[]): string[] {
  const [name = '', ...rest] = argv;
  const named = Object.hasOwn(filesRead, name) ? filesRead[name] : undefined;
  if (!named) return [];
  try {
    return named(options(rest)).filter((file): file is string => Boolean(file));
  } catch (error) {
    if (error instanceof UsageError) return [];
    throw error;
  }
}

/**
 * Runs one command against the database; returns the process exit code. With `shop`, a shopper whose order
 * is marked paid or moved to another status is mailed, and `owner add` can mail a new owner.
 */
export async function runCommand(
  db: ShopDb,
  argv: readonly string[],
  terminal: CliIo,
  shop?: CliShop,
): Promise<number> {
  // what the shop's data says (a product's name, an order's email) reaches the terminal without its controls
  const io: CliIo = {
    out: (line) => terminal.out(printable(line)),
    err: (line) => terminal.err(printable(line)),
    readFile: terminal.readFile?.bind(terminal),
  };
  const [name = '', ...rest] = argv;
  try {
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command)
      throw new UsageError(`Unknown command '${name}'. Run npm run shop -- --help to see the commands.`);
    await command(db, options(rest), io, shop);
    return 0;
  } catch (error) {
    if (error instanceof SaidError) return 1;
    if (error instanceof UsageError || error instanceof ShopError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/**
 * A command run inside the serving process (its control socket, control/server.ts): what it changed (products,
 * stock, a setting) shows on this process's very next answer, without waiting for the database's notification
 * to come back to it. Other processes sharing the database hear that notification.
 */
export async function runServingCommand(
  shop: Shop,
  argv: readonly string[],
  terminal: CliIo,
): Promise<number> {
  try {
    return await runCommand(shop.db, argv, terminal, shop);
  } finally {
    shop.catalogue.changed();
    await shop.settings.reload();
    shop.pages.changed();
  }
}

import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { PGlite, protocol } from '@electric-sql/pglite';
import { isRecord } from '../../api/guards';
import type { ShopDb } from './database';

/** node-postgres's pool: a named statement is prepared once per connection, then only bound and run. */
interface Pool {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<unknown>;
}
const isPool = (client: unknown): client is Pool => isRecord(client) && typeof client.query === 'function';

/** Prepared statements get names of their own; past this many, a statement is parsed every time. */
const MOST_PREPARED = 200;
const statementNames = new Map<string, string>();
const nameOf = (text: string): string | null => {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MOST_PREPARED) return known ?? null;
  const name = `shop_statement_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
};

/** The text form of a parameter, as the extended protocol's Bind carries it. */
const textOf = (value: unknown): string | null =>
  value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value);

const prepared = new WeakMap<PGlite, Set<string>>();
const concat = (...messages: Uint8Array[]) => {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
};

/**
 * Runs a statement on PGlite as a prepared statement: parsed and planned the first time, then only bound and
 * executed (docs/decisions/010-order-statement-prepared.md). Only PGlite's documented API: `transaction` waits
 * for any transaction in progress, so the statement never runs inside someone else's, and `runExclusive` holds
 * off every query while the wire protocol's messages (`execProtocol`, serialised by PGlite's own `protocol`)
 * go in. Its notifications are delivered at the commit, as for any query.
 */
function runPrepared(client: PGlite, name: string, text: string, values: unknown[]): Promise<unknown> {
  const { serialize } = protocol;
  return client.transaction(() =>
    client.runExclusive(async () => {
      let parsed = prepared.get(client);
      if (!parsed) prepared.set(client, (parsed = new Set()));
      if (!parsed.has(name)) {
        await client.execProtocol(concat(serialize.parse({ name, text, types: [] }), serialize.sync()));
        parsed.add(name);
      }
      const bind = serialize.bind({ statement: name, values: values.map(textOf) });
      return client.execProtocol(concat(bind, serialize.execute({}), serialize.sync()));
    }),
  );
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A statement written as SQL text with numbered parameters, for the one hot path where Drizzle's query
 * builder and result mapping, and parsing and planning the statement, cost more than running it (placing
 * an order on PGlite, where every request waits for the one connection). Values are encoded as Drizzle
 * encodes them for their columns. Only the statement's own text goes into the text: every value goes in
 * as a parameter.
 */
export class Statement {
  #text = '';
  readonly #values: unknown[] = [];

  /** Appends SQL text. */
  add(text: string): this {
    this.#text += text;
    return this;
  }

  /** A placeholder for the value, encoded as the column encodes it (jsonb as JSON, dates as ISO text). */
  param(value: unknown, column?: Column): string {
    this.#values.push(
      value === null || value === undefined ? null : column ? column.mapToDriverValue(value) : value,
    );
    return `$${this.#values.length}`;
  }

  /** `insert into <table> (<columns>) values (<placeholders>)` for the row's defined values. */
  insert<T extends Table>(table: T, row: T['$inferInsert']): this {
    const columns: Record<string, Column> = getTableColumns(table);
    const names: string[] = [];
    const placeholders: string[] = [];
    for (const [key, value] of Object.entries(row)) {
      const column = columns[key];
      if (value === undefined || !column) continue;
      names.push(quote(column.name));
      placeholders.push(this.param(value, column));
    }
    return this.add(
      `insert into ${quote(getTableName(table))} (${names.join(', ')}) values (${placeholders.join(', ')})`,
    );
  }

  /**
   * Runs on the database's own connection (PGlite, or a connection of the pool), past Drizzle, as a
   * prepared statement; throws the database's error as the driver reports it.
   */
  async run(db: ShopDb): Promise<void> {
    // Drizzle keeps the driver's connection as `$client`, which its PgDatabase type does not name
    const client: unknown = Reflect.get(db, '$client');
    const name = nameOf(this.#text);
    if (client instanceof PGlite) {
      if (name) await runPrepared(client, name, this.#text, this.#values);
      else await client.query(this.#text, this.#values);
    } else if (isPool(client)) {
      const statement = { text: this.#text, values: this.#values };
      await client.query(name ? { name, ...statement } : statement);
    } else throw new Error('the database has no driver to run a statement on');
  }

  /** The same statement for Drizzle, to run inside a transaction. */
  toSql(): SQL {
    const pieces = this.#text.split(/\$(\d+)/);
    return sql.join(
      pieces.map((piece, index) =>
        index % 2 === 0 ? sql.raw(piece) : sql`${this.#values[Number(piece) - 1]}`,
      ),
    );
  }
}

import type { Context } from 'hono';
import { endpoints, type Product } from '../../api';
import type { CatalogueWatcher, Unwatch } from '../db/watch';
import { failureBody } from '../http/errors';
import { serverMessages } from '../http/messages';
import { PrecompressedAnswer } from '../http/precompressed';

/**
 * The stock changes with every order, so a browser or a CDN may keep a catalogue answer but must ask again
 * before each use; with the ETag, asking again costs a 304 and no body.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The catalogue's answers at one moment, each serialised once. */
export interface CatalogueSnapshot {
  /** every product, oldest first (GET /api/product/list) */
  list: PrecompressedAnswer;
  /** what is in stock (GET /api/product/available) */
  available: PrecompressedAnswer;
  /** one product (GET /api/product/:id); undefined when there is no such product */
  product(id: string): PrecompressedAnswer | undefined;
  /** the 404 of an id that is no product */
  notFound: PrecompressedAnswer;
}

export interface CatalogueSource {
  /** the products, oldest first, from the database */
  load(): Promise<Product[]>;
  watch(watcher: CatalogueWatcher): Promise<Unwatch>;
  /** security headers every answer carries */
  headers: () => Promise<Record<string, string>>;
  /** parse each answer with its api/ schema when it is built (tests) */
  checkAnswers: boolean;
}

type CatalogueCall = 'productList' | 'productAvailable' | 'product';

function snapshotOf(
  products: readonly Product[],
  headers: Record<string, string>,
  notFound: PrecompressedAnswer,
  checkAnswers: boolean,
): CatalogueSnapshot {
  const answer = (call: CatalogueCall, body: unknown) => {
    if (checkAnswers) endpoints[call].answer.parse(body);
    return new PrecompressedAnswer(JSON.stringify(body), { headers });
  };
  const byId = new Map(products.map((product) => [product._id, product]));
  // a product's answer is made when it is first asked for: most change before anyone asks
  const productAnswers = new Map<string, PrecompressedAnswer>();
  return {
    list: answer('productList', { success: true, products }),
    available: answer('productAvailable', {
      success: true,
      products: products.filter((product) => product.inStock),
    }),
    product(id) {
      let made = productAnswers.get(id);
      if (made) return made;
      const product = byId.get(id);
      if (!product) return undefined;
      made = answer('product', { success: true, product });
      productAnswers.set(id, made);
      return made;
    },
    notFound,
  };
}

/**
 * The catalogue in memory: the shop's busiest read, and PGlite answers one query at a time. Every change to
 * the products, in this process or another sharing the database, reaches `changed()` (db/watch.ts, or the
 * order that took stock), which bumps the version; the next read loads the products once and serves that
 * snapshot until the next change. While the database's notifications cannot be heard (a PostgreSQL
 * restart), nothing is kept: every read loads afresh, so no server serves a catalogue another one changed.
 */
export class CatalogueCache implements CatalogueWatcher {
  readonly #source: CatalogueSource;
  #version = 0;
  #listening = false;
  #watching: Promise<void> | null = null;
  #current: { version: number; snapshot: CatalogueSnapshot } | null = null;
  #loading: { version: number; snapshot: Promise<CatalogueSnapshot> } | null = null;
  #fixed: Promise<{ headers: Record<string, string>; notFound: PrecompressedAnswer }> | null = null;

  constructor(source: CatalogueSource) {
    this.#source = source;
  }

  changed(): void {
    this.#version += 1;
    this.#current = null;
  }

  lost(): void {
    this.#listening = false;
    this.changed();
  }

  listening(): void {
    this.#listening = true;
    this.changed();
  }

  /** Counts the changes heard; null while changes could go unheard (services/page-cache.ts keeps pages by it). */
  version(): number | null {
    return this.#listening ? this.#version : null;
  }

  /** The snapshot when nothing changed since it was made, else null; never starts a load (http/catalogue-reads.ts). */
  fresh(): CatalogueSnapshot | null {
    const current = this.#current;
    return current && current.version === this.#version && this.#listening ? current.snapshot : null;
  }

  /** The current snapshot: at once when nothing changed since it was made. */
  snapshot(): CatalogueSnapshot | Promise<CatalogueSnapshot> {
    return this.fresh() ?? this.#refresh();
  }

  /** Answers a catalogue call from the snapshot. */
  async respond(c: Context, pick: (snapshot: CatalogueSnapshot) => PrecompressedAnswer): Promise<Response> {
    const snapshot = this.snapshot();
    return pick(snapshot instanceof Promise ? await snapshot : snapshot).respond(c);
  }

  async #refresh(): Promise<CatalogueSnapshot> {
    this.#watching ??= this.#watch();
    await this.#watching;
    if (!this.#listening) return this.#load();
    const version = this.#version;
    if (this.#loading?.version !== version) {
      const snapshot = this.#load();
      this.#loading = { version, snapshot };
      snapshot.then(
        (made) => {
          // a change that came while loading may be missing from it: then it serves only those who waited
          if (this.#version === version) this.#current = { version, snapshot: made };
          if (this.#loading?.snapshot === snapshot) this.#loading = null;
        },
        () => {
          if (this.#loading?.snapshot === snapshot) this.#loading = null;
        },
      );
    }
    return this.#loading.snapshot;
  }

  async #watch(): Promise<void> {
    try {
      await this.#source.watch(this);
    } catch (error) {
      this.#watching = null;
      throw error;
    }
  }

  async #load(): Promise<CatalogueSnapshot> {
    this.#fixed ??= this.#source.headers().then((security) => {
      const headers = { ...security, 'cache-control': CATALOGUE_CACHE_CONTROL };
      const notFound = new PrecompressedAnswer(
        JSON.stringify(failureBody(endpoints.product.path, serverMessages.productNotFound)),
        { status: 404, headers: { ...security, 'cache-control': 'no-store' }, validators: false },
      );
      return { headers, notFound };
    });
    const [products, { headers, notFound }] = await Promise.all([this.#source.load(), this.#fixed]);
    return snapshotOf(products, headers, notFound, this.#source.checkAnswers);
  }
}

import { LRUCache } from 'lru-cache';
import type { CatalogueWatcher, Unwatch } from '../db/watch';
import type { PrecompressedAnswer } from '../http/precompressed';

/**
 * What a public page shows, besides what its own address says: each part's version, or null while a change
 * to it could go unheard (the database's notifications lost).
 */
export interface PageSources {
  /** reviews, shop reviews, the popup, the settings table: tells the watcher of every change (db/watch.ts) */
  watch(watcher: CatalogueWatcher): Promise<Unwatch>;
  /** the products (services/catalogue-cache.ts) */
  catalogueVersion(): number | null;
  /** the owner's settings in force (services/live-settings.ts): another process's save is loaded after its notice */
  settingsVersion(): number;
}

/** A page as it was made for every guest: kept when `keep`, else served once (a 404, a redirect). */
export interface MadePage {
  answer: PrecompressedAnswer;
  keep: boolean;
}

/** Pages kept at most: the home page's HTML is about 130 KB, and each is kept in up to three encodings. */
const MAX_BYTES = 48 * 1024 * 1024;
/** A page also shows the year in its footer: none is kept for longer than an hour, whatever happens. */
const LONGEST_KEPT_MS = 60 * 60 * 1000;

interface Kept {
  version: string;
  answer: PrecompressedAnswer;
}

/**
 * The public pages rendered once and served to every guest from memory, until what they show
 * changes: the products, the reviews, the popup or the settings, in this process (an order, the admin) or another
 * sharing the database. A page is kept under the versions of everything it shows at the moment its render began;
 * one asked for under other versions is rendered again, once however many guests ask for it together.
 */
export class PageCache implements CatalogueWatcher {
  readonly #sources: PageSources;
  #version = 0;
  #listening = false;
  #watching: Promise<void> | null = null;
  readonly #kept = new LRUCache<string, Kept>({
    maxSize: MAX_BYTES,
    // the page as it is and, as browsers ask for them, in brotli and gzip (a fraction of it each)
    sizeCalculation: (kept) => kept.answer.size * 2,
    ttl: LONGEST_KEPT_MS,
  });
  readonly #rendering = new Map<string, { version: string; page: Promise<MadePage | null> }>();

  constructor(sources: PageSources) {
    this.#sources = sources;
  }

  /** Something a page shows changed (a review, the popup, a setting): every page is rendered afresh. */
  changed(): void {
    this.#version += 1;
    this.#kept.clear();
    this.#rendering.clear();
  }

  lost(): void {
    this.#listening = false;
    this.changed();
  }

  listening(): void {
    this.#listening = true;
    this.changed();
  }

  /**
   * The page at `key` (its path and query) from memory, or made by `make` and kept when it may be. Null when
   * `make` gives none. While a change could go unheard, every page is made afresh and none is kept.
   */
  async page(key: string, make: () => Promise<MadePage | null>): Promise<PrecompressedAnswer | null> {
    this.#watching ??= this.#sources.watch(this).then(
      () => undefined,
      () => {
        this.#watching = null;
      },
    );
    await this.#watching;
    const version = this.#now();
    if (version === null) return (await make())?.answer ?? null;
    const kept = this.#kept.get(key);
    if (kept?.version === version) return kept.answer;

    let rendering = this.#rendering.get(key);
    if (rendering?.version !== version) {
      const page = make();
      rendering = { version, page };
      this.#rendering.set(key, rendering);
      void page
        .then((made) => {
          // a change heard while it was made may be missing from it: it then serves only those who waited
          if (made?.keep && this.#now() === version) this.#kept.set(key, { version, answer: made.answer });
        })
        .catch(() => undefined)
        .finally(() => {
          if (this.#rendering.get(key)?.page === page) this.#rendering.delete(key);
        });
    }
    return (await rendering.page)?.answer ?? null;
  }

  #now(): string | null {
    const catalogue = this.#sources.catalogueVersion();
    if (!this.#listening || catalogue === null) return null;
    return `${catalogue}.${this.#sources.settingsVersion()}.${this.#version}`;
  }
}

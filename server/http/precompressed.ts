import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { keysOf } from '../../api/guards';

/**
 * An answer (the catalogue's JSON, a page's HTML) made once, compressed once per encoding (on the first request
 * that wants it), with a strong ETag: what the catalogue and the page cache serve from memory. A request costs a
 * header lookup and an object, no JSON, no compression, no hashing.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli 5, not 11: an answer is compressed again after every stock change, and on a 20 KB list 5 takes
 * well under a millisecond where 11 takes tens of them, for a body about 15% larger.
 */
const BROTLI_QUALITY = 5;

const compressors: Record<Exclude<Encoding, 'identity'>, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes),
};

/** Each encoding's representation has a tag of its own (a strong ETag names exact bytes). */
const tagSuffix: Record<Encoding, string> = { identity: '', br: '.br', gzip: '.gz' };

interface NodeBindings {
  incoming?: IncomingMessage;
}

/**
 * A request header, read from the headers node:http already parsed when there are some: asking Hono's
 * Request would build a Headers object per request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  // Hono types the adapter's bindings as any; @hono/node-server's are node:http's request and answer
  const bindings: NodeBindings | undefined = c.env;
  const incoming = bindings?.incoming;
  if (incoming) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/** q-values of Accept-Encoding, by coding; `*` stands for any coding not named. */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  return accepted;
}

const chosen = new Map<string, Encoding>();
const REMEMBERED_HEADERS = 100;

/** Brotli when the caller takes it, else gzip, else none (RFC 9110 section 12.5.3); remembered per header. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const accepted = acceptedCodings(acceptEncoding);
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding>(
    (pick, coding) =>
      weight(coding) > 0 && (pick === 'identity' || weight(coding) > weight(pick)) ? coding : pick,
    'identity',
  );
  // browsers send a handful of distinct headers; a caller making up new ones must not grow the map forever
  if (chosen.size < REMEMBERED_HEADERS) chosen.set(acceptEncoding, best);
  return best;
}

/** True when If-None-Match names one of the tags (weak comparison, as RFC 9110 section 13.1.2 asks). */
function matches(ifNoneMatch: string, tags: readonly string[]): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
}

/**
 * One way of answering a request, made once: as a fetch Response carries it (Hono's route) and as node:http
 * writes it (http/catalogue-reads.ts), the same status, headers and bytes.
 */
export interface Reply {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  /** the headers and Content-Length, flat (name, value, name, value…) as `res.writeHead` takes them */
  wireHeaders: string[];
  /** null for a 304; a Buffer, which node:http writes as it is (a plain Uint8Array it wraps on every write) */
  body: Buffer<ArrayBuffer> | null;
}

interface Representation {
  full: Reply;
  notModified: Reply;
}

export interface PrecompressedOptions {
  status?: 200 | 404;
  /** answers besides the body's own: Cache-Control, the security headers */
  headers: Record<string, string>;
  /** false for an answer a cache must not keep or revalidate (a 404): no ETag, no 304 */
  validators?: boolean;
  /** default: application/json */
  contentType?: string;
}

function replyOf(status: Reply['status'], headers: Record<string, string>, body: Reply['body']): Reply {
  const withLength = body ? { ...headers, 'content-length': String(body.length) } : headers;
  return { status, headers, wireHeaders: Object.entries(withLength).flat(), body };
}

export class PrecompressedAnswer {
  readonly #body: Buffer;
  readonly #hash: string;
  readonly #options: PrecompressedOptions;
  readonly #representations = new Map<Encoding, Representation>();
  /** every representation's ETag: a browser that kept any of them holds this very answer */
  readonly #tags: string[];

  constructor(body: string, options: PrecompressedOptions) {
    this.#body = Buffer.from(body);
    this.#hash = createHash('sha256').update(this.#body).digest('base64url').slice(0, 27);
    this.#options = options;
    this.#tags = keysOf(tagSuffix).map((encoding) => this.etag(encoding));
  }

  /** the body's bytes before compression */
  get size(): number {
    return this.#body.length;
  }

  etag(encoding: Encoding): string {
    return `"${this.#hash}${tagSuffix[encoding]}"`;
  }

  /** The answer in the encoding the caller takes, or the 304 when it already holds it: no work per request. */
  reply(acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Reply {
    const representation = this.#representation(chooseEncoding(acceptEncoding));
    if (ifNoneMatch && this.#options.validators !== false && matches(ifNoneMatch, this.#tags))
      return representation.notModified;
    return representation.full;
  }

  /** The reply as a Response, for Hono's route. */
  respond(c: Context): Response {
    const { status, headers, body } = this.reply(
      requestHeader(c, 'accept-encoding'),
      requestHeader(c, 'if-none-match'),
    );
    return new Response(body, { status, headers });
  }

  #representation(encoding: Encoding): Representation {
    let representation = this.#representations.get(encoding);
    if (representation) return representation;
    const compressed = encoding === 'identity' ? this.#body : compressors[encoding](this.#body);
    if (encoding !== 'identity' && compressed.length >= this.#body.length) {
      // a body too small to gain is served as it is, to every caller
      representation = this.#representation('identity');
      this.#representations.set(encoding, representation);
      return representation;
    }
    const validators: Record<string, string> =
      this.#options.validators === false ? {} : { etag: this.etag(encoding) };
    const shared = { ...this.#options.headers, vary: 'Accept-Encoding', ...validators };
    const headers = {
      ...shared,
      'content-type': this.#options.contentType ?? 'application/json',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    };
    representation = {
      full: replyOf(this.#options.status ?? 200, headers, Buffer.from(new Uint8Array(compressed).buffer)),
      notModified: replyOf(304, shared, null),
    };
    this.#representations.set(encoding, representation);
    return representation;
  }
}

/** The headers a middleware adds to an answer, found once by letting it answer a probe request. */
export async function headersAddedBy(middleware: MiddlewareHandler): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  const answer = await probe.request('/');
  return Object.fromEntries(answer.headers);
}

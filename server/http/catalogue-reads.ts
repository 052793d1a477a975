import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { CatalogueCache, CatalogueSnapshot } from '../services/catalogue-cache';
import type { Logger } from '../shop';
import type { PrecompressedAnswer } from './precompressed';

/**
 * GET and HEAD of /api/product/list, /available and /:id, answered on node:http before Hono: the most asked
 * calls of the shop, and all of them already made in memory (services/catalogue-cache.ts). No Request, no
 * Response, no middleware: one lookup, one `writeHead`, one `end`, the very bytes routes/products.ts answers,
 * and the request's log line, on node:http's documented API alone. The answer names no host, so whatever Host
 * the request carries gets the same bytes. Everything else goes on to the app, which answers it as ever: other
 * methods and paths, an odd target, an unknown product, a catalogue being loaded after a change.
 */

/** /api/product/<list, available or an id>, with a query of plain characters. */
const catalogueTarget = /^\/api\/product\/([\w-]+)(?:\?[!#$&-;=?-[\]_a-z~]*)?$/;

function answerOf(snapshot: CatalogueSnapshot, name: string): PrecompressedAnswer | undefined {
  if (name === 'list') return snapshot.list;
  if (name === 'available') return snapshot.available;
  return snapshot.product(name);
}

/**
 * Answers a catalogue read from memory when it can, and says whether it did. Writes the same request log
 * line as http/request-log.ts.
 */
function catalogueReads(
  catalogue: CatalogueCache,
  log: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const started = performance.now();
    const { method, url = '' } = req;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const name = catalogueTarget.exec(url)?.[1];
    if (name === undefined) return false;
    const snapshot = catalogue.fresh();
    const answer = snapshot && answerOf(snapshot, name);
    if (!answer) return false;
    const reply = answer.reply(req.headers['accept-encoding'], req.headers['if-none-match']);
    res.writeHead(reply.status, reply.wireHeaders);
    // HEAD: the headers GET would have, Content-Length included, and no body
    res.end(method === 'HEAD' || !reply.body ? undefined : reply.body);
    log.info('request', {
      method,
      path: `/api/product/${name}`,
      status: reply.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  };
}

/** The shop's request listener: catalogue reads from memory, everything else through `app`. */
export function withCatalogueReads(
  catalogue: CatalogueCache,
  log: Logger,
  app: (req: IncomingMessage, res: ServerResponse) => unknown,
): RequestListener {
  const fromMemory = catalogueReads(catalogue, log);
  return (req, res) => {
    if (!fromMemory(req, res)) void app(req, res);
  };
}

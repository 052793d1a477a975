import type { IncomingMessage, RequestListener } from 'node:http';

/** How long, and how much, a request's unread body is read and thrown away after its answer. */
const LINGER_MS = 10_000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * An answer given before its request's body was read (a 413 for a body over the limit) leaves the client
 * still sending. Closing then makes the client's side drop the answer ("other side closed"); leaving the
 * rest unread stalls the connection, which the client reuses for its next request. So, as nginx's
 * lingering close: the rest is read and thrown away, for a while and up to a size, then the connection is
 * closed. A body read to its end leaves the connection as good as new.
 */
export function withLingeringClose(listener: RequestListener): RequestListener {
  return (req, res) => {
    // before node:http's own 'finish' handler, which would discard the rest with no end in time or size
    res.prependOnceListener('finish', () => {
      if (!req.complete) discardTheRest(req);
    });
    listener(req, res);
  };
}

function discardTheRest(req: IncomingMessage): void {
  let read = 0;
  const close = () => {
    done();
    req.socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS).unref();
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) close();
  };
  const done = () => {
    clearTimeout(timer);
    req.off('data', count);
  };
  // the app's reader of the body stopped with the answer, and would keep the request paused
  req.removeAllListeners('data');
  req.on('data', count);
  req.once('end', done);
  req.once('error', done);
  req.resume();
}

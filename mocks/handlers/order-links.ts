import { answer, handle, refuse } from '../handle';
import { shop } from '../state';

/** What the server answers a signed link that opens nothing: the tracking form's not-found, word for word. */
const notFound = 'We could not find an order with that id and email.';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The key of an order's signed link in the mock shop (/order/<orderId>/<key>): 22 base64url characters, as
 * the server's HMAC gives. Not a secret: the mock only needs one order's key to differ from another's.
 */
export function mockOrderKey(orderId: string): string {
  let hash = 0x811c9dc5;
  let key = '';
  for (let index = 0; index < 22; index += 1) {
    for (const char of `${orderId}:${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    key += KEY_ALPHABET[hash & 63];
  }
  return key;
}

export const orderLinksHandlers = [
  // the signed link mailed with each order opens it without logging in; any other key opens nothing
  handle('openOrder', ({ body }) => {
    const order =
      body.key === mockOrderKey(body.orderId) ? shop.orders.find((o) => o._id === body.orderId) : undefined;
    if (!order) return refuse('openOrder', 404, notFound);
    return answer('openOrder', { success: true, order });
  }),
];

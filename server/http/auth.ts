import type { Context } from 'hono';
import { messages, type Auth } from '../../api';
import { findShopper, type Shopper } from '../services/accounts';
import type { Shop } from '../shop';
import { unauthorized } from './errors';
import { serverMessages } from './messages';

/** The token from the `token` header (the original client's) or `Authorization: Bearer`. */
export function readToken(c: Context): string | null {
  const token = c.req.header('token')?.trim();
  if (token) return token;
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  return bearer?.[1]?.trim() || null;
}

/**
 * Who is calling, as the endpoint's `auth` asks: 'required' refuses without a valid token; 'optional'
 * (guest checkout) takes a guest without one. A token that is sent but unknown or expired is always
 * refused, so a shopper whose session ended learns it instead of silently ordering as a guest.
 */
export async function authenticate(c: Context, shop: Shop, auth: Auth): Promise<Shopper | null> {
  if (auth === 'none') return null;
  const token = readToken(c);
  if (!token) {
    if (auth === 'required') throw unauthorized(messages.loginRequired);
    return null;
  }
  const shopper = token.length <= 200 ? await findShopper(shop, token) : null;
  if (!shopper) throw unauthorized(serverMessages.sessionExpired);
  return shopper;
}

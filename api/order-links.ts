import * as z from 'zod';
import { idSchema, linkKeySchema } from './common';

/**
 * POST /api/order/open: the order a signed link names (/order/<orderId>/<key>, mailed with every order),
 * without logging in. It answers as /api/order/track does (orderAnswer); a key that is not this order's
 * answers the same 404 as an unknown id.
 */
export const openOrderRequest = z.strictObject({ orderId: idSchema, key: linkKeySchema });
export type OpenOrderRequest = z.infer<typeof openOrderRequest>;

import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { endpoints } from '../../api';

/**
 * A failure the shopper should read: thrown anywhere in a route or a service, answered by the app's
 * error handler with its status and `{ success: false, message }`.
 */
export class ShopError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const badRequest = (message: string) => new ShopError(400, message);
export const unauthorized = (message: string) => new ShopError(401, message);
export const forbidden = (message: string) => new ShopError(403, message);
export const notFound = (message: string) => new ShopError(404, message);
export const conflict = (message: string) => new ShopError(409, message);
export const tooManyRequests = (message: string) => new ShopError(429, message);

/**
 * Every failure body. The newsletter's also carries `error`, the field its original client reads;
 * `message` stays so that one reader fits every call (docs/decisions/037-the-original-clients-calls-kept.md).
 */
export function failureBody(path: string, message: string) {
  return path === endpoints.newsletterSubscribe.path
    ? { success: false as const, message, error: message }
    : { success: false as const, message };
}

import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a session or a reset link: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored, so a copy of the database holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Ids of rows the shop creates: 24 hex characters (the storefront shows the last 8 of an order's). */
export const newId = (): string => randomBytes(12).toString('hex');

import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent equals ours, in constant time: hashing both first gives equal lengths to
 * compare, so neither the time taken nor a length check tells how much of it was right.
 */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

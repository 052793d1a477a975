import { lazy, type ComponentType } from 'react';

/** Waits before each new try of a failed fetch: a phone's dropped connection often comes back within seconds. */
const RETRY_WAITS_MS = [1000, 3000];

const Nothing = () => null;

/**
 * Runs `load` (a dynamic import), trying again after each of `waits` when it fails; when every try has
 * failed it calls `onGiveUp` and resolves to `fallback` instead of rejecting.
 */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  fallback: T,
  { waits = RETRY_WAITS_MS, onGiveUp }: { waits?: readonly number[]; onGiveUp?: () => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch {
      if (attempt >= waits.length) {
        onGiveUp?.();
        return fallback;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, waits[attempt]));
  }
}

/**
 * React.lazy for a part of a page whose code is fetched when first needed (a menu, a dialog), made for
 * connections that drop: the fetch is tried three times over about four seconds, and if it still fails the
 * part shows nothing and `onGiveUp` is told, rather than the route's error screen replacing the page.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, onGiveUp?: () => void) {
  return lazy(async () => ({
    default: await loadWithRetries<ComponentType<P>>(load, Nothing, { onGiveUp }),
  }));
}

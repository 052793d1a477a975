import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false on the server and during hydration, true after: what depends on this device (the stored cart,
 * the token) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

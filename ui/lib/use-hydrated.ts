import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Set once the first page this browser hydrated has run its effects; never on the server. */
let pageHydrated = false;

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true after: what depends on this device (the stored
 * cart, a map frame) waits for it, so the first client render matches the server's HTML. A part mounted later
 * (a client-side navigation, a story) is true from its first render.
 *
 * The switch to true is a transition. A bare useSyncExternalStore whose server snapshot differs would make
 * React re-render everything below it synchronously right after hydrating: one long task on a phone, during
 * which a tap waits.
 */
export function useHydrated(): boolean {
  // while hydrating React reads the server snapshot; a part mounted afterwards reads the flag
  const mountedHydrated = useSyncExternalStore(
    noSubscription,
    () => pageHydrated,
    () => false,
  );
  const [hydrated, setHydrated] = useState(mountedHydrated);
  useEffect(() => {
    if (hydrated) return;
    // after all of this commit's effects, among them React's own checks of the snapshot above
    queueMicrotask(() => {
      pageHydrated = true;
    });
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Storybook's canvas is a page that hydrated long ago: every story mounts into it as a part mounted after
 * hydration does, whether it is the first story opened or the tenth (the "before hydration" stories render the
 * server's HTML themselves).
 */
export function markPageHydrated(): void {
  pageHydrated = true;
}

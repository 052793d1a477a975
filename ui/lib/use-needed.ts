import { useState } from 'react';

/**
 * True from the first render where `now` is true on: for a part whose code is fetched when it is first
 * needed (a dialog, the toasts) and then stays mounted, so that it can animate its closing.
 */
export function useNeeded(now: boolean): boolean {
  const [needed, setNeeded] = useState(now);
  if (now && !needed) setNeeded(true);
  return needed || now;
}

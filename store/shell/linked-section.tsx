import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The longest a linked section is held in place, and how many still frames let it go sooner. */
const HOLD_MS = 1500;
const STILL_FRAMES = 3;
/** What the shopper does that ends the hold: from then on the page is theirs to scroll. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After a move to a section of another page ('/#delivery' from the footer), React Router scrolls to it once. The
 * bands above it are laid out only as they come near the screen (ui/theme.css render-when-near) and then take
 * their real height, which would push the section off the screen. This keeps it at the top, frame by frame,
 * until the bands have settled or the shopper scrolls. The first load is the browser's own fragment navigation,
 * which does the same by itself.
 */
export function LinkedSectionInPlace() {
  const { hash, key } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    const moved = !firstLoad.current;
    firstLoad.current = false;
    const target = moved && hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    const until = performance.now() + HOLD_MS;
    let frame = 0;
    let still = 0;
    let lastTop = Number.NaN;
    const hold = () => {
      const top = target.getBoundingClientRect().top;
      if (top === lastTop) still += 1;
      else {
        still = 0;
        target.scrollIntoView({ behavior: 'instant' });
        lastTop = target.getBoundingClientRect().top;
      }
      if (still < STILL_FRAMES && performance.now() < until) frame = requestAnimationFrame(hold);
    };
    frame = requestAnimationFrame(hold);
    const stop = () => cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop);
    };
  }, [hash, key]);

  return null;
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The first page the browser loads lays out only the bands near the screen (ui/theme.css render-when-near). From
 * the first move within the shop on, every band is laid out: the bands of a page rendered in the browser have no
 * size yet, and React Router's scroll to a section ('/#delivery' from the footer) or back to where the shopper
 * was needs their real sizes. A layout effect placed before ScrollRestoration, so it comes before that scroll.
 */
export function EveryBandAfterAMove() {
  const { key } = useLocation();
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.documentElement.dataset.moved = '';
  }, [key]);

  return null;
}

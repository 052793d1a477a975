import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router-dom';
import { headTags } from '../seo/page-meta';
import { pageMetaOf } from '../seo/route-meta';
import { useRootData } from './root-data';
import { wantsSearchFocus } from './search';

/** Swaps the page's title and meta tags (those marked data-page-meta, see seo/page-meta.ts). */
function replaceHeadTags(tags: string) {
  document.head.querySelectorAll('[data-page-meta], title').forEach((element) => element.remove());
  document.head.insertAdjacentHTML('beforeend', tags);
}

/** Moves focus to the new page's heading, so a screen reader starts reading the new page there. */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('#content h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Keeps the head in step with the page (on the first load it keeps the server's tags, or fills them in
 * when the page was rendered in the browser by `npm run dev`), and after each
 * client navigation moves focus to the new page's h1. The first load keeps the browser's own focus, and
 * filters in the query string do not count as a new page.
 */
export function PageChange() {
  const location = useLocation();
  const { pathname } = location;
  // the header's search sends focus to the collection's search box instead of the heading
  const searchWanted = wantsSearchFocus(location.state);
  const matches = useMatches();
  const { publicUrl } = useRootData();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const firstLoad = lastPath.current === null;
    const meta = pageMetaOf(matches, { path: pathname, publicUrl });
    // the server's page already carries its tags: rewriting them on the first load is work for nothing
    const serverTagged =
      firstLoad && document.head.querySelector('link[data-page-meta][rel=canonical]') !== null;
    if (meta && !serverTagged) replaceHeadTags(headTags(meta, { path: pathname, publicUrl }));
    const moved = !firstLoad && lastPath.current !== pathname;
    lastPath.current = pathname;
    if (moved && !searchWanted) focusPageHeading();
  }, [matches, pathname, publicUrl, searchWanted]);

  return null;
}

/** A thin bar at the top while the next page loads: on a slow connection the tap visibly did something. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent ${
        busy ? 'scale-x-75 transition-transform duration-1000 ease-out' : 'scale-x-0'
      }`}
    />
  );
}

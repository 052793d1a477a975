import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { MetaFunction } from './seo/route-meta';

/**
 * What a module in store/screens/ exports. Routes load it lazily (each page ships only its own code):
 *
 * - `Component` (required): the page. Its first heading is an <h1>; focus moves there on navigation.
 * - `loader` (optional): the page's data, from `apiFrom(context)`; run on the server for the first page
 *   and in the browser after. Throw `orThrow(result)` failures so the error state shows.
 * - `meta` (optional): title, description, image, JSON-LD from the loader's data (`MetaFunction<typeof loader>`).
 *   A page without a loader may still export `meta`; it gets `data: null`.
 * - `ErrorBoundary` (optional): the page's own error state; otherwise the shell's 'Unexpected Application Error!'.
 * - `shouldRevalidate` (optional): when the loader should run again.
 */
export interface ScreenModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen types its own loader's data
  meta?: MetaFunction<(...args: never[]) => any>;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

const noData = () => null;

/** The route properties React Router takes from a lazy screen module; `meta` travels in `handle`. */
export function screenRoute(screen: ScreenModule) {
  const { Component, ErrorBoundary, shouldRevalidate, meta } = screen;
  // a page with meta but no loader still needs data for meta to read (see pageMetaOf)
  const loader = screen.loader ?? (meta ? noData : undefined);
  return Object.fromEntries(
    Object.entries({ Component, loader, ErrorBoundary, shouldRevalidate, handle: meta && { meta } }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

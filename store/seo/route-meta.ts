import type { Params } from 'react-router-dom';
import { isRecord } from '../../api/guards';
import type { PageMeta } from './page-meta';

export interface MetaArgs<Data> {
  /** what the route's loader returned */
  data: Data;
  params: Params;
  /** the page's path, e.g. '/product/abc' */
  path: string;
  /** PUBLIC_URL, for absolute URLs in JSON-LD */
  publicUrl: string;
}

/** A screen's `meta` export: its title, description and structured data, from its loader's data. */
export type MetaFunction<Loader extends (...args: never[]) => unknown = () => unknown> = (
  args: MetaArgs<Awaited<ReturnType<Loader>>>,
) => PageMeta;

/** What a route match offers for meta, on the server (static context) and the client (useMatches) alike. */
export interface MatchForMeta {
  handle: unknown;
  data: unknown;
  params: Params;
}

const metaOf = (handle: unknown): MetaFunction | undefined => {
  const meta = isRecord(handle) ? handle.meta : undefined;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- only a screen's `meta`, a MetaFunction, is put in a route's handle (`page()` in store/routes.tsx)
  return typeof meta === 'function' ? (meta as MetaFunction) : undefined;
};

/**
 * The meta of the deepest route that has both a `meta` and data; null when that route has no data
 * (its loader failed: the error screen names the page instead).
 */
export function pageMetaOf(
  matches: readonly MatchForMeta[],
  address: { path: string; publicUrl: string },
): PageMeta | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const meta = metaOf(match.handle);
    if (!meta) continue;
    if (match.data === undefined) return null;
    return meta({ data: match.data, params: match.params, ...address });
  }
  return null;
}

import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublicShopConfig } from '../../api';
import { apiFrom, noticeFrom, publicUrlFrom, visitorFrom } from '../data/api';
import { orElse } from '../data/load';

export const ROOT_ROUTE_ID = 'root';

/**
 * Data every page shares, loaded once with the first page (server-rendered) and never again:
 * the shop's settings (delivery rules, payment methods, business phone, contact), PUBLIC_URL, whether the
 * page's cookies hold a shopper's session, and the sentence a form post without JavaScript left for it.
 * The shop still works when /api/config fails: screens fall back to api/'s defaults.
 */
export async function rootLoader({ context }: LoaderFunctionArgs) {
  const answer = orElse(await apiFrom(context).config(), null);
  return {
    config: answer?.config ?? null,
    publicUrl: publicUrlFrom(context),
    visitor: visitorFrom(context),
    notice: noticeFrom(context),
  };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

export const keepRootData = () => false;

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  if (!data) throw new Error('useRootData() needs the root route (store/routes.tsx) above it');
  return data;
}

/** The shop's settings, or null when /api/config could not be read. */
export const useShopConfig = (): PublicShopConfig | null => useRootData().config;

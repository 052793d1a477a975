import { createShopClient, type ShopClient } from '../../api';
import { readStored, storageKeys } from './storage';

/**
 * What the server passes to every loader (createStaticHandler's requestContext): its own api client,
 * whose fetch calls the shop's API in-process, and PUBLIC_URL. In the browser loaders get no such
 * context and use the browser's client.
 */
export interface LoadContext {
  api: ShopClient;
  publicUrl: string;
}

let browserClient: ShopClient | null = null;

/** The one client of the browser: same origin, with the stored token read at every call. */
export function browserApi(): ShopClient {
  browserClient ??= createShopClient({ getToken: () => readStored(storageKeys.token) });
  return browserClient;
}

const isLoadContext = (context: unknown): context is LoadContext =>
  typeof context === 'object' && context !== null && 'api' in context && 'publicUrl' in context;

/** The api client a loader should use: the server's on the server, the browser's in the browser. */
export function apiFrom(context: unknown): ShopClient {
  return isLoadContext(context) ? context.api : browserApi();
}

export function publicUrlFrom(context: unknown): string {
  return isLoadContext(context) ? context.publicUrl : window.location.origin;
}

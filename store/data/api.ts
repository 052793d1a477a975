import { createShopClient, type ShopClient } from '../../api';
import type { Notice } from './notice';
import { readStored, storageKeys } from './storage';

/**
 * What the server passes to every loader (createStaticHandler's requestContext): its own api client,
 * whose fetch calls the shop's API in-process, and PUBLIC_URL. In the browser loaders get no such
 * context and use the browser's client.
 */
export interface LoadContext {
  api: ShopClient;
  publicUrl: string;
  /** what the page request's cookies say: a shopper's session, or a guest */
  visitor: Visitor;
  /** the sentence a form's redirect left for this page (store/data/notice.ts) */
  notice: Notice | null;
}

export interface Visitor {
  loggedIn: boolean;
  /** the session is an owner's or staff's: the menus show the way to the admin */
  staff: boolean;
}

let browserClient: ShopClient | null = null;

/** The one client of the browser: same origin, with the stored token read at every call. */
export function browserApi(): ShopClient {
  browserClient ??= createShopClient({ getToken: () => readStored(storageKeys.token) });
  return browserClient;
}

const isLoadContext = (context: unknown): context is LoadContext =>
  typeof context === 'object' && context !== null && 'api' in context && 'publicUrl' in context;

/** Whether a loader runs in the server's render (with the page request's cookies) rather than the browser. */
export const onServer = (context: unknown): boolean => isLoadContext(context);

/** The api client a loader should use: the server's on the server, the browser's in the browser. */
export function apiFrom(context: unknown): ShopClient {
  return isLoadContext(context) ? context.api : browserApi();
}

export function publicUrlFrom(context: unknown): string {
  return isLoadContext(context) ? context.publicUrl : window.location.origin;
}

/** On the server, who the cookies say is asking; in the browser (no server render) the stored token says. */
export function visitorFrom(context: unknown): Visitor {
  if (isLoadContext(context)) return context.visitor;
  const loggedIn = readStored(storageKeys.token) !== null;
  return { loggedIn, staff: loggedIn && readStored(storageKeys.staff) === 'yes' };
}

export const noticeFrom = (context: unknown): Notice | null => (isLoadContext(context) ? context.notice : null);

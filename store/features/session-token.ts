import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '../data/storage';

/**
 * The session of this browser, as a store React can watch: the token in localStorage ('token', where the
 * storefront has always kept it) or, for a shopper who logged in without JavaScript, the session cookie alone
 * (httpOnly: the page cannot read it, the server's render says it is there). Logging in or out here, or in
 * another tab, re-renders whoever reads it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: Listener) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== storageKeys.token) return;
    // another tab logged in or out, which sets or ends the cookie too
    cookieSession = event.newValue !== null;
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The session key of a shopper known by the cookie alone; the API calls carry the cookie by themselves. */
export const COOKIE_SESSION = 'cookie';

/**
 * Whether this browser holds a session cookie: null until it logs in or out here (or in another tab), which
 * sets or ends the cookie too; until then the server's render said (`serverLoggedIn`, the root data).
 */
let cookieSession: boolean | null = null;
let serverSaid = false;

const readToken = (): string | null => readStored(storageKeys.token);

const sessionKey = (serverLoggedIn: boolean): string | null =>
  readToken() ?? ((cookieSession ?? serverLoggedIn) ? COOKIE_SESSION : null);

/**
 * Whether two session keys are the same session: the page hydrates with the server's word (COOKIE_SESSION)
 * and then reads the stored token of that same session, which is no login and no logout.
 */
export const sameSession = (a: string | null, b: string | null): boolean =>
  a === b || (a !== null && b !== null && (a === COOKIE_SESSION || b === COOKIE_SESSION));

/** The stored token, COOKIE_SESSION, or null for a guest: for the actors that call the shop. */
export const readSession = (): string | null => sessionKey(serverSaid);

/** The server render's word on the session cookie, kept for readSession (SessionProvider, after hydrating). */
export function rememberServerSession(loggedIn: boolean): void {
  serverSaid = loggedIn;
}

/** Keeps the token of a login (and whether its account is staff's), or forgets both on a logout. */
export function storeToken(token: string | null, staff = false): void {
  // written before the token: another tab reads it when it hears of the token
  writeStored(storageKeys.staff, token === null ? null : staff ? 'yes' : 'no');
  writeStored(storageKeys.token, token);
  cookieSession = token !== null;
  notify();
}

/**
 * Whether the session is an owner's or staff's, for the menus' way to the admin (the server decides what the
 * admin shows): the word stored with the token of a login in this browser, or else the server's render's, for
 * a session known by the cookie alone or a login kept from before the word was stored (`visitor`).
 */
export function useStaffSession(visitor: { loggedIn: boolean; staff: boolean }): boolean {
  const staffNow = () => {
    if (sessionKey(visitor.loggedIn) === null) return false;
    const stored = readStored(storageKeys.staff);
    return stored === null ? visitor.staff : stored === 'yes';
  };
  return useSyncExternalStore(subscribe, staffNow, () => visitor.loggedIn && visitor.staff);
}

/** `serverLoggedIn`: the root data's word on the session cookie, the same for the life of the page. */
export function useSessionKey(serverLoggedIn: boolean): string | null {
  return useSyncExternalStore(
    subscribe,
    () => sessionKey(serverLoggedIn),
    () => (serverLoggedIn ? COOKIE_SESSION : null),
  );
}

import { createContext, use, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../api';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { useCart } from './cart';
import { useRootData } from '../shell/root-data';
import {
  rememberServerSession,
  sameSession,
  storeToken,
  useSessionKey,
  useStaffSession,
} from './session-token';

export interface Session {
  /** the stored token, COOKIE_SESSION for a shopper known by the cookie alone, or null for a guest */
  token: string | null;
  loggedIn: boolean;
  /** the account works in the admin (owner or staff): the menus show the way there */
  staff: boolean;
  /** after a successful login or sign-up: keeps the token and merges the guest cart into the account's */
  logIn(token: string, staff: boolean): void;
  /** revokes the token, forgets it, empties the cart, goes to /login and says so */
  logOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { visitor } = useRootData();
  const serverLoggedIn = visitor.loggedIn;
  const token = useSessionKey(serverLoggedIn);
  const staff = useStaffSession(visitor);
  useEffect(() => rememberServerSession(serverLoggedIn), [serverLoggedIn]);
  const { actor: cart } = useCart();
  const navigate = useNavigate();

  // The cart follows the token: restored on load, gone on logout (here or in another tab).
  useEffect(() => {
    const cartToken = cart.getSnapshot().context.token;
    if (sameSession(token, cartToken)) return;
    if (cartToken) cart.send({ type: 'cart.loggedOut' });
    if (token) cart.send({ type: 'cart.sessionRestored', token });
  }, [cart, token]);

  const logIn = useCallback(
    (next: string, staffAccount: boolean) => {
      // the token is stored first: the cart's server calls start at once and read it from storage. The
      // server has merged the guest cart into the account's; the cart hears of the login
      // before this provider re-renders, so it forgets the device's copy and sends on only the changes
      // still waiting, rather than taking the login for a restored session.
      storeToken(next, staffAccount);
      cart.send({ type: 'cart.loggedIn', token: next });
    },
    [cart],
  );

  const logOut = useCallback(async () => {
    // revoking is a courtesy to the server; the shopper is logged out here whatever it answers
    await browserApi().logout({});
    storeToken(null);
    await navigate('/login');
    toast.success(messages.loggedOut);
  }, [navigate]);

  const session = useMemo<Session>(
    () => ({ token, loggedIn: token !== null, staff, logIn, logOut }),
    [token, staff, logIn, logOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session)
    throw new Error('useSession() must be used inside <SessionProvider> (the app shell provides it)');
  return session;
}

import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '../data/storage';

/**
 * The session token in localStorage ('token', specification section 3), as a store React can watch:
 * logging in or out here, or in another tab, re-renders whoever reads it. The server snapshot is
 * always null (the server renders every page as a guest sees it).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: Listener) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === storageKeys.token) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export const readToken = (): string | null => readStored(storageKeys.token);

export function storeToken(token: string | null): void {
  writeStored(storageKeys.token, token);
  notify();
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}

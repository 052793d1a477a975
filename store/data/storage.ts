/**
 * The shop's keys in the browser's localStorage. Read only in the browser after hydration: the server
 * has no storage, and a first client render that read it would not match the server's HTML.
 */
export const storageKeys = {
  /** the session token, under the name the storefront has always used */
  token: 'token',
  /** beside the token: 'yes' for an account that works in the admin (its menus show the way there), else 'no' */
  staff: 'staff',
  /** the guest cart, until the shopper logs in and it joins the account's */
  guestCart: 'guestCart',
  /** the last announcement the shopper closed, so it is not shown again */
  dismissedPopup: 'dismissedPopup',
  /** a guest's orders placed on this device, as { orderId, email } */
  guestOrders: 'guestOrders',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // private modes and locked-down webviews throw on access
    return null;
  }
}

export function readStored(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStored(key: StorageKey, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // full or refused storage: the shop still works for this visit
  }
}

export function readStoredJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

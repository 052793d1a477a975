import { useSyncExternalStore } from 'react';
import type { ToastMessage, ToastTone } from '../ui';

/**
 * The shop's one notification queue (top-right, 3000 ms: docs/decisions/032-one-notification-default.md).
 * Machines' notify actions and screens push here; the shell's Toaster shows it. Only the browser adds toasts: on
 * the server the queue stays empty and every render reads the empty server snapshot.
 */
type Listener = () => void;

const noToasts: readonly ToastMessage[] = [];
let queue: readonly ToastMessage[] = noToasts;
const listeners = new Set<Listener>();
let counter = 0;

function publish(next: readonly ToastMessage[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function push(tone: ToastTone, title: string, description?: string): string {
  counter += 1;
  const id = `toast-${counter}`;
  // the same sentence twice in a row (a double tap) shows once
  publish([
    ...queue.filter((toast) => !(toast.title === title && toast.tone === tone)),
    { id, tone, title, description },
  ]);
  return id;
}

export const toast = {
  success: (title: string, description?: string) => push('success', title, description),
  error: (title: string, description?: string) => push('error', title, description),
  info: (title: string, description?: string) => push('info', title, description),
  dismiss: (id: string) => publish(queue.filter((item) => item.id !== id)),
  /** Every toast goes: a page that starts afresh (a story in Storybook) shows none of the last one's. */
  dismissAll: () => publish([]),
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => queue,
    () => noToasts,
  );
}

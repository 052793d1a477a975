import { data } from 'react-router-dom';
import { isFailure, messages, type ApiFailure } from '../../api';
import { orThrow } from '../data/load';

/** Why the admin is closed to this visitor: not logged in (401), or a shopper's account (403). */
export type AdminDenied = 'login' | 'staffOnly';

/**
 * An admin call's answer for a loader: the data, or why this visitor may not see it (the admin's frame shows
 * the way in instead of the page). Any other failure is the page's error.
 */
export function adminAnswer<T extends { success: boolean }>(
  result: T | ApiFailure,
): { ok: true; data: T } | { ok: false; denied: AdminDenied } {
  if (isFailure(result) && result.status === 401) return { ok: false, denied: 'login' };
  if (isFailure(result) && result.status === 403) return { ok: false, denied: 'staffOnly' };
  return { ok: true, data: orThrow(result) };
}

export const deniedWords = {
  login: 'Log in with your staff or owner account',
  staffOnly: messages.staffOnly,
} as const satisfies Record<AdminDenied, string>;

/**
 * A loader's data for a page this account's role may not see (a shopper in the admin, staff on the owner's
 * pages): the page still says why, answered 403 so the browser and any tool reading it know it was refused.
 */
export const refusedToRole = <T>(value: T) => data(value, { status: 403 });

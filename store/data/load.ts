import { data } from 'react-router-dom';
import { isFailure, type ApiFailure } from '../../api';

/** The body of a route error thrown by a loader: the sentence to show. */
export interface LoadFailure {
  message: string;
  /** the network failed before the shop answered: the page shows the offline state, not an error */
  offline?: true;
}

/**
 * A failed call becomes the route's error response, so the screen's ErrorBoundary (or the shell's) shows
 * the shop's sentence with the right HTTP status (404 for a missing product) instead of crashing.
 * A network failure, status 0, is a 503 marked offline: the shop could not be reached.
 */
export function orThrow<T extends { success: boolean }>(result: T | ApiFailure): T {
  if (isFailure(result)) {
    const failure: LoadFailure =
      result.status === 0 ? { message: result.message, offline: true } : { message: result.message };
    throw data(failure, { status: result.status || 503 });
  }
  return result;
}

/** For data a page can live without (reviews under a product): a failure is an empty answer. */
export function orElse<T extends { success: boolean }, F>(result: T | ApiFailure, fallback: F): T | F {
  return isFailure(result) ? fallback : result;
}

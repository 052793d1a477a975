import { fromPromise } from 'xstate';
import { type ApiFailure, isFailure, messages } from '../api';
import { isRecord } from '../api/guards';

/**
 * The convention every machine here follows for async work: an actor resolves with the answer it was
 * asked for (a CartData, an Order...) and rejects with the client's ApiFailure when the shop said no or
 * the network failed. `unwrap` turns a CallResult into exactly that, for the store's actor implementations.
 */
export function unwrap<T extends { success: boolean }>(result: T | ApiFailure): T {
  if (isFailure(result)) throw result;
  return result;
}

export const isApiFailure = (error: unknown): error is ApiFailure =>
  isRecord(error) &&
  error.success === false &&
  typeof error.message === 'string' &&
  typeof error.status === 'number';

/** The sentence to show for a failed actor: the server's or the transport's message, else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiFailure(error) || error instanceof Error) return error.message.trim() || fallback;
  return fallback;
}

/** What a form says when its call fails, where the shop's refusal and a call that got no answer read differently. */
export interface FailureTexts {
  /** the shop answered and refused without a sentence of its own */
  refused?: string;
  /** no answer came (the network, an error on the way); left out, the failure is told in its own words */
  unanswered?: string;
}

/**
 * The sentence for a form's failed call. The shop refused: its own words, else `refused`. No answer came:
 * `unanswered`, or where that is left out, whatever went wrong in its own words, as `failureMessage` reads it.
 */
export function failureText(
  error: unknown,
  { refused = messages.somethingWentWrongTryAgain, unanswered }: FailureTexts = {},
): string {
  if (unanswered === undefined) return failureMessage(error, refused);
  if (isApiFailure(error) && error.status > 0) return error.message.trim() || refused;
  return unanswered;
}

/**
 * The `types` of a machine's setup(): XState reads them for their types alone (every field is optional, none is
 * read at run time), so an empty object stands for the context, events and input without a cast.
 */
export const machineTypes = <T extends object>(): Partial<T> => ({});

/**
 * The placeholder for an effect the caller must provide with `.provide()`. It fails loudly, so a
 * forgotten implementation shows up as an error state rather than as a silent success.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The '${name}' effect was not provided`)),
  );
}

/** Params of the notification actions every machine names (`notifySuccess`, `notifyError`). */
export interface Notice {
  message: string;
}

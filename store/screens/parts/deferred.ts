import { isFailure, type ApiFailure } from '../../../api';

/** A list a page can show or explain: the data, or the shop's sentence for why it could not be read. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; message: string };

/** A call's answer as a Loaded, never a rejection (the page shows the failure in place). */
export async function loaded<A extends { success: boolean }, T>(
  call: Promise<A | ApiFailure>,
  pick: (answer: A) => T,
): Promise<Loaded<T>> {
  const answer = await call;
  return isFailure(answer) ? { ok: false, message: answer.message } : { ok: true, value: pick(answer) };
}

/**
 * On the server a page waits for its data, so the HTML holds it (and the browser hydrates it as is). In the
 * browser, after a tap, it shows at once and the data streams in behind a skeleton (React Router's
 * <Await>): a shopper on a slow network sees the page answer immediately.
 */
export async function streamedInBrowser<T>(promise: Promise<T>): Promise<{ value: T | Promise<T> }> {
  return { value: typeof document === 'undefined' ? await promise : promise };
}

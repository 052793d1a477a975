import type { Context } from 'hono';
import type * as z from 'zod';
import { describeProblem } from '../../api';
import { ShopError, badRequest } from './errors';
import { serverMessages } from './messages';

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * The request body, checked with the endpoint's schema from api/. JSON only; an empty body counts as `{}`
 * (the original client posts nothing to calls that need only the token). Every problem is a 4xx with a
 * sentence: 415 not JSON, 400 malformed JSON or a schema problem.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    if (!isJson(c.req.header('content-type'))) throw new ShopError(415, serverMessages.notJson);
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest(serverMessages.malformedJson);
    }
  }
  const parsed = await schema.safeParseAsync(raw);
  if (!parsed.success) throw badRequest(describeProblem(parsed.error));
  return parsed.data;
}

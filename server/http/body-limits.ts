import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PICTURE_MAX_BYTES, STATEMENT_MAX_CHARS, endpoints, productWords } from '../../api';
import { failureBody } from './errors';
import { serverMessages } from './messages';

/** 64 KB: the largest real request (an order of 100 lines) is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A bank statement is the one large call: its text's limit (api/) as JSON, ₦ and quotes escaped. */
export const STATEMENT_MAX_BYTES = 3 * STATEMENT_MAX_CHARS;
/** A product's picture: the photo's 10 MB and its multipart wrapping. */
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

/** The most a call may send, by its path, answered 413 with the shop's sentence before anything is parsed. */
export function callBodyLimits(): MiddlewareHandler {
  const limitBody = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(failureBody(c.req.path, serverMessages.tooLarge), 413) });
  const small = limitBody(MAX_BODY_BYTES);
  const statement = limitBody(STATEMENT_MAX_BYTES);
  const picture = bodyLimit({
    maxSize: PICTURE_UPLOAD_MAX_BYTES,
    onError: (c) => c.json(failureBody(c.req.path, productWords.pictureTooLarge), 413),
  });
  return (c, next) =>
    (c.req.path === endpoints.adminStatementMatch.path
      ? statement
      : c.req.path === endpoints.adminProductPicture.path
        ? picture
        : small)(c, next);
}

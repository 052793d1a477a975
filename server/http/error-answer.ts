import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '../../api';
import { isDatabaseUnavailable } from '../db/errors';
import type { Logger } from '../shop';
import { ShopError, failureBody } from './errors';
import { serverMessages } from './messages';
import { loggedPath } from './request-log';

/** How a thrown error is answered: the shop's sentence with its status, never a stack. */
export function errorAnswer(log: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof ShopError) return c.json(failureBody(c.req.path, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500)
      return c.json(
        failureBody(c.req.path, error.message || messages.somethingWentWrongTryAgain),
        error.status,
      );
    // the database is down or restarting: the shopper may try again, a load balancer may look elsewhere
    if (isDatabaseUnavailable(error)) {
      log.error('database-unavailable', {
        method: c.req.method,
        path: loggedPath(c.req.path),
        message: error.message,
      });
      return c.json(failureBody(c.req.path, serverMessages.databaseUnavailable), 503, { 'retry-after': '5' });
    }
    // the log gets the details; the shopper gets a sentence, never a stack
    log.error('unhandled-error', {
      method: c.req.method,
      path: loggedPath(c.req.path),
      message: error.message,
      stack: error.stack,
    });
    return c.json(failureBody(c.req.path, messages.somethingWentWrongTryAgain), 500);
  };
}

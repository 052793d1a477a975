import { messages } from '../../api';
import { answer, handle } from '../handle';
import { shop } from '../state';

/** Subscribing twice is not an error: the shopper simply stays subscribed. */
export const newsletterHandlers = [
  handle('newsletterSubscribe', ({ body }) => {
    if (!shop.subscribers.has(body.email)) shop.subscribers.set(body.email, Date.now());
    return answer('newsletterSubscribe', { success: true, message: messages.subscribed });
  }),
];

import { messages } from '../../api';
import { answer, handle } from '../handle';
import { shop } from '../state';

/** Subscribing twice is not an error: the shopper simply stays subscribed. */
export const newsletterHandlers = [
  handle('newsletterSubscribe', ({ body }) => {
    shop.subscribers.add(body.email);
    return answer('newsletterSubscribe', { success: true, message: messages.subscribed });
  }),
];

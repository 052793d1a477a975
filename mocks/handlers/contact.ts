import { answer, handle } from '../handle';
import { shop } from '../state';

export const contactHandlers = [
  handle('contact', ({ body }) => {
    shop.contactMessages.push({ ...body, date: Date.now() });
    return answer('contact', {
      success: true,
      message: 'Thank you for your message! We will get back to you within one business day.',
    });
  }),
];

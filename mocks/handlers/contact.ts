import { answer, handle } from '../handle';
import { nextId, shop } from '../state';

export const contactHandlers = [
  handle('contact', ({ body }) => {
    shop.contactMessages.push({ _id: nextId(), ...body, date: Date.now(), readAt: null, answeredAt: null });
    return answer('contact', {
      success: true,
      message: 'Thank you for your message! We will get back to you within one business day.',
    });
  }),
];

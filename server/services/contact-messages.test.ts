import { describe, expect, it } from 'vitest';

import type { ContactMessage } from '../../api';
import { replyMail } from './contact-messages';

describe('replyMail', () => {
  it('quotes the message under the Lagos day and time it was sent', () => {
    const message: ContactMessage = {
      _id: 'm1',
      name: 'Amaka Obi',
      email: 'amaka@example.com',
      phone: '',
      subject: 'Delivery to Ibadan',
      message: 'Do you deliver to Bodija?\nThanks',
      // 23:30 UTC is already 00:30 the next day in Lagos
      date: Date.UTC(2026, 10, 25, 23, 30),
      readAt: null,
      answeredAt: null,
    };
    const mail = replyMail(message, 'Yes, we do.', 'hello@example.com');
    expect(mail.text).toBe(
      [
        'Hello Amaka Obi,',
        '',
        'Yes, we do.',
        '',
        'On 26 November 2026 at 00:30, you wrote:',
        '> Do you deliver to Bodija?',
        '> Thanks',
      ].join('\n'),
    );
  });
});

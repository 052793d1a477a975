import { describe, expect, it } from 'vitest';

import { appointmentOptions } from './appointment';
import { courses } from './academy';
import { wholesaleTiers } from './wholesale';
import { whatsAppLink, whatsAppLinks } from './whatsapp';
import { workshops } from './workshops';

/** The message a wa.me link opens with, read back the way WhatsApp reads it. */
const messageOf = (href: string) => new URL(href).searchParams.get('text');
const numberOf = (href: string) => new URL(href).pathname.slice(1);

describe('whatsAppLink', () => {
  it('opens a chat with the number in international digits and the message typed in', () => {
    const href = whatsAppLink('2348031234567', 'Hello Òórùn, is Ọba Oud in stock?');
    expect(href.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
    expect(messageOf(href)).toBe('Hello Òórùn, is Ọba Oud in stock?');
  });

  it('drops the plus, spaces and dashes a person writes in a phone number', () => {
    expect(numberOf(whatsAppLink('+234 803-123 4567', 'Hi'))).toBe('2348031234567');
  });

  it('dials a number written the local way (0803...) through the Nigerian country code', () => {
    expect(numberOf(whatsAppLink('0803 123 4567', 'Hi'))).toBe('2348031234567');
  });

  it('encodes characters that would otherwise end or split the message', () => {
    const message = 'Price & size? 50% off #1 "Ọba Oud"\nThanks';
    const href = whatsAppLink('2348031234567', message);
    expect(href).not.toContain(' ');
    expect(href.split('?')).toHaveLength(2);
    expect(messageOf(href)).toBe(message);
  });
});

describe('whatsAppLinks', () => {
  const links = whatsAppLinks('+234 803 123 4567');

  it('asks about the perfume a product page shows, and the order an order page shows', () => {
    expect(messageOf(links.product('Ọba Oud'))).toBe('Hello Òórùn, I would like to ask about Ọba Oud.');
    expect(messageOf(links.order('2a535483'))).toBe(
      'Hello Òórùn, I have a question about my order #2a535483.',
    );
  });

  it('asks about the perfumes for Make Inquiries', () => {
    expect(numberOf(links.inquiry)).toBe('2348031234567');
    expect(messageOf(links.inquiry)).toMatch(/inquiry about your perfumes/);
  });

  it('names the course, its length and its price when enrolling', () => {
    const [professional, foundations] = courses;
    expect(messageOf(links.enrol(professional))).toContain(
      'enrol in the Professional Perfumery Course (3 months, ₦250,000.00)',
    );
    expect(messageOf(links.enrol(foundations))).toContain('(2 months, ₦180,000.00)');
  });

  it('names the wholesale tier with its minimum order and discount', () => {
    const messages = wholesaleTiers.map((tier) => messageOf(links.wholesale(tier)));
    expect(messages[0]).toContain('Starter wholesale partnership (orders from ₦500,000.00, 5% discount)');
    expect(messages[1]).toContain('(orders from ₦1,500,000.00, 10% discount)');
    expect(messages[2]).toContain('(orders from ₦5,000,000.00, 15% discount)');
  });

  it('names the workshop, its day in Nigeria and its place when booking', () => {
    const message = messageOf(links.workshop({ ...workshops[0], date: '2027-01-16' }));
    expect(message).toContain(
      `"${workshops[0].title}" on Saturday, 16 January 2027 at ${workshops[0].location}`,
    );
  });

  it('asks for a consultation, and books each appointment option with its own message', () => {
    expect(messageOf(links.consultation)).toMatch(/personal scent consultation/);
    const [workshop, consultation] = appointmentOptions;
    expect(messageOf(links.appointment(workshop))).toMatch(/perfume-making workshop/);
    expect(links.appointment(consultation)).toBe(links.consultation);
  });
});

import { describe, expect, it } from 'vitest';
import { faqItems } from './contact';
import { termsOfSale } from './policies';

/** Copy that names the shop's figures takes them from the owner's settings, so it says what checkout does. */
const lagosRule = { localCity: 'Lagos', localDays: '1-2 business days', elsewhereDays: '4-8 business days' };
const answerTo = (question: RegExp, rate: number) =>
  faqItems(lagosRule, rate).find((item) => question.test(item.question))?.answer;

describe("the contact page's questions", () => {
  it('give the online discount as the owner set it, and promise none when it is 0', () => {
    expect(answerTo(/pay/, 0.1)).toContain('which takes 10% off your subtotal');
    expect(answerTo(/pay/, 0)).not.toMatch(/% off/);
    expect(answerTo(/pay/, 0)).toContain('You can pay online by card or bank at checkout, or pay by bank');
  });

  it('give the delivery times of the delivery rule', () => {
    expect(answerTo(/delivery/, 0.05)).toContain('Orders in Lagos arrive in 1-2 business days');
  });
});

describe('the terms of sale', () => {
  it('give the delivery times of the delivery rule', () => {
    const delivery = termsOfSale.sections.find((section) => section.heading === 'Delivery');
    const said = delivery?.paragraphs.map((paragraph) =>
      typeof paragraph === 'string' ? paragraph : paragraph(lagosRule),
    );
    expect(said?.join(' ')).toContain('Lagos: 1-2 business days. Elsewhere in Nigeria: 4-8 business days');
  });
});

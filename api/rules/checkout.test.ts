import { describe, expect, it } from 'vitest';
import { anAddress } from '../test/product';
import { checkoutDetails, emptyAddress, validateAddress } from './checkout';

const good = anAddress;

describe('checkout address validation', () => {
  it('accepts a complete address without a state, trimmed', () => {
    const check = validateAddress({ ...good, state: '', city: '  Ibadan ' });
    expect(check).toEqual({ ok: true, address: { ...good, state: '', city: 'Ibadan' } });
  });
  it('names every missing required field in one message', () => {
    const check = validateAddress({ ...good, firstName: '', street: '   ', phone: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBe('Please fill in all required fields: First Name, Street, Phone');
    expect(Object.keys(check.fields)).toEqual(['firstName', 'street', 'phone']);
  });
  it("refuses a malformed email with 'Please enter a valid email address'", () => {
    expect(validateAddress({ ...good, email: 'adaeze@example' })).toMatchObject({
      ok: false,
      message: 'Please enter a valid email address',
    });
  });
  it("refuses a phone under 8 characters with 'Please enter a valid phone number'", () => {
    expect(validateAddress({ ...good, phone: '0803123' })).toMatchObject({
      ok: false,
      message: 'Please enter a valid phone number',
    });
  });
  it('refuses a phone that is no Nigerian mobile number, saying under the field what it takes', () => {
    expect(validateAddress({ ...good, phone: 'abcdefgh' })).toEqual({
      ok: false,
      message: 'Please enter a valid phone number',
      fields: { phone: 'Please enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567' },
    });
    expect(validateAddress({ ...good, phone: '+234 803 123 4567' })).toMatchObject({ ok: true });
  });
  it('refuses a zipcode that is not digits', () => {
    expect(validateAddress({ ...good, zipcode: '20O001' })).toMatchObject({
      ok: false,
      fields: { zipcode: expect.any(String) },
    });
  });
});

describe("a logged-in shopper's checkout details", () => {
  const account = { name: '  Adaeze Ngozi  Okafor ', email: 'adaeze@example.com' };
  it("starts with the account's name, split at the first space, its email and the country", () => {
    expect(checkoutDetails(account)).toEqual({
      ...emptyAddress,
      firstName: 'Adaeze',
      lastName: 'Ngozi Okafor',
      email: 'adaeze@example.com',
    });
    expect(checkoutDetails({ name: 'Tunde', email: 't@example.com' })).toMatchObject({ lastName: '' });
  });
  it("takes where the last order went, but the name and email stay the account's", () => {
    const gift = { ...good, firstName: 'Mama', lastName: 'Ngozi', email: 'mama@example.com', city: 'Bodija' };
    expect(checkoutDetails(account, gift)).toEqual({
      ...good,
      city: 'Bodija',
      firstName: 'Adaeze',
      lastName: 'Ngozi Okafor',
      email: 'adaeze@example.com',
    });
  });
});

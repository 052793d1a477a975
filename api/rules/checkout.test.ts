import { describe, expect, it } from 'vitest';
import { defaultDeliveryRules } from '../constants';
import { anAddress } from '../test/product';
import { emptyAddress } from './address';
import { checkoutDetails, validateAddress as validateWith } from './checkout';
import { ELSEWHERE } from './delivery';

const good = anAddress;
const validateAddress = (address: typeof good) => validateWith(address, defaultDeliveryRules);

describe('checkout address validation', () => {
  it('accepts a complete address, trimmed, its state, area and country as the shop lists them', () => {
    const check = validateAddress({ ...good, city: '  Ibadan ', state: 'oyo state', area: ' ibadan north ' });
    expect(check).toEqual({ ok: true, address: { ...good, city: 'Ibadan', area: 'Ibadan North' } });
    expect(validateAddress({ ...good, country: ' NIGERIA ' })).toMatchObject({
      ok: true,
      address: { country: 'Nigeria' },
    });
  });
  it('names every missing required field in one message, the state among them', () => {
    const check = validateAddress({ ...good, firstName: '', street: '   ', state: '', phone: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBe('Please fill in all required fields: First Name, Street, State, Phone');
    expect(Object.keys(check.fields)).toEqual(['firstName', 'street', 'state', 'phone']);
  });
  it("refuses the review's address (a misspelt state, an Ibadan area, Ghana), naming the field in plain words", () => {
    const lagos = { ...good, city: 'Ikeja, Lagos', state: 'Lagoss', area: 'Ibadan North', country: 'Ghana' };
    expect(validateAddress(lagos)).toEqual({
      ok: false,
      message: 'Please choose your State from the list of Nigerian states.',
      fields: { state: 'Please choose your State from the list of Nigerian states.' },
    });
    expect(validateAddress({ ...lagos, state: 'Lagos' })).toEqual({
      ok: false,
      message: `Ibadan North is not in Lagos. Please choose a Delivery area in Lagos, or ${ELSEWHERE}.`,
      fields: {
        area: `Ibadan North is not in Lagos. Please choose a Delivery area in Lagos, or ${ELSEWHERE}.`,
      },
    });
    expect(validateAddress({ ...lagos, state: 'Lagos', area: ELSEWHERE })).toEqual({
      ok: false,
      message: 'We deliver within Nigeria only. Please enter Nigeria as the Country.',
      fields: { country: 'We deliver within Nigeria only. Please enter Nigeria as the Country.' },
    });
    expect(validateAddress({ ...lagos, state: 'Lagos', area: '', country: 'Nigeria' }).ok).toBe(true);
  });
  it("takes an area of the shop's own state only there, and an area it does not list nowhere", () => {
    expect(validateAddress({ ...good, area: 'Ibadan North-East' }).ok).toBe(true);
    expect(validateAddress({ ...good, area: ELSEWHERE }).ok).toBe(true);
    expect(validateAddress({ ...good, area: 'Bodija Estate' })).toMatchObject({
      ok: false,
      fields: { area: `Bodija Estate is not in Oyo. Please choose a Delivery area in Oyo, or ${ELSEWHERE}.` },
    });
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

import { describe, expect, it } from 'vitest';
import { anAddress } from '../test/product';
import { addressSchema } from '../orders';
import { addressFields, deliveryLines, emptyAddress, townOf } from './address';

describe('the delivery address', () => {
  it('starts empty but for the country the shop delivers to', () => {
    expect(Object.keys(emptyAddress)).toEqual(addressFields.map((field) => field.name));
    expect(emptyAddress).toMatchObject({ street: '', area: '', country: 'Nigeria' });
  });

  it('travels as its fields: each may be left out, none may run over its length, a zipcode may be a number', () => {
    expect(addressSchema.parse({})).toEqual({ ...emptyAddress, country: '' });
    expect(addressSchema.parse({ zipcode: 200001 }).zipcode).toBe('200001');
    expect(addressSchema.safeParse({ street: 'x'.repeat(301) }).success).toBe(false);
    expect(addressSchema.safeParse({ nickname: 'Ada' }).success).toBe(false);
  });
});

describe('the town as an order shows it', () => {
  it('names the Delivery area beside the town only when it says more', () => {
    expect(townOf({ city: 'Bodija', area: 'Ibadan North' })).toBe('Bodija (Ibadan North)');
    expect(townOf({ city: 'Ibadan', area: 'ibadan' })).toBe('Ibadan');
    expect(townOf({ city: 'Ikeja', area: '' })).toBe('Ikeja');
  });
});

describe('where an order goes, as a courier reads it', () => {
  it('is the street, the town with its state and zipcode, and the country', () => {
    expect(deliveryLines({ ...anAddress, city: 'Bodija', area: 'Ibadan North' })).toEqual([
      '12 Ring Road',
      'Bodija (Ibadan North), Oyo 200001',
      'Nigeria',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultDeliveryRules } from '../constants';
import {
  canonicalState,
  deliveryAreas,
  deliveryQuote,
  deliveryRule,
  deliveryZone,
  ELSEWHERE,
  listedState,
  nigerianStates,
} from './delivery';

const rules = defaultDeliveryRules;

describe('where an address is', () => {
  it('is local for every area the checkout offers for Ibadan, whatever the case, spacing and hyphens', () => {
    for (const area of rules.localAreas) expect(deliveryZone({ area, state: 'Oyo' }, rules)).toBe('local');
    expect(deliveryZone({ area: ' ibadan north east ' }, rules)).toBe('local');
  });
  it('lets the area decide over the city the shopper typed (Bodija is in Ibadan North)', () => {
    expect(deliveryZone({ area: 'Ibadan North', city: 'Bodija', state: 'Oyo' }, rules)).toBe('local');
    expect(deliveryZone({ area: ELSEWHERE, city: 'Ibadan', state: 'Oyo' }, rules)).toBe('elsewhere');
  });
  it('reads a local area in the city when no area is sent (a client of the original API)', () => {
    expect(deliveryZone({ city: 'Ibadan North' }, rules)).toBe('local');
    expect(deliveryZone({ city: 'Ibadan, Oyo' }, rules)).toBe('local');
    expect(deliveryZone({ city: '  ibadan ' }, rules)).toBe('local');
    expect(deliveryZone({ city: 'Lagos' }, rules)).toBe('elsewhere');
  });
  it('charges the national fee to an address in another state, whatever area it names', () => {
    expect(deliveryZone({ area: 'Ibadan North', city: 'Ikeja', state: 'Lagos' }, rules)).toBe('elsewhere');
    expect(deliveryZone({ area: 'Ibadan North', state: 'lagos state' }, rules)).toBe('elsewhere');
  });
  it('is unknown until an area or a city is given', () => {
    expect(deliveryZone({}, rules)).toBe('unknown');
    expect(deliveryZone({ city: '  ', state: 'Oyo' }, rules)).toBe('unknown');
  });
});

describe('the delivery fee', () => {
  it('is the Ibadan fee in an Ibadan area, free from ₦100,000', () => {
    expect(deliveryQuote(20000, { area: 'Ibadan North' }, rules)).toMatchObject({ fee: 1500, known: true });
    expect(deliveryQuote(100000, { area: 'Ibadan North' }, rules).fee).toBe(0);
    expect(deliveryQuote(99999.99, { area: 'Ibadan North' }, rules).fee).toBe(1500);
  });
  it('is the national fee elsewhere, even above the threshold', () => {
    expect(deliveryQuote(250000, { city: 'Lagos' }, rules)).toMatchObject({
      fee: 4000,
      zone: 'elsewhere',
      days: '3-10 business days',
    });
  });
  it('is not guessed while the address is unknown: no fee, and the rule is said instead', () => {
    expect(deliveryQuote(150000, {}, rules)).toMatchObject({ fee: 0, known: false });
    expect(deliveryRule(rules)).toBe('Ibadan ₦1,500.00, free from ₦100,000.00; elsewhere ₦4,000.00');
  });
  it('costs nothing when there is nothing to deliver', () => {
    expect(deliveryQuote(0, { city: 'Lagos' }, rules)).toMatchObject({ fee: 0, known: true });
  });
});

describe('states', () => {
  it('offers the 36 states and the FCT', () => {
    expect(nigerianStates).toHaveLength(37);
  });
  it('reads a state as people write it', () => {
    expect(canonicalState('oyo state')).toBe('Oyo');
    expect(canonicalState('Abuja')).toBe('FCT (Abuja)');
    expect(canonicalState('Akwa-Ibom')).toBe('Akwa Ibom');
    expect(canonicalState('Somewhere')).toBe('Somewhere');
  });
  it('knows a listed state from text that names none', () => {
    expect(listedState(' lagos state ')).toBe('Lagos');
    expect(listedState('Lagoss')).toBeNull();
    expect(listedState('')).toBeNull();
  });
});

describe('the Delivery areas a state offers', () => {
  it("are the shop's own areas in its state (and before a state is chosen), and elsewhere only Elsewhere", () => {
    expect(deliveryAreas('Oyo', rules)).toEqual([...rules.localAreas, ELSEWHERE]);
    expect(deliveryAreas('oyo state', rules)).toEqual([...rules.localAreas, ELSEWHERE]);
    expect(deliveryAreas('', rules)).toEqual([...rules.localAreas, ELSEWHERE]);
    expect(deliveryAreas('Lagos', rules)).toEqual([ELSEWHERE]);
  });
});

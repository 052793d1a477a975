import type { DeliveryRules } from '../constants';
import { formatNaira } from './money';

/** The 36 states and the Federal Capital Territory, as the checkout's State select offers them. */
export const nigerianStates = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT (Abuja)',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** The Delivery area a shopper outside the local areas chooses. */
export const ELSEWHERE = 'Elsewhere in Nigeria';

// 'Ibadan North-East', 'ibadan north east' and 'IBADAN  NORTH EAST' are one place
const placeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const stateKeys = new Map<string, string>([
  ...nigerianStates.map((state) => [placeKey(state), state] as const),
  ['fct', 'FCT (Abuja)'],
  ['abuja', 'FCT (Abuja)'],
  ['federal capital territory', 'FCT (Abuja)'],
]);

/** A state as typed ('oyo state', 'Abuja') in the select's words ('Oyo', 'FCT (Abuja)'); unknown text as typed. */
export function canonicalState(text: string): string {
  const key = placeKey(text).replace(/ state$/, '');
  return stateKeys.get(key) ?? text.trim();
}

/** One of the listed states for what was typed ('oyo state' is 'Oyo'), or null when it names none. */
export function listedState(text: string): string | null {
  const state = canonicalState(text);
  return stateKeys.has(placeKey(state)) ? state : null;
}

/**
 * The Delivery areas the checkout offers in a state: the shop lists its local areas in its own state (and,
 * before a state is chosen, everywhere); any other state has only ELSEWHERE.
 */
export function deliveryAreas(
  state: string,
  rules: Pick<DeliveryRules, 'localState' | 'localAreas'>,
): string[] {
  const key = placeKey(canonicalState(state));
  return key === '' || key === placeKey(rules.localState) ? [...rules.localAreas, ELSEWHERE] : [ELSEWHERE];
}

/** The area as the list spells it, when it is one the checkout offers in that state; else null. */
export function listedArea(
  area: string,
  state: string,
  rules: Pick<DeliveryRules, 'localState' | 'localAreas'>,
): string | null {
  return deliveryAreas(state, rules).find((listed) => placeKey(listed) === placeKey(area)) ?? null;
}

/** 'Nigeria' for the country as typed (' NIGERIA '), or null: the shop delivers within Nigeria only. */
export const listedCountry = (text: string): string | null =>
  placeKey(text) === 'nigeria' ? 'Nigeria' : null;

/** Where an address is, as far as the fee goes; 'unknown' until the checkout has an area or a city. */
export type DeliveryZone = 'local' | 'elsewhere' | 'unknown';

export interface DeliveryPlace {
  area?: string;
  city?: string;
  state?: string;
}

/**
 * The zone of an address: the Delivery area the shopper chose decides; without one (a client that sends only the
 * city) a city naming a local area ('Ibadan North', 'Ibadan, Oyo') is local. An address in another state than
 * the local one pays the national fee whatever area it names.
 */
export function deliveryZone(place: DeliveryPlace, rules: DeliveryRules): DeliveryZone {
  const local = new Set(rules.localAreas.map(placeKey));
  const state = canonicalState(place.state ?? '');
  if (state !== '' && placeKey(state) !== placeKey(rules.localState) && stateKeys.has(placeKey(state)))
    return 'elsewhere';
  const area = placeKey(place.area ?? '');
  if (area !== '') return local.has(area) ? 'local' : 'elsewhere';
  const city = place.city ?? '';
  if (placeKey(city) === '') return 'unknown';
  return city.split(',').some((part) => local.has(placeKey(part))) ? 'local' : 'elsewhere';
}

export interface DeliveryQuote {
  /** 0 when it is not known yet (see `known`) */
  fee: number;
  /** false while the checkout knows neither the area nor the city: the rule is shown, never a guessed fee */
  known: boolean;
  zone: DeliveryZone;
  /** how long delivery takes there; both zones' times while unknown */
  days: string;
}

/**
 * The one delivery-fee rule, by place: the local fee, free from the threshold up; elsewhere the national fee
 * (docs/decisions/024-one-delivery-fee-rule.md).
 */
export function deliveryQuote(subtotal: number, place: DeliveryPlace, rules: DeliveryRules): DeliveryQuote {
  const zone = deliveryZone(place, rules);
  if (zone === 'unknown')
    return { fee: 0, known: subtotal <= 0, zone, days: `${rules.localDays} / ${rules.elsewhereDays}` };
  const days = zone === 'local' ? rules.localDays : rules.elsewhereDays;
  if (subtotal <= 0) return { fee: 0, known: true, zone, days };
  if (zone === 'elsewhere') return { fee: rules.elsewhereFee, known: true, zone, days };
  return { fee: subtotal >= rules.freeDeliveryFrom ? 0 : rules.localFee, known: true, zone, days };
}

/** The rule in one line, shown wherever the address is not known: 'Ibadan ₦1,500, free from ₦100,000; elsewhere ₦4,000'. */
export const deliveryRule = (rules: DeliveryRules): string =>
  `${rules.localCity} ${formatNaira(rules.localFee)}, free from ${formatNaira(rules.freeDeliveryFrom)}; ` +
  `elsewhere ${formatNaira(rules.elsewhereFee)}`;

import type { DeliveryRules } from '../constants';
import { messages } from '../messages';
import { addressFields, eachAddressField, emptyAddress, type Address, type AddressField } from './address';
import { canonicalState, listedArea, listedCountry, listedState } from './delivery';
import { looksLikeEmail } from './email';
import { isNigerianPhone } from './phone';
import { PICKUP } from '../new-order-rules';

/**
 * An order the shop keys in: the customer's email may be left out, and an order picked up at the shop needs only
 * a name and a phone.
 */
export interface KeyedInCustomer {
  pickup: boolean;
}

const pickupFields: readonly AddressField[] = ['firstName', 'lastName', 'email', 'phone'];

const pick = (address: Address, names: readonly AddressField[]) =>
  Object.fromEntries(names.map((name) => [name, address[name]]));

export type AddressCheck =
  | { ok: true; address: Address }
  | { ok: false; message: string; fields: Partial<Record<AddressField, string>> };

/**
 * Checkout validation with the shop's messages (api/messages.ts), first failure first; then the place, as
 * the delivery fee is charged for it: one of the listed states, an area the shop lists in that state (when
 * one is given), and Nigeria, each spelt as listed.
 */
export function validateAddress(
  input: Address,
  rules: Pick<DeliveryRules, 'localState' | 'localAreas'>,
  keyedIn?: KeyedInCustomer,
): AddressCheck {
  const address = eachAddressField(({ name }) => String(input[name] ?? '').trim());
  address.state = canonicalState(address.state);

  const asked = (name: AddressField) =>
    !keyedIn || (name !== 'email' && (!keyedIn.pickup || pickupFields.includes(name)));
  const missing = addressFields.filter(
    (field) => field.required && asked(field.name) && address[field.name] === '',
  );
  if (missing.length > 0) {
    const message = messages.fillRequired(missing.map((field) => field.label));
    const fields = Object.fromEntries(missing.map((field) => [field.name, `${field.label} is required`]));
    return { ok: false, message, fields };
  }
  if ((asked('email') || address.email !== '') && !looksLikeEmail(address.email))
    return { ok: false, message: messages.invalidEmail, fields: { email: messages.invalidEmail } };
  // stricter than the old 8-character minimum: 'abcdefgh' is no number a courier can ring
  if (!isNigerianPhone(address.phone))
    return { ok: false, message: messages.invalidPhone, fields: { phone: messages.nigerianPhone } };
  // collected at the shop: the customer's name and phone (and email, if given) are all the order keeps
  if (keyedIn?.pickup)
    return {
      ok: true,
      address: { ...eachAddressField(() => ''), ...pick(address, pickupFields), street: PICKUP },
    };
  if (!/^\d+$/.test(address.zipcode))
    return { ok: false, message: messages.invalidZipcode, fields: { zipcode: messages.invalidZipcode } };
  const state = listedState(address.state);
  if (!state)
    return { ok: false, message: messages.unlistedState, fields: { state: messages.unlistedState } };
  const area = address.area === '' ? '' : listedArea(address.area, state, rules);
  if (area === null) {
    const message = messages.areaNotInState(address.area, state);
    return { ok: false, message, fields: { area: message } };
  }
  const country = listedCountry(address.country);
  if (!country)
    return { ok: false, message: messages.outsideNigeria, fields: { country: messages.outsideNigeria } };
  return { ok: true, address: { ...address, state, area, country } };
}

/**
 * What a logged-in shopper's checkout starts with: their account's name ('Adaeze Ngozi Okafor' is first name
 * Adaeze, last name Ngozi Okafor) and email, and where their last order went (street to phone), if any.
 */
export function checkoutDetails(
  account: { name: string; email: string },
  lastAddress?: Partial<Address>,
): Address {
  const [firstName = '', ...rest] = account.name.trim().split(/\s+/);
  return { ...emptyAddress, ...lastAddress, firstName, lastName: rest.join(' '), email: account.email };
}

/**
 * The delivery address, declared once: its fields in the order the checkout shows them, with the label the
 * shop's messages use, whether a shopper must fill it in, how long it may be, and what kind of text it is (the
 * browser's autofill name, the keyboard a phone opens). The request and answer schemas (api/orders.ts), the
 * stored order, the delivery form, the checkout's validation and the places an order's address is printed are
 * all made from this list, so a new field is added here (docs/recipes.md, "A field of the delivery address").
 *
 * This module imports nothing: ui/ takes its values (docs/decisions/038-ui-takes-api-types.md).
 */
export const addressFields = [
  { name: 'firstName', label: 'First Name', required: true, maxLength: 100, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', required: true, maxLength: 100, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, maxLength: 254, autoComplete: 'email', type: 'email' },
  { name: 'street', label: 'Street', required: true, maxLength: 300, autoComplete: 'street-address' },
  { name: 'city', label: 'City', required: true, maxLength: 100, autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'State',
    required: true,
    maxLength: 100,
    autoComplete: 'address-level1',
    choice: true,
  },
  // it decides the delivery fee (rules/delivery.ts); orders placed before it existed have none
  {
    name: 'area',
    label: 'Delivery area',
    required: false,
    maxLength: 100,
    autoComplete: 'off',
    choice: true,
  },
  // digits only, with the phone's number pad
  {
    name: 'zipcode',
    label: 'Zipcode',
    required: true,
    maxLength: 20,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    pattern: '[0-9]*',
  },
  { name: 'country', label: 'Country', required: true, maxLength: 100, autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', required: true, maxLength: 30, autoComplete: 'tel', type: 'tel' },
] as const satisfies readonly AddressFieldSpec[];

export interface AddressFieldSpec {
  name: string;
  /** as the form labels it and the messages name it ('Please fill in all required fields: City, Phone') */
  label: string;
  required: boolean;
  maxLength: number;
  /** the browser's autofill name for it */
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  pattern?: string;
  /** chosen from a list the checkout offers (the states, the delivery areas), not typed */
  choice?: true;
}

export type AddressField = (typeof addressFields)[number]['name'];

/** A delivery address: every field a string, '' where the shopper left an optional one out. */
export type Address = Record<AddressField, string>;

/** One value for every field of the address, as `valueOf` gives it. */
export function eachAddressField<T>(
  valueOf: (field: (typeof addressFields)[number]) => T,
): Record<AddressField, T> {
  // ui/ takes this module as a value, so it imports no helper (fromKeys in api/guards.ts) to say so
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries cannot know its keys are exactly the fields; the list above is where they come from
  return Object.fromEntries(addressFields.map((field) => [field.name, valueOf(field)])) as Record<
    AddressField,
    T
  >;
}

/** A new checkout: nothing filled in but the country, the one the shop delivers to. */
export const emptyAddress: Address = { ...eachAddressField(() => ''), country: 'Nigeria' };

/** The town, with the Delivery area the fee was charged for when it says more: 'Bodija (Ibadan North)'. */
export function townOf({ city, area }: { city: string; area?: string }): string {
  return area && area.toLowerCase() !== city.toLowerCase() ? `${city} (${area})` : city;
}

/**
 * Where an order goes, as a courier reads it, a line each: the street, the town with its state and zipcode,
 * the country. The admin's order page prints these lines and the order mail joins them; the name and the
 * phone are shown beside them by each.
 */
export function deliveryLines(address: Address): string[] {
  const town = [townOf(address), address.state].filter(Boolean).join(', ');
  return [address.street, [town, address.zipcode].filter(Boolean).join(' '), address.country].filter(Boolean);
}

/*
 * The announcement popup's rules without zod: the admin's form checks the length by hand with them,
 * as api/'s schemas stay out of the storefront's scripts.
 */

/** The longest announcement: a popup is read in a glance, on a phone. */
export const POPUP_MAX_CHARS = 500;

export const popupTooLong = `Keep the announcement to ${POPUP_MAX_CHARS} characters or fewer`;

/** What the owner is told after a change, by the server and the mock alike. */
export const popupSentence = (text: string) =>
  text === '' ? 'The popup is removed: shoppers see none.' : 'Shoppers now see the popup.';

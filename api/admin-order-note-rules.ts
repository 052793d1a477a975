/*
 * An order's notes, the shop's own (docs/decisions/054-order-notes-in-the-history.md), without zod: the admin's
 * form checks them by hand with these, as api/'s schemas stay out of the storefront's scripts.
 */

/** The longest note: a few lines the owner reads back on the order's page, not a letter. */
export const ORDER_NOTE_MAX = 1000;

export const orderNoteMissing = 'Write the note';
export const orderNoteTooLong = `Keep the note to ${ORDER_NOTE_MAX} characters or fewer`;

/** What the owner is told once a note is kept, by the server and the mock alike. */
export const orderNoteSentence = (reference: string) => `Note added to order ${reference}.`;

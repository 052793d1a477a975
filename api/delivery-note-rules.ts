/*
 * The delivery note: what the shop tells the shopper about a shipped order's delivery (the rider's name and phone,
 * the courier and its tracking number), shown on their order and mailed to them
 * (docs/decisions/056-delivery-note.md). Without zod, as api/admin-order-note-rules.ts, for the admin's form.
 */

/** A line or two the shopper reads on a phone. */
export const DELIVERY_NOTE_MAX = 300;

export const deliveryNoteMissing = 'Write what the shopper should know about the delivery';
export const deliveryNoteTooLong = `Keep the delivery note to ${DELIVERY_NOTE_MAX} characters or fewer`;
/** Refused before the order is shipped: the note is about a parcel on its way. */
export const deliveryNoteNotShipped =
  'Mark the order shipped first: the delivery note is for a parcel on its way.';

/** What the owner is told once the shopper has the note, by the server and the mock alike. */
export const deliveryNoteSentence = (reference: string, email: string) =>
  `Delivery note saved on order ${reference}. ${email} is mailed.`;

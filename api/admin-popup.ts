import * as z from 'zod';
import { POPUP_MAX_CHARS, popupTooLong } from './admin-popup-rules';

/*
 * The announcement popup in the admin: the owner sets it, previews it as a shopper sees it, and clears
 * it. The storefront reads it with GET /api/popup; a change shows to the next shopper at once.
 */

/** GET /api/admin/popup: the text shoppers see now, '' when there is none. */
export const adminPopupAnswer = z.object({ success: z.literal(true), text: z.string() });
export type AdminPopupAnswer = z.infer<typeof adminPopupAnswer>;

/** POST /api/admin/popup: the new text; '' (or blank) removes the popup. */
export const adminSetPopupRequest = z.strictObject({
  text: z.string({ error: 'Write the announcement' }).trim().max(POPUP_MAX_CHARS, { error: popupTooLong }),
});
export type AdminSetPopupRequest = z.input<typeof adminSetPopupRequest>;

export const adminSetPopupAnswer = z.object({
  success: z.literal(true),
  /** 'Shoppers now see the popup.', 'The popup is removed.' */
  message: z.string(),
  text: z.string(),
});
export type AdminSetPopupAnswer = z.infer<typeof adminSetPopupAnswer>;

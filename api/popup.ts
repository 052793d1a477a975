import * as z from 'zod';

/** GET /api/popup: the announcement text, '' when there is none. */
export const popupAnswer = z.object({ success: z.literal(true), popup: z.string() });
export type PopupAnswer = z.infer<typeof popupAnswer>;

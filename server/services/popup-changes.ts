import { POPUP_MAX_CHARS, popupTooLong } from '../../api';
import type { ShopDb } from '../db/database';
import { ShopError } from '../http/errors';
import { type Actor, writeAudit } from './audit-log';
import { readPopup, writePopup } from './settings';

export const popupTarget = 'popup';

/**
 * Sets the announcement ('' clears it) and writes its audit line in one transaction, so the log never names a
 * change that did not happen. No cache stands between this and GET /api/popup: the next shopper sees it.
 */
export async function changePopup(db: ShopDb, actor: Actor, text: string, at: Date): Promise<string> {
  const after = text.trim();
  // the CLI reaches here without the api's schema: the same limit for both
  if (after.length > POPUP_MAX_CHARS) {
    throw new ShopError(400, popupTooLong);
  }
  await db.transaction(async (tx) => {
    const before = await readPopup(tx);
    await writePopup(tx, after);
    const action = after === '' ? 'popup.clear' : 'popup.set';
    await writeAudit(
      tx,
      actor,
      { action, target: popupTarget, before: { text: before }, after: { text: after } },
      at,
    );
  });
  return after;
}

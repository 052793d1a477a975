import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { settings } from '../db/schema';

const POPUP = 'popup';

/** The announcement popup's text; '' when the shop has none. */
export async function readPopup(db: Queryable): Promise<string> {
  const [row] = await db.select().from(settings).where(eq(settings.key, POPUP));
  return row?.value ?? '';
}

/** Sets the announcement; '' (or blank) removes it. */
export async function writePopup(db: Queryable, text: string): Promise<void> {
  const value = text.trim();
  if (value === '') {
    await db.delete(settings).where(eq(settings.key, POPUP));
    return;
  }
  await db
    .insert(settings)
    .values({ key: POPUP, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

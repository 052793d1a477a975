import { and, eq, isNull, ne } from 'drizzle-orm';
import { messages, type ChangePasswordRequest } from '../../api';
import { passwordResets, sessions, users } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Shop } from '../shop';
import { checkPassword, type Shopper } from './accounts';
import { refuseBreachedPassword } from './breached-passwords';
import { hashPassword } from './passwords';
import { hashToken } from './tokens';

/**
 * The account page's change of password. The current password is checked as a login checks it, counted by
 * the same limits, so a stolen session cannot guess the password past the login's limit. On success every
 * other session of the account ends (the one the shopper is using stays) and so does any reset link mailed
 * before: whoever held the old password or a link to replace it holds nothing now.
 */
export async function changePassword(
  shop: Shop,
  shopper: Shopper,
  sessionToken: string,
  request: ChangePasswordRequest,
  ip: string,
): Promise<void> {
  refuseBreachedPassword(request.newPassword);
  if (!(await checkPassword(shop, shopper.email, request.currentPassword, ip)))
    throw badRequest(messages.currentPasswordWrong);
  const passwordHash = await hashPassword(request.newPassword, shop.passwordCost);
  await shop.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, shopper.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, shopper.id), ne(sessions.tokenHash, hashToken(sessionToken))));
    await tx
      .update(passwordResets)
      .set({ usedAt: shop.clock.now() })
      .where(and(eq(passwordResets.userId, shopper.id), isNull(passwordResets.usedAt)));
  });
}

/** Ends every session of the account, on every device, the one asking too. */
export async function endEverySession(shop: Shop, shopper: Shopper): Promise<void> {
  await shop.db.delete(sessions).where(eq(sessions.userId, shopper.id));
}

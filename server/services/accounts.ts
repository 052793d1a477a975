import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages, type LoginRequest, type RegisterRequest } from '../../api';
import { isUniqueViolation } from '../db/errors';
import { passwordResets, sessions, users } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { serverMessages } from '../http/messages';
import type { Shop } from '../shop';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import { countAttempt, countFailureAhead, forgiveFailure } from './rate-limits';
import { hashToken, newId, newToken } from './tokens';

export interface Shopper {
  id: string;
  name: string;
  email: string;
}

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const later = (shop: Shop, ms: number) => new Date(shop.clock.now().getTime() + ms);

/** A new session for the shopper; only the token's hash is kept. */
export async function startSession(shop: Shop, userId: string): Promise<string> {
  const token = newToken();
  await shop.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: later(shop, SESSION_LIFETIME_MS),
    createdAt: shop.clock.now(),
  });
  return token;
}

/** The shopper a token belongs to, or null when it is unknown, revoked or expired. */
export async function findShopper(shop: Shop, token: string): Promise<Shopper | null> {
  const [row] = await shop.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, shop.clock.now())));
  return row ?? null;
}

export async function endSession(shop: Shop, token: string): Promise<void> {
  await shop.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** A session just started, and whose it is. */
export interface NewSession {
  token: string;
  shopperId: string;
}

export async function register(shop: Shop, request: RegisterRequest, ip: string): Promise<NewSession> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `register:ip:${ip}`, shop.limits.registerPerIp, now);
  await countAttempt(shop.db, `register:email:${request.email}`, shop.limits.registerPerEmail, now);
  const [existing] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
  if (existing) throw conflict(serverMessages.emailTaken);

  const id = newId();
  const passwordHash = await hashPassword(request.password, shop.passwordCost);
  try {
    await shop.db
      .insert(users)
      .values({ id, name: request.name, email: request.email, passwordHash, createdAt: now });
  } catch (error) {
    // two sign-ups with one email at the same moment: the second meets the unique index
    if (isUniqueViolation(error)) throw conflict(serverMessages.emailTaken);
    throw error;
  }
  return { token: await startSession(shop, id), shopperId: id };
}

/** A hash to check against when the email is unknown, so a wrong email takes as long as a wrong password. */
const decoys = new Map<string, Promise<string>>();
function decoyHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(newToken(), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}

export async function login(shop: Shop, request: LoginRequest, ip: string): Promise<NewSession> {
  const now = shop.clock.now();
  const emailKey = `login:email:${request.email}`;
  await countAttempt(shop.db, `login:ip:${ip}`, shop.limits.loginPerIp, now);
  // counted before the password is checked, so parallel tries cannot all pass a check made before any counted
  await countFailureAhead(shop.db, emailKey, shop.limits.loginFailuresPerEmail, now);

  const [user] = await shop.db.select().from(users).where(eq(users.email, request.email));
  const matches = await verifyPassword(
    request.password,
    user?.passwordHash ?? (await decoyHash(shop.passwordCost)),
  );
  if (!user || !matches) throw unauthorized(serverMessages.invalidCredentials);
  await forgiveFailure(shop.db, emailKey, shop.limits.loginFailuresPerEmail, now);
  return { token: await startSession(shop, user.id), shopperId: user.id };
}

/**
 * Mails a single-use, one-hour reset link when the account exists. The answer is the same either way and
 * the mail goes out in the background, so neither the words nor the timing tell whether an email is known.
 */
export async function requestPasswordReset(shop: Shop, email: string, ip: string): Promise<void> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `forgot:ip:${ip}`, shop.limits.forgotPerIp, now);
  await countAttempt(shop.db, `forgot:email:${email}`, shop.limits.forgotPerEmail, now);
  const [user] = await shop.db.select().from(users).where(eq(users.email, email));
  if (!user) return;

  const token = newToken();
  await shop.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: later(shop, RESET_LINK_LIFETIME_MS),
    createdAt: now,
  });
  const link = `${shop.publicUrl}/reset-password/${token}`;
  shop.mail.sendLater({
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets the new password, spends the link, and ends every session of the account (DESIGN.md decision 10). */
export async function resetPassword(shop: Shop, token: string, password: string, ip: string): Promise<void> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `reset:ip:${ip}`, shop.limits.resetPerIp, now);
  const passwordHash = await hashPassword(password, shop.passwordCost);
  await shop.db.transaction(async (tx) => {
    // the conditional update spends the link exactly once, even when two requests race
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest(messages.resetLinkInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
  });
}

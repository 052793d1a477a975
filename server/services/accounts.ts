import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages, type LoginRequest, type RegisterRequest } from '../../api';
import { isUniqueViolation } from '../db/errors';
import { passwordResets, sessions, users, type AccountRole } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { serverMessages } from '../http/messages';
import type { Shop } from '../shop';
import { hashPassword, verifyPassword, type ScryptCost } from './passwords';
import { refuseBreachedPassword } from './breached-passwords';
import { countAhead, countAttempt, forgetCounts, forgiveFailure } from './rate-limits';
import { hashToken, newId, newToken } from './tokens';

export interface Shopper {
  id: string;
  name: string;
  email: string;
  /** 'staff' and 'owner' work in /admin (http/endpoint.ts checks a route's `role`) */
  role: AccountRole;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** a session ends 30 days after login, or after 7 days unused, whichever comes first */
export const SESSION_LIFETIME_MS = 30 * DAY;
export const SESSION_IDLE_MS = 7 * DAY;
/**
 * A staff or owner session ends sooner when unused (ADMIN_SESSION_IDLE_HOURS): it can take money in and cancel
 * orders, and is more often opened on a shared or shop-floor device.
 */
export const ADMIN_SESSION_IDLE_MS = 12 * HOUR;
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

const later = (shop: Pick<Shop, 'clock'>, ms: number) => new Date(shop.clock.now().getTime() + ms);

export const worksInAdmin = (role: AccountRole): boolean => role !== 'shopper';

/** How long this account's session lives unused. */
export const idleEndOf = (shop: Pick<Shop, 'admin'>, role: AccountRole): number =>
  worksInAdmin(role) ? shop.admin.sessionIdleMs : SESSION_IDLE_MS;

/** A new session for the shopper; only the token's hash is kept. */
export async function startSession(
  shop: Shop,
  userId: string,
  role: AccountRole = 'shopper',
): Promise<string> {
  const token = newToken();
  await shop.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: later(shop, idleEndOf(shop, role)),
    createdAt: shop.clock.now(),
  });
  return token;
}

/**
 * The shopper a token belongs to, or null when it is unknown, revoked or expired. A use moves the idle end
 * on, never past 30 days from login; written at most once an hour per session (an admin's, every half hour of
 * its 12), not on every request.
 */
export async function findShopper(shop: Shop, token: string): Promise<Shopper | null> {
  const now = shop.clock.now();
  const tokenHash = hashToken(token);
  const [row] = await shop.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const { expiresAt, createdAt, ...shopper } = row;
  const idle = idleEndOf(shop, shopper.role);
  const later = new Date(Math.min(createdAt.getTime() + SESSION_LIFETIME_MS, now.getTime() + idle));
  // a longer end than the role allows (an account just made staff) is cut to it
  if (later.getTime() - expiresAt.getTime() > Math.min(HOUR, idle / 24) || expiresAt > later)
    await shop.db.update(sessions).set({ expiresAt: later }).where(eq(sessions.tokenHash, tokenHash));
  return shopper;
}

export async function endSession(shop: Shop, token: string): Promise<void> {
  await shop.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** A session just started, and whose it is. */
export interface NewSession {
  token: string;
  shopperId: string;
  /** the account works in the admin */
  staff: boolean;
}

export async function register(shop: Shop, request: RegisterRequest, ip: string): Promise<NewSession> {
  refuseBreachedPassword(request.password);
  const now = shop.clock.now();
  await countAttempt(shop.db, `register:ip:${ip}`, shop.limits.registerPerIp, now);
  await countAttempt(shop.db, `register:email:${request.email}`, shop.limits.registerPerEmail, now);
  // counted as a known email before the lookup, so the 429 says nothing of the email it answers
  const takenKey = `register:taken:ip:${ip}`;
  await countAttempt(shop.db, takenKey, shop.limits.registerTakenPerIp, now);
  const [existing] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, request.email));
  if (existing) throw conflict(serverMessages.emailTaken);
  await forgiveFailure(shop.db, takenKey, shop.limits.registerTakenPerIp, now);

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
  return { token: await startSession(shop, id), shopperId: id, staff: false };
}

/** A hash to check against when the email is unknown, so a wrong email takes as long as a wrong password. */
const decoys = new Map<string, Promise<string>>();
function decoyHash(cost: ScryptCost): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(newToken(), cost);
    decoys.set(key, decoy);
    // a decoy refused by a busy pool must not stay refused: unknown emails would then answer unlike known ones
    decoy.catch(() => decoys.delete(key));
  }
  return decoy;
}

/** Past the looser per-email limit each try waits a second more per failure over it, up to this. */
const MAX_SLOWDOWN_MS = 10_000;

/**
 * The account whose email and password these are, or null. Every try is counted as a failure before the
 * hash runs (so tries sent at once cannot all pass a check made before any counted) and given back when
 * right. From one address, an email's failures past the strict limit are refused (429); from everywhere
 * together, past the looser limit, tries are slowed, never refused: a stranger can slow a shopper's
 * login but cannot keep them out of their account.
 */
export async function checkPassword(shop: Shop, email: string, password: string, ip: string) {
  const now = shop.clock.now();
  const emailKey = `login:email:${email}`;
  const strictKey = `${emailKey}:ip:${ip}`;
  const { loginFailuresPerEmailAndIp: strict, loginFailuresPerEmail: loose } = shop.limits;
  await countAttempt(shop.db, strictKey, strict, now);
  const failures = await countAhead(shop.db, emailKey, loose, now);
  if (failures > loose.max) await shop.clock.wait(Math.min((failures - loose.max) * 1000, MAX_SLOWDOWN_MS));

  const forgive = async () => {
    await forgiveFailure(shop.db, strictKey, strict, now);
    await forgiveFailure(shop.db, emailKey, loose, now);
  };
  const [user] = await shop.db.select().from(users).where(eq(users.email, email));
  // a try the shop could not check (its hashing pool busy: 503) was no failure of the shopper's
  const check = async () =>
    verifyPassword(password, user?.passwordHash ?? (await decoyHash(shop.passwordCost)));
  const matches = await check().catch(async (error: unknown) => {
    await forgive();
    throw error;
  });
  if (!user || !matches) return null;
  await forgive();
  return user;
}

/** A login's password was right, and its account asks for an authenticator code before a session starts. */
export interface CodeNeeded {
  codeNeededFor: string;
}

export async function login(shop: Shop, request: LoginRequest, ip: string): Promise<NewSession | CodeNeeded> {
  await countAttempt(shop.db, `login:ip:${ip}`, shop.limits.loginPerIp, shop.clock.now());
  const user = await checkPassword(shop, request.email, request.password, ip);
  if (!user) throw unauthorized(serverMessages.invalidCredentials);
  if (user.totpSecret) return { codeNeededFor: user.id };
  return {
    token: await startSession(shop, user.id, user.role),
    shopperId: user.id,
    staff: worksInAdmin(user.role),
  };
}

/** A single-use link that sets the account's password within the hour (forgot password, a new owner's account). */
export async function newResetLink(
  shop: Pick<Shop, 'db' | 'clock' | 'publicUrl'>,
  userId: string,
): Promise<string> {
  const token = newToken();
  await shop.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: later(shop, RESET_LINK_LIFETIME_MS),
    createdAt: shop.clock.now(),
  });
  return `${shop.publicUrl}/reset-password/${token}`;
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

  const link = await newResetLink(shop, user.id);
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

/** A reset link that can still be spent: unknown, used or expired ones are refused before any hashing. */
async function liveResetLink(shop: Shop, tokenHash: string, now: Date): Promise<void> {
  const [link] = await shop.db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  if (!link) throw badRequest(messages.resetLinkInvalid);
}

/**
 * Sets the new password, spends the link, ends every session of the account and forgets the account's
 * failed logins: whoever tried them, the shopper now holds the only password
 * (docs/decisions/030-passwords-and-reset-links.md).
 */
export async function resetPassword(shop: Shop, token: string, password: string, ip: string): Promise<void> {
  const now = shop.clock.now();
  await countAttempt(shop.db, `reset:ip:${ip}`, shop.limits.resetPerIp, now);
  // the link is checked before the hash, so made-up links cost the shop no scrypt
  await liveResetLink(shop, hashToken(token), now);
  refuseBreachedPassword(password);
  const passwordHash = await hashPassword(password, shop.passwordCost);
  const email = await shop.db.transaction(async (tx) => {
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
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
    return user?.email;
  });
  if (email) await forgetCounts(shop.db, `login:email:${email}`);
}

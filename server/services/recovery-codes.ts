import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, normalRecoveryCode, recoveryCodeAlphabet } from '../../api';
import { recoveryCodes } from '../db/schema';
import type { Queryable } from '../db/database';
import { hashToken } from './tokens';

/*
 * Two-step login's recovery codes, for the day the phone is lost: ten made at once, each good for one login.
 * Ten characters of a 31-letter alphabet are about 50 random bits, and a guess is counted as a wrong app code
 * is, so a plain SHA-256 of each is all the database keeps (a slow hash would guard nothing more).
 */

const CODE_LENGTH = 10;

/** One code as shown: two groups of five ('7kq4m-x9trp'), drawn by the system's secure random numbers. */
function newRecoveryCode(): string {
  const letters = Array.from(
    { length: CODE_LENGTH },
    () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
  );
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

const hashOf = (typed: string) => hashToken(normalRecoveryCode(typed));

/** The account's codes go: two-step login is off, or a new set replaces them. */
export async function removeRecoveryCodes(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** A new set replaces the account's codes (used or not); the codes in the clear are for the page, this once. */
export async function replaceRecoveryCodes(tx: Queryable, userId: string, now: Date): Promise<string[]> {
  const shown = new Set<string>();
  while (shown.size < RECOVERY_CODE_COUNT) shown.add(newRecoveryCode());
  await removeRecoveryCodes(tx, userId);
  await tx
    .insert(recoveryCodes)
    .values([...shown].map((code) => ({ userId, codeHash: hashOf(code), createdAt: now })));
  return [...shown];
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Uses the code up when it is one of the account's unused ones. A conditional update: of two logins sending the
 * same code at once, one finds it unused and the other finds nothing.
 */
export async function useRecoveryCode(
  db: Queryable,
  userId: string,
  typed: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

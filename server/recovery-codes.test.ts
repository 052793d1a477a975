import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, messages, recoveryLoginWords, secondFactorWords, type EndpointName } from '../api';
import { recoveryCodes, users } from './db/schema';
import { historyOf } from './services/audit-log';
import { hashToken } from './services/tokens';
import { browser } from './test/browser';
import { send, useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';
import { codeAt, TEST_TOTP_SECRET } from './test/totp';
import { readableMail } from './test/mails';

/** Two-step login's recovery codes: ten shown once when it is turned on, each good for one login. */
const shop = useTestShop();

const STEP = 30_000;

const call = (name: EndpointName, token: string | undefined, body?: unknown) =>
  send(shop.app, endpoints[name].method, endpoints[name].path, { token, body });

const idOf = async (email: string) =>
  (await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const unusedOf = async (email: string) =>
  (
    await shop.database.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, await idOf(email)), isNull(recoveryCodes.usedAt)))
  )[0]!.n;

const decoded = readableMail;

const mailsTo = async (email: string, subject: string) =>
  (await shop.outbox())
    .map(decoded)
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes(`Subject: ${subject}`));

/** An owner who just turned two-step login on, with the ten codes it was shown. */
async function ownerWithCodes() {
  const owner = await newAccountOf(shop, 'owner');
  const on = await call('adminTotpOn', owner.token, {
    secret: TEST_TOTP_SECRET,
    code: codeAt(shop.clock.now()),
  });
  expect(on.status, on.text).toBe(200);
  shop.clock.advance(STEP);
  return { ...owner, codes: on.json?.recoveryCodes as string[] };
}

/** A device past the password step, waiting for its code. */
async function atTheCodeStep(owner: { email: string; password: string }) {
  const device = browser(shop.app);
  const password = await device.post(endpoints.login.path, { email: owner.email, password: owner.password });
  expect(password.json?.message).toBe(secondFactorWords.codeNeeded);
  return device;
}

describe('turning two-step login on', () => {
  it('shows ten different codes once, easy to copy, and keeps only their hashes', async () => {
    const owner = await ownerWithCodes();
    expect(owner.codes).toHaveLength(10);
    expect(new Set(owner.codes).size).toBe(10);
    for (const code of owner.codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
    const kept = await shop.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, await idOf(owner.email)));
    expect(kept.map((row) => row.codeHash).sort()).toEqual(
      owner.codes.map((code) => hashToken(code.replace('-', ''))).sort(),
    );
    expect((await call('adminSecurity', owner.token)).json).toEqual({
      success: true,
      totp: true,
      recoveryCodesLeft: 10,
    });
  });
});

describe('a login with a recovery code', () => {
  it('opens a session, uses the code up, says how many are left, audits and mails it', async () => {
    const owner = await ownerWithCodes();
    const device = await atTheCodeStep(owner);
    // as copied from paper: capitals and a space instead of the dash
    const typed = owner.codes[3]!.toUpperCase().replace('-', ' ');
    const login = await device.post(endpoints.loginRecovery.path, { recoveryCode: typed });
    expect(login.status, login.text).toBe(200);
    expect(login.json).toMatchObject({ success: true, staff: true, recoveryCodesLeft: 9 });
    expect(login.json?.message).toBe(recoveryLoginWords(9));
    expect(device.jar.has('login-step')).toBe(false);
    expect((await call('adminToday', String(login.json?.token))).status).toBe(200);
    expect(await unusedOf(owner.email)).toBe(9);

    expect((await historyOf(shop.database.db, `account:${await idOf(owner.email)}`)).at(-1)).toMatchObject({
      actor: owner.email,
      action: 'account.recovery-login',
      before: { recoveryCodesLeft: 10 },
      after: { recoveryCodesLeft: 9 },
    });
    const [mail] = await mailsTo(owner.email, 'A recovery code was used to log in');
    expect(mail).toContain('A recovery code was used to log in to your Òórùn admin');
    expect(mail).toContain('9 recovery codes are left');
    expect(mail).toContain('/admin/security');

    // the same code again, on a new login: refused, nothing more used
    const again = await atTheCodeStep(owner);
    const refused = await again.post(endpoints.loginRecovery.path, { recoveryCode: owner.codes[3] });
    expect(refused.status).toBe(401);
    expect(refused.json?.message).toBe(secondFactorWords.wrongRecoveryCode);
    expect(await unusedOf(owner.email)).toBe(9);
  });

  it('opens one session only when two logins send the same code at once', async () => {
    const owner = await ownerWithCodes();
    const [one, two] = [await atTheCodeStep(owner), await atTheCodeStep(owner)];
    const answers = await Promise.all(
      [one, two].map((device) => device.post(endpoints.loginRecovery.path, { recoveryCode: owner.codes[0] })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await unusedOf(owner.email)).toBe(9);
  });

  it('refuses a wrong code readably and changes nothing; wrong codes count as wrong app codes do', async () => {
    const owner = await ownerWithCodes();
    const device = await atTheCodeStep(owner);
    const before = (await shop.outbox()).length;
    const wrong = await device.post(endpoints.loginRecovery.path, { recoveryCode: 'zzzzz-zzzzz' });
    expect(wrong.status).toBe(401);
    expect(wrong.json?.message).toBe(secondFactorWords.wrongRecoveryCode);
    expect(await unusedOf(owner.email)).toBe(10);
    expect((await shop.outbox()).length).toBe(before);

    const typo = await device.post(endpoints.loginRecovery.path, { recoveryCode: 'not a code' });
    expect(typo.status).toBe(400);
    expect(typo.json?.message).toBe(secondFactorWords.recoveryCodeFormat);

    const { max } = shop.served.limits.loginFailuresPerEmailAndIp;
    for (let i = 1; i < max; i += 1)
      await device.post(endpoints.loginRecovery.path, { recoveryCode: 'zzzzz-zzzzz' });
    const limited = await device.post(endpoints.loginRecovery.path, { recoveryCode: owner.codes[0] });
    expect(limited.status).toBe(429);
    expect(limited.json?.message).toBe(messages.tooManyAttempts);
    expect(await unusedOf(owner.email)).toBe(10);
  });

  it('needs the password step first', async () => {
    const owner = await ownerWithCodes();
    const alone = await browser(shop.app).post(endpoints.loginRecovery.path, {
      recoveryCode: owner.codes[0],
    });
    expect(alone.status).toBe(401);
    expect(alone.json?.message).toBe(secondFactorWords.stepExpired);
    expect(await unusedOf(owner.email)).toBe(10);
  });
});

describe('making new recovery codes', () => {
  it('needs a current code from the app; the old codes stop working; audited and mailed', async () => {
    const owner = await ownerWithCodes();
    const wrong = await call('adminRecoveryCodes', owner.token, { code: codeAt(new Date(0)) });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.message).toBe(secondFactorWords.wrongCode);

    const made = await call('adminRecoveryCodes', owner.token, { code: codeAt(shop.clock.now()) });
    expect(made.status, made.text).toBe(200);
    expect(made.json?.message).toBe(secondFactorWords.newRecoveryCodes);
    const fresh = made.json?.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(owner.codes[0]);
    expect(await unusedOf(owner.email)).toBe(10);

    const old = await (
      await atTheCodeStep(owner)
    ).post(endpoints.loginRecovery.path, {
      recoveryCode: owner.codes[0],
    });
    expect(old.status).toBe(401);
    expect(
      (await (await atTheCodeStep(owner)).post(endpoints.loginRecovery.path, { recoveryCode: fresh[0] }))
        .status,
    ).toBe(200);

    const lines = await historyOf(shop.database.db, `account:${await idOf(owner.email)}`);
    expect(lines.find((line) => line.action === 'account.recovery-codes')).toMatchObject({
      actor: owner.email,
      before: { recoveryCodesLeft: 10 },
      after: { recoveryCodesLeft: 10 },
    });
    expect(await mailsTo(owner.email, 'New recovery codes')).toHaveLength(1);
  });

  it('is refused while two-step login is off', async () => {
    const owner = await newAccountOf(shop, 'owner');
    const answer = await call('adminRecoveryCodes', owner.token, { code: codeAt(shop.clock.now()) });
    expect(answer.status).toBe(400);
    expect(answer.json?.message).toBe(secondFactorWords.recoveryCodesNeedTwoStep);
  });
});

describe('turning two-step login off', () => {
  it('removes the recovery codes', async () => {
    const owner = await ownerWithCodes();
    const off = await call('adminTotpOff', owner.token, { code: codeAt(shop.clock.now()) });
    expect(off.status, off.text).toBe(200);
    const left = await shop.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, await idOf(owner.email)));
    expect(left).toEqual([]);
    expect((await call('adminSecurity', owner.token)).json?.recoveryCodesLeft).toBe(0);
  });
});

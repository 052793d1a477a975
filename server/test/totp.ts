import { Secret, TOTP } from 'otpauth';

/** A secret as /admin/security makes them (base32), fixed so tests can make its codes. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** What the authenticator app shows at that moment for the secret. */
export const codeAt = (at: Date, secret = TEST_TOTP_SECRET): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

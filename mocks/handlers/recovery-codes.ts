import { RECOVERY_CODE_COUNT, normalRecoveryCode } from '../../api';
import type { MockShopper } from '../state';

/*
 * Two-step login's recovery codes as the mock keeps them: fixed sets, so stories and their pictures are the
 * same each run. Turning it on gives the first set; 'Make new recovery codes' gives the second.
 */

export const MOCK_RECOVERY_CODES = [
  '7kq4m-x9trp',
  'h3wzn-c8vda',
  'p6tgb-2mjqe',
  'u9rxk-4fhsy',
  'd5nve-w7cpa',
  'g8smj-3qtzu',
  'r2yhc-k6bnw',
  'e4fpx-9ugmt',
  'z7vda-h5rkq',
  'b3jtw-n8exs',
];

export const MOCK_NEW_RECOVERY_CODES = MOCK_RECOVERY_CODES.map((code) => [...code].reverse().join(''));

const kept = new WeakMap<MockShopper, { code: string; used: boolean }[]>();

/** A set replaces the account's codes; answers them as shown. */
export function makeMockRecoveryCodes(shopper: MockShopper, codes = MOCK_RECOVERY_CODES): string[] {
  kept.set(
    shopper,
    codes.map((code) => ({ code: normalRecoveryCode(code), used: false })),
  );
  return codes;
}

export const removeMockRecoveryCodes = (shopper: MockShopper) => kept.delete(shopper);

export const mockRecoveryCodesLeft = (shopper: MockShopper): number =>
  kept.get(shopper)?.filter((one) => !one.used).length ?? 0;

/** Uses the code up when it is one of the account's unused ones. */
export function useMockRecoveryCode(shopper: MockShopper, typed: string): boolean {
  const found = kept.get(shopper)?.find((one) => !one.used && one.code === normalRecoveryCode(typed));
  if (found) found.used = true;
  return Boolean(found);
}

/** For stories: the first set, all but `left` of it used. */
export function setMockRecoveryCodesLeft(shopper: MockShopper, left: number): void {
  makeMockRecoveryCodes(shopper);
  kept.get(shopper)?.forEach((one, at) => {
    one.used = at < RECOVERY_CODE_COUNT - left;
  });
}

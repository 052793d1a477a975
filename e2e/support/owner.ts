import type { APIRequestContext } from '@playwright/test';

import { resetLinkFor } from './outbox';
import { expect, type Shopper } from './shop';

/*
 * The shop's owner in the journeys: SHOP_OWNER_EMAIL (E2E_OWNER_EMAIL) made the account on the shop's start.
 * Every admin journey sets its own password from a fresh reset mail, so none leans on another's.
 */

/** The owner's password, set again from a fresh reset mail: this journey does not lean on the one before it. */
export async function ownerWithNewPassword(request: APIRequestContext): Promise<Shopper> {
  const email = process.env.E2E_OWNER_EMAIL ?? '';
  const before = (await resetLinkFor(email)).href;
  expect((await request.post('/api/user/forgot-password', { data: { email } })).ok()).toBe(true);
  let link = before;
  await expect
    .poll(async () => (link = (await resetLinkFor(email)).href), { message: 'a new reset mail to the owner' })
    .not.toBe(before);
  const owner: Shopper = { name: 'Owner', email, password: `Owner-${Date.now().toString(36)}!` };
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const reset = await request.post('/api/user/reset-password', { data: { token, password: owner.password } });
  expect(await reset.json()).toMatchObject({ success: true });
  return owner;
}

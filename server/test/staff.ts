import { eq } from 'drizzle-orm';
import type { AccountRole } from '../db/schema';
import { users } from '../db/schema';
import type { TestShop } from './shop';

/** A fresh account of that role, logged in: its token and email (the shop's own are made by `owner add`). */
export async function newAccountOf(shop: TestShop, role: AccountRole, name = `Test ${role}`) {
  const account = await shop.newShopper(name);
  await shop.database.db.update(users).set({ role }).where(eq(users.email, account.email));
  return account;
}

import { eq } from 'drizzle-orm';
import { bankSettingNames, formatDateTime, type ShopSettings } from '../../api';
import { users } from '../db/schema';
import type { Mail } from '../mail/mailer';
import type { Shop } from '../shop';

/*
 * The shop's bank details are where every pay-before-delivery shopper sends their money: a change made by
 * someone else (a staff member's stolen session is refused, but an owner's is not) would divert it silently. So
 * every owner is mailed what the details were and are now, with what to do if it was not them.
 */

type BankChange = { before: Partial<ShopSettings>; after: Partial<ShopSettings> };

const bankWords = { bankName: 'Bank', bankAccountName: 'Account name', bankAccountNumber: 'Account number' };

/** Mails each owner when a save changed the bank details; returns how many were mailed. */
export async function tellOwnersOfBankChange(
  shop: Pick<Shop, 'db' | 'mail' | 'publicUrl'>,
  changedBy: string,
  change: BankChange,
  at: Date,
): Promise<number> {
  const changed = bankSettingNames.filter((name) => name in change.after);
  if (changed.length === 0) return 0;
  const owners = await shop.db.select({ email: users.email }).from(users).where(eq(users.role, 'owner'));
  const shown = (value: unknown) => (value === '' || value == null ? '(blank)' : String(value));
  const lines = changed.map(
    (name) => `${bankWords[name]}: ${shown(change.before[name])} -> ${shown(change.after[name])}`,
  );
  for (const { email } of owners) {
    const mail: Mail = {
      to: email,
      subject: "The shop's bank details were changed",
      text: [
        `${changedBy} changed the bank details shoppers pay into, on ${formatDateTime(at)} (Lagos time):`,
        '',
        ...lines,
        '',
        'Shoppers who pay before delivery are now told to send their money there.',
        `If you did not make this change, set them back at ${shop.publicUrl}/admin/settings at once and change your password.`,
      ].join('\n'),
    };
    shop.mail.sendLater(mail);
  }
  return owners.length;
}

import { formatDateTime } from '../../api';
import type { Shop } from '../shop';

/*
 * Mails to the person whose two-step login changed without their phone: a recovery code used, a new set made,
 * or the owner's `reset-2fa`. Each is what a thief with the password would do next, so the mail says what to do
 * if it was not them.
 */

type MailShop = Pick<Shop, 'mail' | 'publicUrl'>;

const notYou = (shop: MailShop) =>
  `If this was not you, someone has your password and a way past two-step login: change your password at ${shop.publicUrl}/account, make new recovery codes at ${shop.publicUrl}/admin/security, and tell the shop's owner at once.`;

const left = (count: number) =>
  count === 1 ? '1 recovery code is left' : `${count} recovery codes are left`;

export function tellOfRecoveryLogin(shop: MailShop, email: string, codesLeft: number, at: Date): void {
  shop.mail.sendLater({
    to: email,
    subject: 'A recovery code was used to log in',
    text: [
      `A recovery code was used to log in to your Òórùn admin, on ${formatDateTime(at)} (Lagos time). That code no longer works; ${left(codesLeft)}.`,
      '',
      `If it was you and your phone is lost, have the shop's owner turn two-step login off (owner reset-2fa), then turn it on again with your new phone at ${shop.publicUrl}/admin/security; if not, make new recovery codes there.`,
      '',
      notYou(shop),
    ].join('\n'),
  });
}

export function tellOfNewRecoveryCodes(shop: MailShop, email: string, at: Date): void {
  shop.mail.sendLater({
    to: email,
    subject: 'New recovery codes for your admin login',
    text: [
      `New recovery codes for two-step login were made for your Òórùn admin, on ${formatDateTime(at)} (Lagos time). The old ones no longer work.`,
      '',
      notYou(shop),
    ].join('\n'),
  });
}

export function tellOfTwoStepReset(shop: MailShop, email: string, at: Date): void {
  shop.mail.sendLater({
    to: email,
    subject: 'Two-step login was turned off for your admin login',
    text: [
      `The shop's owner turned off two-step login for your Òórùn admin, on ${formatDateTime(at)} (Lagos time), as is done when a phone is lost. Every device logged in to your account was logged out, and your recovery codes no longer work.`,
      '',
      `Log in with your password, then turn two-step login on again with your phone at ${shop.publicUrl}/admin/security.`,
      '',
      `If you did not ask for this, change your password at ${shop.publicUrl}/account and tell the shop's owner at once.`,
    ].join('\n'),
  });
}

import type { TestShop } from './shop';

/**
 * An .eml file decoded enough to read: quoted-printable's soft breaks joined, its bytes made UTF-8 again, its lines
 * ended by '\n'.
 */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

/** Whether a mail was sent to this address (its own `To:` line; an address's case does not matter). */
export const isTo = (mail: string, address: string): boolean =>
  mail.toLowerCase().split(/\r?\n/).includes(`to: ${address.toLowerCase()}`);

/** The mails written to this address, readable, oldest first (written in one moment, two may sort either way). */
export async function mailsTo(shop: Pick<TestShop, 'outbox'>, address: string): Promise<string[]> {
  return (await shop.outbox()).map(readableMail).filter((mail) => isTo(mail, address));
}

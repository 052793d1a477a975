import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

/** The shop's mail outbox (DATA_DIR/outbox/*.eml, as the server writes mail without SMTP_URL). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys cannot read the shop’s mail.');
  return path.join(dataDir, 'outbox');
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), which mail bodies with long links use. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The text of the newest mail to `address`, waiting for it to arrive. */
export async function newestMailTo(address: string): Promise<string> {
  let mail = '';
  await expect
    .poll(
      () => {
        const dir = outboxDir();
        if (!existsSync(dir)) return false;
        const mails = readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(dir, name))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
          .map((file) => decodeQuotedPrintable(readFileSync(file, 'utf8')))
          .filter((text) => text.toLowerCase().includes(address.toLowerCase()));
        mail = mails[0] ?? '';
        return mail !== '';
      },
      { message: `a mail to ${address} in the outbox` },
    )
    .toBe(true);
  return mail;
}

/** The password reset link in the newest mail to `address`. */
export async function resetLinkFor(address: string): Promise<URL> {
  const mail = await newestMailTo(address);
  const link = mail.match(/https?:\/\/[^\s"'<>]+\/reset-password\/[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`The mail to ${address} has no reset link:\n${mail}`);
  return new URL(link);
}

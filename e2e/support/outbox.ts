import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

import { isTo, readableMail } from '../../server/test/mails';

/** The shop's mail outbox (DATA_DIR/outbox/*.eml, as the server writes mail without SMTP_URL). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys cannot read the shop’s mail.');
  return path.join(dataDir, 'outbox');
}

/**
 * The text of the newest mail to `address` (its To: line) (that holds `containing`, when given), waiting for it to arrive. Mail
 * is written as the shop answers, not before: a mail asked for a moment ago may not be there yet, while an older
 * one to the same address is.
 */
export async function newestMailTo(address: string, containing?: RegExp): Promise<string> {
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
          .map((file) => readableMail(readFileSync(file, 'utf8')))
          // its own To: line: the shop's new-order alert names the shopper too, as its Reply-To
          .filter((text) => isTo(text, address))
          .filter((text) => !containing || containing.test(text));
        mail = mails[0] ?? '';
        return mail !== '';
      },
      { message: `a mail to ${address} in the outbox` },
    )
    .toBe(true);
  return mail;
}

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\/[^\s"'<>]+/;

/** The password reset link in the newest mail to `address` that has one (its confirm-your-email mail has none). */
export async function resetLinkFor(address: string): Promise<URL> {
  const mail = await newestMailTo(address, RESET_LINK);
  const link = mail.match(RESET_LINK)?.[0];
  if (!link) throw new Error(`The mail to ${address} has no reset link:\n${mail}`);
  return new URL(link);
}

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../shop';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** sends now; rejects when the mail could not be handed over */
  send(mail: Mail): Promise<void>;
  /** sends in the background (the answer must not wait, or its timing would tell) and logs a failure */
  sendLater(mail: Mail): void;
  /** resolves once every background mail is done: shutdown and tests wait for it */
  idle(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 — without it every mail is written to the outbox folder */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: Logger;
}

/** `2026-01-31T10-00-00-000Z-1a2b3c.eml`: sorts by time, never collides. */
const outboxFileName = (now: Date) =>
  `${now.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * Nodemailer over SMTP when SMTP_URL is set. Otherwise nodemailer builds the raw message
 * (streamTransport with buffer) and it is written as an .eml file to <DATA_DIR>/outbox/, with its
 * subject logged, so a shop without a mail server still sees every reset link and contact message.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail) {
    const message = { from, ...mail };
    if (smtp) {
      await smtp.sendMail(message);
      log.info('mail-sent', { to: mail.to, subject: mail.subject });
      return;
    }
    const info = await outbox.sendMail(message);
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, outboxFileName(new Date()));
    await writeFile(file, info.message as Buffer);
    log.info('mail-written', { to: mail.to, subject: mail.subject, file });
  }

  function sendLater(mail: Mail) {
    const sending = send(mail)
      .catch((error: unknown) =>
        log.error('mail-failed', { to: mail.to, subject: mail.subject, message: String(error) }),
      )
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  return {
    send,
    sendLater,
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}

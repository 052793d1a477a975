import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import { errorCode } from '../db/errors';
import type { Logger } from '../shop';
import { headerText } from '../text/printable';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** sends now; rejects when the mail could not be handed over */
  send(mail: Mail): Promise<void>;
  /**
   * sends in the background (the answer must not wait, or its timing would tell). A mail the SMTP server does
   * not take is tried again (`retryDelaysMs`), then kept in the outbox's undelivered/ folder: never lost.
   */
  sendLater(mail: Mail): void;
  /** resolves once every background mail is done, its retries included: tests wait for it */
  idle(): Promise<void>;
  /** shutdown: a mail waiting for its next try is kept in undelivered/ at once; resolves once all are done */
  finish(): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 — without it every mail is written to the outbox folder */
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: Logger;
  /** the waits before each further try of a background mail over SMTP */
  retryDelaysMs?: readonly number[];
}

/** A mail server that is down for a moment, restarting or rate-limiting gets three more chances over a minute. */
export const MAIL_RETRY_DELAYS_MS = [2_000, 10_000, 60_000] as const;

/** `2026-01-31T10-00-00-000Z-1a2b3c.eml`: sorts by time, never collides. */
const outboxFileName = (now: Date) =>
  `${now.toISOString().replaceAll(':', '-').replace('.', '-')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * Nodemailer over SMTP when SMTP_URL is set. Otherwise nodemailer builds the raw message
 * (streamTransport with buffer) and it is written as an .eml file to <DATA_DIR>/outbox/, with its
 * subject logged, so a shop without a mail server still sees every reset link and contact message.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  from,
  log,
  retryDelaysMs = MAIL_RETRY_DELAYS_MS,
}: MailerOptions): Mailer {
  // a server that accepts the connection and then says nothing must not hold a mail for nodemailer's minutes
  const smtp = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  // shutdown wakes the mails waiting for their next try
  const finishing = new AbortController();

  // the folders made so far: every order writes two mails, and a folder is made once, not twice an order
  const made = new Set<string>();

  async function writeToOutbox(mail: Mail, folder: string): Promise<string> {
    const info = await outbox.sendMail({ from, ...mail });
    const file = path.join(folder, outboxFileName(new Date()));
    const write = () => writeFile(file, info.message, { mode: 0o600 });
    if (made.has(folder)) {
      try {
        await write();
        return file;
      } catch (error) {
        // the folder was removed while the shop ran: made again below
        if (errorCode(error) !== 'ENOENT') throw error;
      }
    }
    // a mail may hold a reset link: readable by the shop's own user alone
    await mkdir(folder, { recursive: true, mode: 0o700 });
    made.add(folder);
    await write();
    return file;
  }

  async function send(written: Mail) {
    // a subject or an address with a line break or a control in it stays one header line
    const mail = {
      ...written,
      to: headerText(written.to),
      subject: headerText(written.subject),
      ...(written.replyTo === undefined ? {} : { replyTo: headerText(written.replyTo) }),
    };
    if (smtp) {
      await smtp.sendMail({ from, ...mail });
      log.info('mail-sent', { to: mail.to, subject: mail.subject });
      return;
    }
    const file = await writeToOutbox(mail, outboxDir);
    log.info('mail-written', { to: mail.to, subject: mail.subject, file });
  }

  /** Tries, waits and tries again; what still fails is kept where the shop owner can find it. */
  async function deliver(mail: Mail) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await send(mail);
        return;
      } catch (error) {
        const wait = smtp && !finishing.signal.aborted ? retryDelaysMs[attempt] : undefined;
        const fields = { to: mail.to, subject: mail.subject, message: String(error) };
        if (wait === undefined) return keepUndelivered(mail, fields);
        log.error('mail-retry', { ...fields, attempt: attempt + 1, retryInMs: wait });
        await setTimeout(wait, undefined, { signal: finishing.signal }).catch(() => undefined);
        if (finishing.signal.aborted) return keepUndelivered(mail, fields);
      }
    }
  }

  async function keepUndelivered(mail: Mail, fields: Record<string, string>) {
    try {
      const file = await writeToOutbox(mail, path.join(outboxDir, 'undelivered'));
      log.error('mail-failed', { ...fields, kept: file });
    } catch (error) {
      log.error('mail-lost', { ...fields, keepError: String(error) });
    }
  }

  function sendLater(mail: Mail) {
    const sending = deliver(mail).finally(() => pending.delete(sending));
    pending.add(sending);
  }

  const idle = async () => {
    await Promise.all([...pending]);
  };

  return {
    send,
    sendLater,
    idle,
    finish: async () => {
      finishing.abort();
      await idle();
    },
  };
}

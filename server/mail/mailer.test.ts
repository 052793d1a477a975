import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../drills/load';
import type { Logger } from '../shop';
import { createMailer } from './mailer';

/** Just enough SMTP for nodemailer to hand a message over: each message's text as it arrived. */
function smtpServer(server: Server = createServer()) {
  const messages: string[] = [];
  server.on('connection', (socket: Socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, messages };
}

function recordingLog() {
  const lines: { event: string; fields: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (event, fields = {}) => lines.push({ event, fields }),
    error: (event, fields = {}) => lines.push({ event, fields }),
  };
  return { log, lines, events: () => lines.map((line) => line.event) };
}

const contactMessage = {
  to: 'hello@oorun.example',
  subject: 'Contact form: Do you deliver to Ilorin?',
  text: 'Good afternoon, do you deliver to Ilorin?',
};

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((undo) => undo()));
});

async function outboxDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A mailer to an SMTP server on `port`, writing to a fresh outbox folder. */
async function mailerTo(port: number, log: Logger, retryDelaysMs: number[]) {
  const dir = await outboxDir();
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    outboxDir: dir,
    from: 'Òórùn <shop@oorun.example>',
    log,
    retryDelaysMs,
  });
  return { dir, mailer };
}

async function undelivered(dir: string): Promise<string[]> {
  const folder = path.join(dir, 'undelivered');
  const files = await readdir(folder).catch(() => []);
  return Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
}

describe('mail sent in the background over SMTP', () => {
  it('is tried again when the mail server is down for a moment, and then delivered', async () => {
    const port = await freePort();
    const { server, messages } = smtpServer();
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const { log, events } = recordingLog();
    // the mail server comes back once the first try has failed
    const logError = log.error;
    log.error = (event, fields) => {
      logError(event, fields);
      if (event === 'mail-retry' && !server.listening) server.listen(port, '127.0.0.1');
    };
    const { dir, mailer } = await mailerTo(port, log, [100, 100, 100]);

    mailer.sendLater(contactMessage);
    await mailer.idle();

    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Subject: Contact form: Do you deliver to Ilorin?');
    expect(messages[0]).toContain('do you deliver to Ilorin?');
    expect(events()).toEqual(['mail-retry', 'mail-sent']);
    expect(await undelivered(dir)).toEqual([]);
  });

  it('is kept in the outbox’s undelivered folder when every try fails, not lost', async () => {
    const port = await freePort();
    const { log, lines, events } = recordingLog();
    const { dir, mailer } = await mailerTo(port, log, [50, 50]);

    mailer.sendLater(contactMessage);
    await mailer.idle();

    expect(events()).toEqual(['mail-retry', 'mail-retry', 'mail-failed']);
    const kept = await undelivered(dir);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('To: hello@oorun.example');
    expect(kept[0]).toContain('do you deliver to Ilorin?');
    expect(lines.at(-1)?.fields.kept).toMatch(/undelivered[\\/].+\.eml$/);
  });

  it('is kept at once on shutdown instead of holding the server up until its next try', async () => {
    const port = await freePort();
    const { log, events } = recordingLog();
    const { dir, mailer } = await mailerTo(port, log, [60_000]);

    mailer.sendLater(contactMessage);
    await expect.poll(events).toContain('mail-retry');
    // without finish() it would wait its minute, and the test time out
    await mailer.finish();

    expect(events()).toEqual(['mail-retry', 'mail-failed']);
    expect(await undelivered(dir)).toHaveLength(1);
  });
});

describe('a mail’s headers', () => {
  it('carry no control character from what a shopper typed, so reading the outbox cannot work the terminal', async () => {
    const dir = await outboxDir();
    const { log } = recordingLog();
    const mailer = createMailer({ outboxDir: dir, from: 'Òórùn <shop@oorun.example>', log });
    await mailer.send({
      ...contactMessage,
      subject: 'Contact form: Hi\u001b]0;pwned\u0007\u001b[2J there\r\nBcc: thief@example.com',
    });
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    const mail = (await readFile(path.join(dir, file ?? ''), 'utf8')).replaceAll('\r\n', '\n');
    const headers = mail.slice(0, mail.indexOf('\n\n'));
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    expect(headers).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(headers).toContain('Subject: Contact form: Hi]0;pwned[2J there Bcc: thief@example.com');
    expect(headers).not.toMatch(/^Bcc:/m);
  });
});

describe('the outbox', () => {
  it('is readable by the shop’s own user alone: its mails hold reset links', async () => {
    const dir = path.join(await outboxDir(), 'outbox');
    const mailer = createMailer({ outboxDir: dir, from: 'shop@oorun.example', log: recordingLog().log });
    await mailer.send(contactMessage);
    const [file] = await readdir(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, file ?? ''))).mode & 0o777).toBe(0o600);
  });

  it('is made again when someone removes it while the shop runs: the next mail is not lost', async () => {
    const dir = path.join(await outboxDir(), 'outbox');
    const mailer = createMailer({ outboxDir: dir, from: 'shop@oorun.example', log: recordingLog().log });
    await mailer.send(contactMessage);
    await rm(dir, { recursive: true });
    await mailer.send(contactMessage);
    expect(await readdir(dir)).toHaveLength(1);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });
});

/**
 * `npm run shop -- <command>`: the shop owner's CLI. The commands are in cli/commands.ts. While the shop runs,
 * the command runs inside the server, through its control socket (control/); when no server answers, this
 * opens the server's database itself (refusing a PGlite directory another process holds) and runs it here.
 */
import path from 'node:path';
import { filesNamed, helpText, runCommand, type CliIo } from './cli/commands';
import { environmentSettingsOf } from './cli/settings-command';
import { readNamedFiles, readSentFile } from './cli/files';
import { runInServer } from './control/client';
import { controlSocketPath, databaseOf } from './control/protocol';
import { DataDirInUseError } from './db/lock';
import { openShopDatabase } from './db/open';
import { readServerSettings, type ServerSettings } from './env';
import { createMailer } from './mail/mailer';
import { orderLinkSecret } from './services/order-links';
import { closeHashingPool, productionScryptCost } from './services/passwords';
import { systemClock } from './shop';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
  console.log(helpText);
  process.exit(0);
}

/** Runs the command here, on the database the settings name, as the server would. */
async function runHere(settings: ServerSettings, terminal: CliIo): Promise<number> {
  const opened = await openShopDatabase(settings);
  // the shopper hears of what the owner does to their order, by the server's mail (SMTP_URL, else the outbox)
  const mail = createMailer({
    smtpUrl: settings.smtpUrl ?? undefined,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    from: settings.mailFrom,
    log: { info: () => undefined, error: (event, fields) => console.error(event, fields) },
  });
  try {
    const { db } = opened.database;
    // a status mail carries the order's signed link, made with the shop's secret (services/order-links.ts)
    await orderLinkSecret(db);
    return await runCommand(db, argv, terminal, {
      mail,
      db,
      config: settings.config,
      orderRules: settings.orderRules,
      publicUrl: settings.publicUrl,
      clock: systemClock,
      passwordCost: productionScryptCost,
      admin: settings.admin,
      settings: { defaults: environmentSettingsOf(settings, process.env) },
    });
  } finally {
    // a mail the SMTP server refused gets its retries, then is kept in the outbox's undelivered/ folder
    await mail.idle();
    // owner add hashes a new account's password on the hashing pool's threads
    await closeHashingPool();
    await opened.close();
  }
}

try {
  const settings = readServerSettings(process.env);
  // read here, relative to this process's working directory, whichever process runs the command
  const files = await readNamedFiles(filesNamed(argv));
  const terminal: CliIo = { out: console.log, err: console.error, readFile: readSentFile(files) };
  const socket = controlSocketPath(settings.dataDir);
  const inServer = socket
    ? await runInServer(socket, { argv, files, database: databaseOf(settings) }, terminal)
    : null;
  process.exit(inServer ?? (await runHere(settings, terminal)));
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `${error.message}\nNo shop server answered on ${controlSocketPath(error.dataDir) ?? 'its control socket'}: ` +
        'if the server is starting, run the command again once it listens; if another command holds the ' +
        'database, let it finish.',
    );
  } else {
    console.error('The command failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

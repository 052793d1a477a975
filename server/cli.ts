/**
 * `npm run shop -- <command>`: the shop owner's CLI. The commands are in cli/commands.ts; this opens the
 * server's database (refusing a PGlite directory a running server holds) and runs one.
 */
import path from 'node:path';
import { helpText, runCommand } from './cli/commands';
import { DataDirInUseError } from './db/lock';
import { openShopDatabase } from './db/open';
import { readServerSettings } from './env';
import { createMailer } from './mail/mailer';
import { orderLinkSecret } from './services/order-links';
import { closeHashingPool, productionScryptCost } from './services/passwords';
import { systemClock } from './shop';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
  console.log(helpText);
  process.exit(0);
}

try {
  const settings = readServerSettings(process.env);
  const opened = await openShopDatabase(settings);
  // the shopper hears of what the owner does to their order, by the server's mail (SMTP_URL, else the outbox)
  const mail = createMailer({
    smtpUrl: settings.smtpUrl ?? undefined,
    outboxDir: path.join(settings.dataDir, 'outbox'),
    from: settings.mailFrom,
    log: { info: () => undefined, error: (event, fields) => console.error(event, fields) },
  });
  let code = 1;
  try {
    const { db } = opened.database;
    // a status mail carries the order's signed link, made with the shop's secret (services/order-links.ts)
    await orderLinkSecret(db);
    code = await runCommand(
      db,
      argv,
      { out: console.log, err: console.error },
      {
        mail,
        db,
        config: settings.config,
        orderRules: settings.orderRules,
        publicUrl: settings.publicUrl,
        clock: systemClock,
        passwordCost: productionScryptCost,
        admin: settings.admin,
      },
    );
  } finally {
    // a mail the SMTP server refused gets its retries, then is kept in the outbox's undelivered/ folder
    await mail.idle();
    // owner add hashes a new account's password on the hashing pool's threads
    await closeHashingPool();
    await opened.close();
  }
  process.exit(code);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(
      `${error.message}\nThe CLI cannot run while the server holds the PGlite database: stop the server first.`,
    );
  } else {
    console.error('The command failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

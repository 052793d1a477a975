/**
 * `npm run shop -- <command>`: the shop owner's CLI. The commands are in cli/commands.ts; this opens the
 * server's database (refusing a PGlite directory a running server holds) and runs one.
 */
import { helpText, runCommand } from './cli/commands';
import { DataDirInUseError } from './db/lock';
import { openShopDatabase } from './db/open';
import { readServerSettings } from './env';

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
  console.log(helpText);
  process.exit(0);
}

try {
  const opened = await openShopDatabase(readServerSettings(process.env));
  let code = 1;
  try {
    code = await runCommand(opened.database.db, argv, { out: console.log, err: console.error });
  } finally {
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

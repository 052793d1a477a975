/**
 * The shop's server process (`npm start` runs it through scripts/start.mjs). Reads the environment
 * (see env.ts), migrates and seeds the database, serves; SIGINT or SIGTERM stop it gracefully.
 */
import { DataDirInUseError } from './db/lock';
import { startShop } from './server';
import { jsonLogger } from './shop';

const FORCE_EXIT_MS = 15_000;

try {
  const shop = await startShop(process.env);
  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    jsonLogger.info('shutting-down', { signal });
    setTimeout(() => {
      jsonLogger.error('shutdown-timeout', { afterMs: FORCE_EXIT_MS });
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    shop.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        jsonLogger.error('shutdown-failed', { message: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
}

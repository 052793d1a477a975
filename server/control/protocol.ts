/**
 * The control socket, so the owner's commands work while the shop runs, on PGlite too (one process per data
 * directory): `npm run shop` asks the running server to run a command with the server's own Shop. One call,
 * `POST /command` with a CommandRequest as JSON; the answer streams one JSON object per line as the command
 * prints, `{"out": line}` or `{"err": line}`, then `{"exit": code}`. 409: the server uses another database
 * than the CLI's settings name, so the CLI opens its own.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod';
import { sentFile } from '../cli/files';
import type { ServerSettings } from '../env';

export const COMMAND_PATH = '/command';

/** Files sent with a command are read whole into the server's memory: a bank statement, a product list. */
export const MAX_COMMAND_BYTES = 32 * 1024 * 1024;

// sun_path holds 108 bytes with its NUL; Node cuts a longer path short without a word and binds elsewhere
const MAX_SOCKET_PATH_BYTES = 107;

/** DATA_DIR/shop.sock; null when the path is too long for a Unix socket (then no socket is used). */
export function controlSocketPath(dataDir: string): string | null {
  const socket = path.join(dataDir, 'shop.sock');
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH_BYTES ? socket : null;
}

/**
 * Names the database the settings point at without saying its password: a CLI whose DATABASE_URL differs
 * from the server's (both on one DATA_DIR) must not change the server's database.
 */
export function databaseOf(settings: Pick<ServerSettings, 'databaseUrl' | 'databaseSchema'>): string {
  if (!settings.databaseUrl) return 'pglite';
  return createHash('sha256')
    .update(`${settings.databaseUrl}\n${settings.databaseSchema ?? ''}`)
    .digest('hex');
}

export const commandRequest = z.object({
  argv: z.array(z.string()),
  /** the files the command names, read by the CLI where it runs */
  files: z.record(z.string(), sentFile),
  /** databaseOf the CLI's settings */
  database: z.string(),
});
export type CommandRequest = z.infer<typeof commandRequest>;

export const answerLine = z.union([
  z.object({ out: z.string() }),
  z.object({ err: z.string() }),
  z.object({ exit: z.number().int() }),
]);
export type AnswerLine = z.infer<typeof answerLine>;

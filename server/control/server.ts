/**
 * The running server's control socket: `npm run shop` runs its commands here, with the server's own Shop, so
 * a change shows to shoppers at once and PGlite (one process at a time) needs no stopping (protocol.ts).
 *
 * Plain node:http on a Unix domain socket (server.listen(path), documented), not the shop's Hono app: this is
 * no API for browsers, with no routes, sessions or rate limits to share; who may use it is decided by the
 * socket file's permissions (0600, in the 0700 data directory), as who may read the database is.
 */
import { chmodSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { connect } from 'node:net';
import { describeProblem } from '../../api';
import type { CliIo } from '../cli/commands';
import { errorCode } from '../db/errors';
import { readSentFile } from '../cli/files';
import type { Logger } from '../shop';
import {
  COMMAND_PATH,
  MAX_COMMAND_BYTES,
  commandRequest,
  controlSocketPath,
  type AnswerLine,
} from './protocol';

/** Runs one command as `npm run shop` would; answers its exit code. */
export type RunCommand = (argv: readonly string[], terminal: CliIo) => Promise<number>;

export interface ControlSocket {
  path: string;
  /** takes no more commands, lets those running finish (cut after `graceMs`), removes the socket file */
  close(graceMs: number): Promise<void>;
}

export interface ControlOptions {
  dataDir: string;
  /** databaseOf the server's settings (protocol.ts) */
  database: string;
  run: RunCommand;
  log: Logger;
}

class TooLarge extends Error {}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    // no encoding is set on the request, so node:http gives its body as Buffers
    if (!Buffer.isBuffer(chunk)) throw new TypeError('The command came as text, not bytes');
    size += chunk.length;
    if (size > MAX_COMMAND_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function commandListener({ database, run, log }: ControlOptions): RequestListener {
  return (req, res) => {
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(text);
    };
    if (req.method !== 'POST' || req.url !== COMMAND_PATH) return refuse(404, 'Only POST /command.');
    void (async () => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readText(req));
      } catch (error) {
        return refuse(error instanceof TooLarge ? 413 : 400, 'The command is not JSON of at most 32 MB.');
      }
      const request = commandRequest.safeParse(raw);
      if (!request.success) return refuse(400, describeProblem(request.error));
      if (request.data.database !== database)
        return refuse(409, "This server uses another database than the command's settings name.");
      const { argv, files } = request.data;
      res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
      // a CLI gone before the end (Ctrl-C) does not stop the command: its lines go nowhere
      const send = (line: AnswerLine) => {
        if (!res.destroyed) res.write(`${JSON.stringify(line)}\n`);
      };
      let code = 1;
      try {
        code = await run(argv, {
          out: (line) => send({ out: line }),
          err: (line) => send({ err: line }),
          readFile: readSentFile(files),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error('cli-command-failed', { command: argv[0] ?? '', message });
        send({ err: `The command failed: ${message}` });
      }
      // the command's name only: its arguments may hold an email
      log.info('cli-command', { command: argv[0] ?? '', exit: code });
      send({ exit: code });
      res.end();
    })();
  };
}

function listenOn(server: Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a process accepts connections on the socket file (a live server), or it is left from a crash. */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket);
    // a server too busy to accept within the time is still a server: its socket is not taken
    probe.setTimeout(2_000, () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

const isSocket = (file: string) => {
  try {
    return lstatSync(file).isSocket();
  } catch {
    return false;
  }
};

function close(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    // closing removes the socket file (libuv unlinks the path it bound)
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Opens DATA_DIR/shop.sock. A socket file left by a crash (nothing answers on it) is replaced; one a live
 * server answers on (several processes sharing PostgreSQL and a DATA_DIR) is left to it, and this process
 * does without, as it does when the socket cannot be made: logged, never a reason not to serve the shop.
 */
export async function openControlSocket(options: ControlOptions): Promise<ControlSocket | null> {
  const { dataDir, log } = options;
  const socket = controlSocketPath(dataDir);
  if (!socket) {
    log.error('control-socket-unavailable', { dataDir, reason: 'the path is too long for a Unix socket' });
    return null;
  }
  const open = async () => {
    const server = createServer(commandListener(options));
    await listenOn(server, socket);
    return server;
  };
  try {
    // the socket is reachable only through its directory, the shop's own user's alone (as db/lock.ts makes it)
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    let server: Server;
    try {
      server = await open();
    } catch (error) {
      if (errorCode(error) !== 'EADDRINUSE') throw error;
      if (await answers(socket)) {
        log.info('control-socket-elsewhere', {
          socket,
          reason: 'another server process on this data directory answers on it: npm run shop uses that one',
        });
        return null;
      }
      if (!isSocket(socket)) throw new Error(`${socket} is there and is not a socket; it is left alone`);
      rmSync(socket, { force: true });
      server = await open();
    }
    chmodSync(socket, 0o600);
    return { path: socket, close: (graceMs) => close(server, graceMs) };
  } catch (error) {
    log.error('control-socket-unavailable', { socket, reason: String(error) });
    return null;
  }
}

import { request } from 'node:http';
import type { CliIo } from '../cli/commands';
import { COMMAND_PATH, MAX_COMMAND_BYTES, answerLine, type CommandRequest } from './protocol';

/** Errors that mean no server listens on the socket: then the CLI opens the database itself. */
const NOBODY_THERE = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Runs the command in the server answering on the control socket (protocol.ts), printing its lines as they
 * come; answers the exit code the server sends, or null when no server (for this database) answers. Once a
 * server took the command, a failure is the command's: it is not run again here.
 */
export function runInServer(
  socket: string,
  command: CommandRequest,
  terminal: Pick<CliIo, 'out' | 'err'>,
): Promise<number | null> {
  const body = JSON.stringify(command);
  if (Buffer.byteLength(body) > MAX_COMMAND_BYTES)
    return Promise.reject(
      new Error('The files named are too large to send to the shop server (over 32 MB).'),
    );
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        socketPath: socket,
        method: 'POST',
        path: COMMAND_PATH,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.setEncoding('utf8');
        if (answer.statusCode === 409) {
          answer.resume();
          return resolve(null);
        }
        if (answer.statusCode !== 200) {
          let text = '';
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => reject(new Error(`The shop server refused the command: ${text}`)));
          return;
        }
        let exit: number | null = null;
        let rest = '';
        const print = (line: string) => {
          let parsed;
          try {
            parsed = answerLine.safeParse(JSON.parse(line));
          } catch {
            return;
          }
          if (!parsed.success) return;
          if ('out' in parsed.data) terminal.out(parsed.data.out);
          else if ('err' in parsed.data) terminal.err(parsed.data.err);
          else exit = parsed.data.exit;
        };
        answer.on('data', (chunk: string) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) print(line);
        });
        // 'close' comes after the end, or when the connection is cut (the server stopped mid-command)
        answer.on('error', () => undefined);
        answer.on('close', () => {
          if (exit !== null) resolve(exit);
          else
            reject(
              new Error(
                'The shop server stopped before the command finished: see what it changed (npm run shop -- orders).',
              ),
            );
        });
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (NOBODY_THERE.has(error.code ?? '')) resolve(null);
      else reject(new Error(`The shop server's control socket ${socket} failed: ${error.message}`));
    });
    sent.end(body);
  });
}

/**
 * The yardstick: a bare node:http server answering each call with the bytes the shop answered it with
 * (same status, headers, compressed body), from memory. Runs in its own process, started by api.ts with
 * the path of a JSON file of recorded answers; prints `listening <port>` once it listens.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 of the body exactly as it came over the wire */
  body: string;
}

const recorded = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RecordedAnswer[];
const answers = new Map(
  recorded.map((answer) => [
    `${answer.method} ${answer.path}`,
    { ...answer, bytes: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  // read the request body first, as the shop must
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.length });
    response.end(answer.bytes);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});

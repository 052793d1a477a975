import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from './http/messages';
import { shopServer } from './server';
import { useTestShop } from './test/shop';

const shop = useTestShop();
let server: Server;
let port: number;

beforeAll(async () => {
  server = shopServer(shop.app, shop.served, '127.0.0.1');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const MiB = 1024 * 1024;

/** What Node's fetch makes of a login whose body is far over the limit: the answer, or the error it reports. */
async function postTooMuch(bytes: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', password: 'y'.repeat(bytes) }),
    });
    const { message } = (await response.json()) as { message: string };
    return `${response.status} ${message}`;
  } catch (error) {
    return String((error as Error).cause ?? error);
  }
}

/**
 * A client that announces a body of `announced` bytes and keeps sending it as fast as the server takes it:
 * what it read back, and how much it had sent when the server closed the connection (or all of it).
 */
function sendWithoutEnd(announced: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'y');
    let answer = '';
    let sent = 0;
    const sendMore = () => {
      while (sent < announced && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', sendMore);
      }
    };
    socket.on('data', (data: Buffer) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, sent }));
    socket.write(
      `POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${announced}\r\n\r\n`,
    );
    sendMore();
  });
}

describe('a body over the limit', () => {
  it('sent with Node’s fetch twenty times, 3 MB each, gets its 413 and its sentence every time', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await postTooMuch(3 * MiB));
    expect(outcomes).toEqual(Array(20).fill(`413 ${serverMessages.tooLarge}`));
  });

  it('sent without end, gets its 413, and the connection is closed long before the body is through', async () => {
    const { answer, sent } = await sendWithoutEnd(256 * MiB);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(serverMessages.tooLarge);
    // the shop reads a bounded amount (16 MiB) after its answer; the rest sat in the sockets' buffers
    expect(sent).toBeLessThan(64 * MiB);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, STATEMENT_MAX_BYTES } from './http/body-limits';
import { useTestShop } from './test/shop';
import { newAccountOf } from './test/staff';

/*
 * The admin's bank-statement form (/admin/transfers) takes a whole month's statement as a file, larger
 * than any other form may be; every other page's form keeps the small limit. A stand-in render build answers
 * each form it takes with the size it was given, so only the server's limits are tried here.
 */
const root = await mkdtemp(path.join(tmpdir(), 'shop-statement-form-'));
const clientDir = path.join(root, 'client');
await mkdir(path.join(clientDir, '.vite'), { recursive: true });
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(path.join(clientDir, '.vite', 'manifest.json'), '{}');
await mkdir(path.join(root, 'server'));
await writeFile(
  path.join(root, 'server', 'entry-server.js'),
  `export const takesForm = () => true;
export async function render(request) {
  return new Response('read ' + (await request.arrayBuffer()).byteLength + ' bytes');
}`,
);
afterAll(() => rm(root, { recursive: true, force: true }));

const shop = useTestShop({ web: { clientDir, publicDir: path.join(root, 'public') } });

const postForm = async (page: string, bytes: number, token?: string) => {
  const response = await shop.app.request(`http://shop.test${page}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      'sec-fetch-site': 'same-origin',
      ...(token ? { cookie: `session=${token}` } : {}),
    },
    body: 'x'.repeat(bytes),
  });
  return { status: response.status, text: await response.text() };
};

describe('the bank statement form', () => {
  it('takes a statement larger than any other form, up to its own limit', async () => {
    const { token } = await newAccountOf(shop, 'staff');
    const month = 10 * MAX_BODY_BYTES;
    expect(await postForm('/admin/transfers', month, token)).toEqual({
      status: 200,
      text: `read ${month} bytes`,
    });
    expect((await postForm('/contact', month, token)).status).toBe(413);
    expect((await postForm('/admin/transfers', STATEMENT_MAX_BYTES + 1, token)).status).toBe(413);
  });

  it("reads no more than any form's 64 KB from anyone who is not staff, a shopper or a visitor", async () => {
    const shopper = await shop.newShopper();
    const month = 10 * MAX_BODY_BYTES;
    for (const page of ['/admin/transfers', '/admin/products/new']) {
      for (const token of [shopper.token, undefined, 'no-such-session']) {
        const answer = await postForm(page, month, token);
        expect(answer.status, `${page} ${token}`).toBe(413);
        expect(answer.text).toContain('This form sent more than the shop takes.');
      }
    }
    // a small form still reaches the page, which answers them as it does today
    expect((await postForm('/admin/transfers', 100, shopper.token)).status).toBe(200);
  });
});

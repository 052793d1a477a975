import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebOptions } from '../web';
import { clears, cookiesSet } from './browser';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The storefront's server render from its sources (store/entry-server.tsx), laid out as server/web.ts finds
 * a build: index.html in the client folder, an entry-server.js beside it that loads the render by path (the
 * same contract as the built bundle, so server/ still imports nothing of store/). The pages' forms and their
 * actions are then answered as in production, without building the storefront first.
 */
export function storefrontFromSources(): WebOptions & { remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-storefront-'));
  const clientDir = path.join(dir, 'client');
  const serverDir = path.join(dir, 'server');
  mkdirSync(clientDir, { recursive: true });
  mkdirSync(serverDir, { recursive: true });
  copyFileSync(path.join(root, 'index.html'), path.join(clientDir, 'index.html'));
  // written after index.html: web.ts leaves a render older than the client's index.html unused
  const source = pathToFileURL(path.join(root, 'store/entry-server.tsx')).href;
  writeFileSync(path.join(serverDir, 'entry-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return {
    clientDir,
    serverDir,
    publicDir: path.join(root, 'public'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A browser without JavaScript, as far as a form needs one: it keeps the cookies the shop sets and posts
 * url-encoded forms from the shop's own pages (Origin), following nothing by itself.
 */
export function formBrowser(app: {
  request: (url: string, init?: RequestInit) => Response | Promise<Response>;
}) {
  const origin = 'http://shop.test';
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const [name, cookie] of cookiesSet(response.headers)) {
      if (clears(cookie)) cookies.delete(name);
      else cookies.set(name, encodeURIComponent(cookie.value));
    }
    return response;
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    cookies,
    async get(url: string) {
      return keep(await app.request(`${origin}${url}`, { headers: { cookie: cookieHeader() } }));
    },
    /** `fields` as a form posts them; a list is a field sent once per value (the ticked boxes of one name) */
    async post(
      url: string,
      fields: Record<string, string | readonly string[]>,
      headers: Record<string, string> = {},
    ) {
      return keep(
        await app.request(`${origin}${url}`, {
          method: 'POST',
          headers: {
            cookie: cookieHeader(),
            origin,
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: new URLSearchParams(
            Object.entries(fields).flatMap(([name, value]) =>
              (typeof value === 'string' ? [value] : value).map((one) => [name, one]),
            ),
          ).toString(),
        }),
      );
    },
  };
}

/** A form browser logged in through the login page's form, as that account. */
export async function loggedInBrowser(
  app: Parameters<typeof formBrowser>[0],
  account: { email: string; password: string },
) {
  const browser = formBrowser(app);
  const login = await browser.post('/login', {
    intent: 'login',
    email: account.email,
    password: account.password,
  });
  if (login.status !== 302) throw new Error(`The login form answered ${login.status}, not its redirect`);
  return browser;
}

/** A page's text, tags and React Router's hydration data left out. */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

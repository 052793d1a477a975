#!/usr/bin/env node
// Serves the built Storybook (storybook-static/, from `npm run build-storybook`) to the story check, as any
// static host would serve it to a designer.
//
//   node stories/check/serve.mjs [port]
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const STATIC = path.resolve(ROOT, process.env.STORY_CHECK_STATIC ?? 'storybook-static');
const port = Number(process.argv[2] ?? process.env.STORY_CHECK_PORT ?? 6410);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

// The page the check opens: the canvas's frame and nothing else, as the manager holds it (stories/check/storybook.ts).
const CHECK_PAGE = `<!doctype html><html lang="en"><title>Story check</title><body style="margin:0">
<iframe id="storybook-preview-iframe" title="Story canvas" src="iframe.html?id=introduction--docs&viewMode=docs"
  style="display:block;border:0;width:1280px;height:800px"></iframe></body></html>`;

http
  .createServer(async (request, response) => {
    let name = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (name === '/story-check.html') {
      return void response.writeHead(200, { 'content-type': types['.html'] }).end(CHECK_PAGE);
    }
    if (name.endsWith('/')) name += 'index.html';
    const file = path.join(STATIC, path.normalize(name));
    if (!file.startsWith(STATIC)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  })
  .listen(port, '127.0.0.1', () => console.log(`storybook-static at http://127.0.0.1:${port}`));

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shopShell, shellFiles, type ShellEntry } from './service-worker-shell';

/** A build's manifest: the page's entry, the start of the storefront, the screens and the admin's. */
const manifest = {
  'index.html': {
    file: 'assets/entry-1.js',
    src: 'index.html',
    css: ['assets/theme-1.css'],
    assets: ['assets/display-1.woff2'],
    dynamicImports: ['store/hydrate.tsx'],
  },
  'store/hydrate.tsx': {
    file: 'assets/hydrate-1.js',
    src: 'store/hydrate.tsx',
    imports: ['_react-1.js'],
    dynamicImports: ['store/screens/product.tsx', 'store/screens/cart.tsx', 'store/admin/orders.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'store/screens/offline.tsx': { file: 'assets/offline-1.js', src: 'store/screens/offline.tsx' },
  'store/screens/cart.tsx': {
    file: 'assets/cart-1.js',
    src: 'store/screens/cart.tsx',
    imports: ['_lines-1.js'],
  },
  '_lines-1.js': { file: 'assets/lines-1.js' },
  'store/screens/product.tsx': { file: 'assets/product-1.js', src: 'store/screens/product.tsx' },
  'store/admin/orders.tsx': { file: 'assets/orders-1.js', src: 'store/admin/orders.tsx' },
};

const entry = (url: string, revision: string | null = null): ShellEntry => ({ url, revision, size: 1 });

describe('the service worker’s shell', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is what starts the storefront, the offline page and the cart, not every screen nor the admin', () => {
    expect([...shellFiles(manifest)].sort()).toEqual([
      'assets/cart-1.js',
      'assets/display-1.woff2',
      'assets/entry-1.js',
      'assets/hydrate-1.js',
      'assets/lines-1.js',
      'assets/offline-1.js',
      'assets/react-1.js',
      'assets/theme-1.css',
    ]);
  });

  it('fails the build when a screen it starts from is gone, rather than ship a phone no offline page', () => {
    const { 'store/screens/offline.tsx': _gone, ...withoutOffline } = manifest;
    expect(() => shellFiles(withoutOffline)).toThrow(/store\/screens\/offline\.tsx/);
  });

  it('ends with the offline page, whose revision changes with any file of the release', async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'shop-shell-'));
    dirs.push(clientDir);
    await mkdir(path.join(clientDir, '.vite'));
    await writeFile(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const transform = shopShell(clientDir);
    const built = [entry('assets/entry-1.js'), entry('assets/product-1.js'), entry('assets/theme-1.css')];

    const { manifest: shell } = await transform(built);
    // a screen left to be kept when opened is not in the shell
    expect(shell.map((file) => file.url)).toEqual(['assets/entry-1.js', 'assets/theme-1.css', '/offline']);
    const release = shell.at(-1)?.revision;
    expect(release).toMatch(/^[0-9a-f]{16}$/);

    const next = await transform([entry('assets/entry-1.js', 'changed'), ...built.slice(1)]);
    expect(next.manifest.at(-1)?.revision).not.toBe(release);
    // a file outside the shell changes the release through the entry that names it, not by itself
    const outside = await transform([
      ...built.slice(0, 1),
      entry('assets/product-1.js', 'x'),
      ...built.slice(2),
    ]);
    expect(outside.manifest.at(-1)?.revision).toBe(release);
  });
});

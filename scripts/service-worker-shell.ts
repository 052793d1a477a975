import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offlinePage } from '../api/rules/pages.ts';

/** One file of Vite's build manifest (dist/client/.vite/manifest.json), as far as the shell needs it. */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** A precache entry as Serwist's build lists it. */
export interface ShellEntry {
  url: string;
  revision?: string | null;
  size: number;
}

/**
 * Where the shell starts: the page's entry and what starts the storefront, then the two screens a phone without
 * a connection needs whatever the shopper has opened before (the offline page and the cart).
 */
export const SHELL_STARTS = [
  'index.html',
  'store/hydrate.tsx',
  'store/screens/offline.tsx',
  'store/screens/cart.tsx',
] as const;

/**
 * The shell's files, by Vite's manifest: each start and everything it imports, styles and fonts included. The
 * other screens are kept when a shopper first opens them, so a first visit does not download the whole shop.
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const start of SHELL_STARTS) {
    if (!manifest[start])
      throw new Error(`The service worker's shell starts at ${start}, which the build no longer has`);
    visit(start);
  }
  return files;
}

/**
 * Serwist's manifest transform for dist/client: the shell's files, then the offline page,
 * whose revision is the hash of the whole list (the release: store/offline/service-worker.ts keys its kept pages
 * by it, so a release never shows pages made for another one's scripts).
 */
export function shopShell(clientDir: string) {
  return async (entries: ShellEntry[]) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    );
    const files = shellFiles(manifest);
    const shell = entries.filter((entry) => files.has(entry.url.replace(/^\//, '')));
    const release = createHash('sha256')
      .update(shell.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
      .digest('hex')
      .slice(0, 16);
    return { manifest: [...shell, { url: offlinePage, revision: release, size: 0 }], warnings: [] };
  };
}

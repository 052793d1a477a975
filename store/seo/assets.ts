/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * <link> tags that fetch a page's own lazy chunk (and what it imports, and its CSS) alongside the entry
 * script, so hydration does not wait for one more round trip on a slow connection.
 */
export function preloadTags(
  manifest: ViteManifest | null | undefined,
  sourceFiles: readonly string[],
  /** the page's HTML so far: what Vite already linked from index.html is not linked twice */
  template = '',
): string {
  if (!manifest) return '';
  const linked = (file: string) => template.includes(`"/${file}"`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  sourceFiles.forEach(visit);
  return [
    ...[...styles].filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

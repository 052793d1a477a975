import { jsonForScript } from './escape';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** What one page needs besides its HTML: its scripts (the entry last) and its style sheets. */
export interface PageAssets {
  /** module scripts to fetch; the entry module is the last */
  scripts: string[];
  /** style sheets beyond those index.html links */
  styles: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes Vite's script tags out of the built index.html: the page loads its scripts itself, after its first
 * paint (scriptLoader). Style sheets stay where Vite put them.
 */
export function withoutScripts(template: string): {
  template: string;
  entry: string | null;
  preloads: string[];
} {
  const entry = ENTRY_SCRIPT.exec(template)?.[1] ?? null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return { template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preloads };
}

/** The chunks a page's own lazy modules need (each once, with what they import), and their styles. */
export function pageAssets(
  manifest: ViteManifest | null | undefined,
  sourceFiles: readonly string[],
  /** the page's HTML so far: what Vite already linked from index.html is not linked twice */
  template = '',
): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest?.[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => styles.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  sourceFiles.forEach(visit);
  return { scripts: [...scripts], styles: [...styles].filter((file) => !template.includes(`"${file}"`)) };
}

export const styleTags = (styles: readonly string[]): string =>
  styles.map((file) => `<link rel="stylesheet" href="${file}">`).join('\n    ');

/**
 * The page's scripts, fetched once the server's HTML has been painted, and shown to the shopper, with its main
 * pictures (those marked fetchpriority="high": the hero, the first product cards; loaded and decoded), or after
 * three seconds at most: on a slow connection the page's styles, fonts and first pictures get the bandwidth
 * before the JavaScript that makes the page interactive, and a shopper reads the page while it loads.
 * "Shown" is the browser's first-contentful-paint entry, then two more frames for the pictures' paint to reach
 * the screen. Every module is then requested at once (modulepreload), so no import waits on another. The entry
 * (the last of `scripts`) is requested first: it is small and needs only the small preload helper, so it is not
 * queued behind the large files on a browser's six connections, and it starts its Intl worker while they
 * download (store/entry-client.tsx); then it hydrates the page.
 */
export function scriptLoader(scripts: readonly string[], nonce?: string): string {
  if (scripts.length === 0) return '';
  const entry = scripts.at(-1);
  const body =
    `(function(){var m=${jsonForScript(scripts.slice(0, -1))},e=${jsonForScript(entry)},h=document.head,done=0;` +
    `function add(t,a){var n=document.createElement(t);n.crossOrigin='';for(var k in a)n[k]=a[k];h.appendChild(n)}` +
    `function go(){if(done)return;done=1;add('script',{type:'module',src:e});m.forEach(function(u){add('link',{rel:'modulepreload',href:u})})}` +
    `function frames(f){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(f,0)})})}` +
    `var wait=[].slice.call(document.querySelectorAll('img[fetchpriority=high]')).map(function(i){` +
    `return i.decode?i.decode().catch(function(){}):i.complete?0:new Promise(function(r){i.addEventListener('load',r);i.addEventListener('error',r)})});` +
    `wait.push(new Promise(function(r){var P=typeof PerformanceObserver=='function'&&PerformanceObserver;` +
    `if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return r();` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}}).observe({type:'paint',buffered:true})}));` +
    `Promise.all(wait).then(function(){frames(go)});setTimeout(go,3000)})()`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${body}</script>`;
}

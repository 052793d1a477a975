import { describe, expect, it } from 'vitest';
import { pageAssets, scriptLoader, withoutScripts, type ViteManifest } from './assets';

const manifest: ViteManifest = {
  'store/screens/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_ui.js', '_api.js'],
    css: ['assets/product.css'],
  },
  '_ui.js': { file: 'assets/ui-2.js', imports: ['_api.js'] },
  '_api.js': { file: 'assets/api-3.js' },
};

const built = `<head>
    <script type="module" crossorigin src="/assets/index-9.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-8.js">
    <link rel="stylesheet" crossorigin href="/assets/index-7.css">
  </head>`;

describe('pageAssets', () => {
  it('lists a page’s chunk and what it imports, once each, and its styles', () => {
    const assets = pageAssets(manifest, ['store/screens/product.tsx']);
    expect(assets.scripts).toEqual(['/assets/product-1.js', '/assets/ui-2.js', '/assets/api-3.js']);
    expect(assets.styles).toEqual(['/assets/product.css']);
  });

  it('does not link a style sheet again that index.html already links', () => {
    const assets = pageAssets(manifest, ['store/screens/product.tsx'], '<link href="/assets/product.css">');
    expect(assets.styles).toEqual([]);
  });

  it('is empty without a manifest or for a page it does not know', () => {
    expect(pageAssets(null, ['store/screens/product.tsx'])).toEqual({ scripts: [], styles: [] });
    expect(pageAssets(manifest, ['store/screens/nothing.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});

describe('withoutScripts', () => {
  it('takes Vite’s entry script and module preloads out of index.html and keeps its style sheet', () => {
    const { template, entry, preloads } = withoutScripts(built);
    expect(entry).toBe('/assets/index-9.js');
    expect(preloads).toEqual(['/assets/react-8.js']);
    expect(template).not.toContain('<script');
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('href="/assets/index-7.css"');
  });
});

describe('scriptLoader', () => {
  it('fetches every module after the first paint, the entry given last, under the page’s nonce', () => {
    const tag = scriptLoader(['/assets/react-8.js', '/assets/index-9.js'], 'n0nce');
    expect(tag.startsWith('<script nonce="n0nce">')).toBe(true);
    expect(tag).toContain('requestAnimationFrame');
    expect(tag).toContain('m=["/assets/react-8.js"]');
    expect(tag).toContain('e="/assets/index-9.js"');
  });

  type FakeImage = { complete: boolean; addEventListener: (type: string, done: () => void) => void };

  /**
   * Runs the loader against a fake page whose main pictures are `images`. `painted` says whether the browser
   * has already reported its first contentful paint; `paint()` reports it later, `timeUp()` ends the 3 s wait.
   */
  function runLoader(images: FakeImage[], { painted = true } = {}) {
    const added: { tag: string; props: Record<string, string> }[] = [];
    const document = {
      head: { appendChild: () => undefined },
      createElement: (tag: string) => {
        const props: Record<string, string> = {};
        added.push({ tag, props });
        return props;
      },
      querySelectorAll: () => images,
    };
    let paint = () => {};
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private readonly report: (list: unknown, observer: { disconnect(): void }) => void) {}
      observe({ type, buffered }: { type: string; buffered: boolean }) {
        expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
        const entries = (names: string[]) => ({
          getEntriesByName: (name: string) => names.filter((entry) => entry === name),
        });
        const observer = { disconnect: () => (paint = () => {}) };
        paint = () => this.report(entries(['first-paint', 'first-contentful-paint']), observer);
        if (painted) paint();
        else this.report(entries(['first-paint']), observer);
      }
    }
    let timeUp = () => {};
    const body = scriptLoader(['/assets/a.js', '/assets/b.js', '/assets/entry.js'])
      .replace(/^<script>/, '')
      .replace(/<\/script>$/, '');
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', body)(
      document,
      (callback: () => void) => callback(),
      (callback: () => void, ms = 0) => (ms === 0 ? callback() : (timeUp = callback)),
      PerformanceObserver,
    );
    const fetched = () =>
      added.map(({ tag, props }) => [tag, props.rel ?? props.type, props.href ?? props.src]);
    return { fetched, paint: () => paint(), timeUp: () => timeUp() };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('adds the entry as a module script first, then preloads the other modules', async () => {
    const { fetched } = runLoader([]);
    await settle();
    expect(fetched()).toEqual([
      ['script', 'module', '/assets/entry.js'],
      ['link', 'modulepreload', '/assets/a.js'],
      ['link', 'modulepreload', '/assets/b.js'],
    ]);
  });

  it('waits for the page’s main pictures to be decoded before fetching any script', async () => {
    let loaded = () => {};
    const { fetched } = runLoader([
      { complete: false, addEventListener: (type, done) => type === 'load' && (loaded = done) },
    ]);
    await settle();
    expect(fetched()).toEqual([]);
    loaded();
    await settle();
    expect(fetched()).toHaveLength(3);
  });

  it('waits for the first contentful paint to be shown, not just the first paint', async () => {
    const { fetched, paint } = runLoader([], { painted: false });
    await settle();
    expect(fetched()).toEqual([]);
    paint();
    await settle();
    expect(fetched()).toHaveLength(3);
  });

  it('fetches the scripts after three seconds at most, and only once', async () => {
    const { fetched, paint, timeUp } = runLoader([], { painted: false });
    timeUp();
    expect(fetched()).toHaveLength(3);
    paint();
    await settle();
    expect(fetched()).toHaveLength(3);
  });

  it('is empty when there is nothing to load', () => {
    expect(scriptLoader([])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { preloadTags, type ViteManifest } from './assets';

const manifest: ViteManifest = {
  'store/screens/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_ui.js', '_api.js'],
    css: ['assets/product.css'],
  },
  '_ui.js': { file: 'assets/ui-2.js', imports: ['_api.js'] },
  '_api.js': { file: 'assets/api-3.js' },
};

describe('preloadTags', () => {
  it('preloads a page’s chunk, what it imports (once each) and its styles', () => {
    const tags = preloadTags(manifest, ['store/screens/product.tsx']);
    expect(tags.match(/modulepreload/g)).toHaveLength(3);
    expect(tags).toContain('href="/assets/product-1.js"');
    expect(tags).toContain('<link rel="stylesheet" href="/assets/product.css">');
  });

  it('does not link again what index.html already links', () => {
    const tags = preloadTags(manifest, ['store/screens/product.tsx'], '<link href="/assets/ui-2.js">');
    expect(tags).not.toContain('ui-2.js');
    expect(tags).toContain('api-3.js');
  });

  it('is empty without a manifest or for a page it does not know', () => {
    expect(preloadTags(null, ['store/screens/product.tsx'])).toBe('');
    expect(preloadTags(manifest, ['store/screens/nothing.tsx'])).toBe('');
  });
});

import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../mocks/fixtures/catalogue';
import { DISPLAY_FACES, DISPLAY_FONT_UNICODES, FONT_DIR } from './subset-display-font.mjs';

const ROOT = join(FONT_DIR, '..', '..');
const require = createRequire(import.meta.url);
const themeCss = readFileSync(join(ROOT, 'ui', 'theme.css'), 'utf8');

/** theme.css's @font-face rules, by font-style. */
const fontFaces = new Map(
  [...themeCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => [
    /font-style:\s*(\w+)/.exec(body!)![1],
    body!,
  ]),
);

describe('the display face, cut down (scripts/subset-display-font.mjs)', () => {
  it.each(DISPLAY_FACES)(
    'ships $file as WOFF2, lighter than @fontsource’s latin file alone',
    ({ sources, file }) => {
      const subset = readFileSync(join(FONT_DIR, file));
      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(sources[0]).toMatch(/-latin-600-/);
      expect(subset.length).toBeLessThan(statSync(require.resolve(sources[0]!)).size);
    },
  );

  it('holds every letter of every perfume’s name, the Yoruba ones (Ọba, Ìfẹ́, Ẹ̀bùn) among them', () => {
    const ranges = DISPLAY_FONT_UNICODES.map((range) => {
      const [first, last = first] = range.replace('U+', '').split('-');
      return [parseInt(first!, 16), parseInt(last!, 16)] as const;
    });
    const held = (codePoint: number) =>
      ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
    const names = catalogue.map((product) => product.name);
    expect(names).toEqual(expect.arrayContaining(['Ọba Oud', 'Ìfẹ́ Rose']));
    for (const name of names)
      for (const character of name)
        expect(held(character.codePointAt(0)!), `${name}: ${character}`).toBe(true);
  });

  it('is what theme.css sets the headings in, for the very characters the subset kept', () => {
    expect([...fontFaces.keys()].sort()).toEqual(['italic', 'normal']);
    for (const [style, body] of fontFaces) {
      expect(body).toContain(`url('./fonts/cormorant-garamond-600-${style}.woff2')`);
      const range = /unicode-range:([^;]*);/
        .exec(body)?.[1]
        ?.split(',')
        .map((part) => part.trim());
      expect(range, style).toEqual(DISPLAY_FONT_UNICODES);
    }
  });

  it('is the file index.html preloads, so it arrives with the styles', () => {
    const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"/g)].map(
      ([, href]) => href,
    );
    expect(preloads).toEqual(['/ui/fonts/cormorant-garamond-600-normal.woff2']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { iconNames } from '../ui/icons/icon-names';
import { iconSprite, SPRITE_FILE } from './icon-sprite';

const ROOT = path.join(import.meta.dirname, '..');
const sprite = readFileSync(SPRITE_FILE, 'utf8');

/** The storefront's components, where an icon is named ('shopping-bag') to be drawn. */
const componentSources = ['ui', 'store'].flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(path.join(ROOT, folder, file), 'utf8')),
);

describe('the icon sprite (ui/icons/sprite.svg, written by scripts/icon-sprite.ts)', () => {
  it('is the one the icon list makes from lucide-static', () => {
    expect(sprite, 'ui/icons/sprite.svg is out of date: run `npm run icons`').toBe(iconSprite());
  });

  it('holds a symbol for each listed icon, drawn as lucide draws it in its 24-unit square', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual([...iconNames]);
    for (const [, id, shapes] of symbols) {
      expect(shapes, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
      // ui/theme.css sets these on every icon, as lucide's own <svg> did, and the shapes must inherit them
      expect(shapes, id).not.toMatch(/ (stroke|stroke-width|stroke-linecap|stroke-linejoin)="/);
    }
  });

  it('lists only icons the storefront shows', () => {
    const unused = iconNames.filter(
      (name) =>
        !componentSources.some((source) => source.includes(`'${name}'`) || source.includes(`"${name}"`)),
    );
    expect(unused, 'take these out of ui/icons/icon-names.ts and write the sprite again').toEqual([]);
  });
});
